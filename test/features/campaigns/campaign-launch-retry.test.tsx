// A retry is the same request (MANY-SAVE-KEY, MANY-LOSE-REPLIES): a Launch whose reply is lost (a
// proxy's 504 after the demo server saved the campaign) keeps the wizard as it was and its
// Idempotency-Key, in the tab across a reload too, so Launch again makes one campaign.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { findToast, renderRoute, signInAs } from '../../utils';
import { loseReplies } from '../../lost-replies';
import { DRAFT_KEY, LAUNCHABLE, seedDraft } from './drafts';

/** A complete draft as the wizard stores it, so the test starts on Launch. */
const seedLaunchDraft = (name: string) => seedDraft({ ...LAUNCHABLE, name });

const launchButton = () => screen.findByRole('button', { name: 'Launch Campaign' });
const named = (name: string) => getDb().campaigns.filter((campaign) => campaign.name === name);

async function launchAndLoseTheReply(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await launchButton());
  await waitFor(async () => expect(await launchButton()).toBeEnabled());
  expect(screen.queryByText('Campaign successfully created')).not.toBeInTheDocument();
}

describe('retrying a campaign launch', () => {
  it('after a lost Launch reply (504), the wizard keeps its draft and Launch again sends the same key and makes one campaign', async () => {
    await signInAs('dsp');
    seedLaunchDraft('Lost Reply Launch');
    const lost = loseReplies('/campaigns');
    const { user, router } = renderRoute('/campaigns/create?step=launch');
    await launchAndLoseTheReply(user);
    expect(router.state.location.pathname).toBe('/campaigns/create');
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Lost Reply Launch');
    expect(named('Lost Reply Launch')).toHaveLength(1);

    await user.click(await launchButton());
    expect(await findToast('Campaign successfully created')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/campaigns\/cmp_/));
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(named('Lost Reply Launch')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/campaigns/${named('Lost Reply Launch')[0]?.id}`);
  });

  it('the launch key survives a reload of the wizard after a lost reply, and the relaunch makes one campaign', async () => {
    await signInAs('dsp');
    seedLaunchDraft('Reloaded Launch');
    const lost = loseReplies('/campaigns');
    const first = renderRoute('/campaigns/create?step=launch');
    await launchAndLoseTheReply(first.user);
    first.unmount();

    const { user, router } = renderRoute('/campaigns/create?step=launch');
    await user.click(await launchButton());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/campaigns\/cmp_/));
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(named('Reloaded Launch')).toHaveLength(1);
  });
});
