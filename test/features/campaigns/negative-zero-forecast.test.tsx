// Negative zero (issue 30): `-0` typed where money goes is 0, and the forecast beside the
// Schedule step never shows `-$0.00`.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newCampaignValues } from '@/features/campaigns/campaign-form';
import { renderRoute, signInAs } from '../../utils';

const DRAFT_KEY = 'marquee.draft.usr_dsp/campaign.new';
const STEPS = ['general', 'audience', 'creatives', 'plus', 'schedule'];

describe('negative zero in the campaign wizard', () => {
  it('-0 typed as the lifetime budget and the bid CPM: the forecast shows $0.00, never -$0.00', async () => {
    await signInAs('dsp');
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: 1, values: newCampaignValues(0.15), visited: STEPS }),
    );
    const { user } = renderRoute('/campaigns/create');
    const crumbs = await screen.findByRole('navigation', { name: 'Campaign steps' });
    await user.click(within(crumbs).getByRole('link', { name: /^5\. Schedule/ }));
    await screen.findByRole('heading', { level: 2, name: 'Schedule' });

    await user.type(screen.getByRole('textbox', { name: /^Lifetime budget/ }), '-0');
    await user.type(screen.getByRole('textbox', { name: /^Bid CPM/ }), '-0');
    const forecast = screen.getByRole('region', { name: 'Forecast' });
    const terms = within(forecast).getAllByRole('term');
    const values = within(forecast).getAllByRole('definition');
    const value = (term: RegExp) => values[terms.findIndex((dt) => term.test(dt.textContent))];
    expect(value(/^Gross budget$/)).toHaveTextContent(/^\$0\.00$/);
    expect(value(/^Net budget$/)).toHaveTextContent(/^\$0\.00$/);
    expect(value(/^Average CPM$/)).toHaveTextContent(/^\$0\.00$/);
    expect(forecast).not.toHaveTextContent('-$0.00');
    expect(forecast).not.toHaveTextContent('-0');
  });
});
