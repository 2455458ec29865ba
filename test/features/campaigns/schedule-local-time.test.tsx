// Issue 26, item 9 (MANY-LOCAL-TIME): the campaign wizard's Schedule step says that
// flight dates and day-parts run in each screen's local time, by the dates and by the grid.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newCampaignValues } from '@/features/campaigns/campaign-form';
import { SCHEDULE_LOCAL_TIME_NOTE } from '@/features/campaigns/messages';
import { renderRoute, signInAs } from '../../utils';

const DRAFT_KEY = 'marquee.draft.usr_dsp/campaign.new';
const STEPS = ['general', 'audience', 'creatives', 'plus', 'schedule'];

describe('the Schedule step', () => {
  it("says by the flight dates and the day-part grid that they run in each screen's local time", async () => {
    await signInAs('dsp');
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: 1, values: newCampaignValues(0.15), visited: STEPS }),
    );
    const { user } = renderRoute('/campaigns/create');
    const crumbs = await screen.findByRole('navigation', { name: 'Campaign steps' });
    await user.click(within(crumbs).getByRole('link', { name: /^5\. Schedule/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Schedule' })).toBeInTheDocument();

    expect(SCHEDULE_LOCAL_TIME_NOTE).toBe(
      "Flight dates and day-parts run in each screen's local time.",
    );
    const notes = screen.getAllByText(SCHEDULE_LOCAL_TIME_NOTE);
    expect(notes).toHaveLength(2);
    // The first follows the dates; the second describes the day-part grid.
    const end = screen.getByLabelText(/^End date/, { selector: 'input' });
    expect(end.compareDocumentPosition(notes[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'Day-parts' })).toHaveAccessibleDescription(
      expect.stringContaining(SCHEDULE_LOCAL_TIME_NOTE),
    );
  });
});
