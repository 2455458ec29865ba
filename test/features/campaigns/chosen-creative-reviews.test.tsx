// CRE-REVIEWS in the campaign wizard: the Ad Creatives and Launch steps show each chosen
// creative's reviews by publisher (Pending with its wait, Rejected with the reason), and a
// rejected one offers Replace File there (CRE-REPLACE-FILE).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '../../utils';
import { LAUNCHABLE, seedDraft } from './drafts';

const chosenReviews = () =>
  screen.findByRole('region', { name: 'Reviews of the chosen creatives' }, { timeout: 10_000 });

// Requirements checked here: CRE-REVIEWS, CRE-REPLACE-FILE.
describe('the chosen creatives’ reviews in the campaign wizard', () => {
  it('Ad Creatives: choosing a creative shows its reviews, a rejection with its reason and Replace File', async () => {
    await signInAs('dsp');
    seedDraft({ ...LAUNCHABLE, creativeIds: [] });
    const { user } = renderRoute('/campaigns/create?step=creatives');
    await user.click(await screen.findByRole('checkbox', { name: 'Spring Menu Square' }));
    const chosen = await chosenReviews();
    const spring = within(chosen).getByRole('region', { name: 'Spring Menu Square' });
    expect(await within(spring).findByText(/Reason: The offer text/)).toBeVisible();
    expect(within(spring).getByText('Rejected')).toBeVisible();
    expect(
      within(spring).getByRole('button', { name: 'Replace File: Spring Menu Square' }),
    ).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Latte Art 15s Portrait' }));
    const latte = within(chosen).getByRole('region', { name: 'Latte Art 15s Portrait' });
    expect(await within(latte).findByText(/Waiting for [23] days/)).toBeVisible();
    expect(within(latte).queryByRole('button', { name: /Replace File/ })).not.toBeInTheDocument();
  });

  it('Launch: the chosen creatives’ reviews are there before launching', async () => {
    await signInAs('dsp');
    seedDraft({ ...LAUNCHABLE, creativeIds: ['cr_5'] });
    renderRoute('/campaigns/create?step=launch');
    const chosen = await chosenReviews();
    const spring = within(chosen).getByRole('region', { name: 'Spring Menu Square' });
    expect(await within(spring).findByText(/Reason: The offer text/)).toBeVisible();
  });
});
