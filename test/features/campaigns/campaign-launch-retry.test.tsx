// A retry is the same request (MANY-SAVE-KEY, MANY-LOSE-REPLIES, MANY-OUTCOME): a Launch whose
// reply is lost (a proxy's 504 after the demo server saved the campaign) keeps the wizard as it
// was and its Idempotency-Key, in the tab across a reload too; the console asks the server what
// became of it (`Saved. Open it`), so Launch again, with or without an edit, makes one campaign.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/server';
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
  it('after a lost Launch reply (504), the wizard keeps its draft, the server says it was saved, and Launch again sends the same key and makes one campaign', async () => {
    await signInAs('dsp');
    seedLaunchDraft('Lost Reply Launch');
    const lost = loseReplies('/campaigns', 2);
    const { user, router } = renderRoute('/campaigns/create?step=launch');
    await launchAndLoseTheReply(user);
    expect(router.state.location.pathname).toBe('/campaigns/create');
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Lost Reply Launch');
    expect(named('Lost Reply Launch')).toHaveLength(1);

    // The server is asked: the campaign was saved, and it opens from the banner.
    const banner = await screen.findByText(/^Saved\./);
    const id = named('Lost Reply Launch')[0]?.id;
    expect(within(banner).getByRole('link', { name: 'Open it' })).toHaveAttribute(
      'href',
      `/campaigns/${id}`,
    );

    await user.click(await launchButton());
    expect(await findToast('Campaign successfully created')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/campaigns\/cmp_/));
    // Found saved, the same values go again with the same key: answered, not redone.
    expect(lost.keys).toHaveLength(3);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(named('Lost Reply Launch')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/campaigns/${id}`);
  });

  it('a Launch pressed before the creatives gallery has loaded sends what the retry sends: the same key, one campaign', async () => {
    await signInAs('dsp');
    seedLaunchDraft('Early Launch');
    // The gallery's read is held until Launch has been pressed once.
    let releaseGallery = () => {};
    const galleryHeld = new Promise<void>((resolve) => (releaseGallery = resolve));
    server.use(
      http.get(
        '*/v1/creatives',
        async () => {
          await galleryHeld;
          return undefined;
        },
        { once: true },
      ),
    );
    const lost = loseReplies('/campaigns', 2);
    const { user, router } = renderRoute('/campaigns/create?step=launch');
    await user.click(await launchButton());
    expect(lost.keys).toHaveLength(0);
    releaseGallery();
    await waitFor(async () => expect(await launchButton()).toBeEnabled());
    expect(await screen.findByText(/^Saved\./)).toBeVisible();

    await user.click(await launchButton());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/campaigns\/cmp_/));
    expect(lost.keys).toHaveLength(3);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(named('Early Launch')).toHaveLength(1);
  });

  it('after a lost Launch reply, a fixed name goes as an update of the campaign made, never a second campaign', async () => {
    await signInAs('dsp');
    seedLaunchDraft('Typo Lanch');
    const lost = loseReplies('/campaigns', 2);
    const { user, router } = renderRoute('/campaigns/create?step=launch');
    await launchAndLoseTheReply(user);
    expect(await screen.findByText(/^Saved\./)).toBeVisible();
    const id = named('Typo Lanch')[0]?.id;

    await user.click(screen.getByRole('link', { name: '1. General' }));
    const name = await screen.findByLabelText(/^Campaign name/);
    await user.clear(name);
    await user.type(name, 'Typo Launch');
    await user.click(screen.getByRole('link', { name: '6. Launch' }));
    await user.click(await launchButton());
    expect(await findToast('Campaign successfully created')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/campaigns/${id}`));
    expect(lost.keys).toHaveLength(2);
    expect(named('Typo Lanch')).toHaveLength(0);
    expect(named('Typo Launch').map((campaign) => campaign.id)).toEqual([id]);
  });

  it('a launch answered 503 that the server says it never did reads `Not saved. Try again`, and Launch again makes one', async () => {
    await signInAs('dsp');
    seedLaunchDraft('Refused Launch');
    // The send and its own second send (MANY-OUTCOME) are both refused by a busy gateway.
    let refused = 2;
    server.use(
      http.post('*/v1/campaigns', () =>
        refused-- > 0 ? new HttpResponse(null, { status: 503 }) : undefined,
      ),
    );
    const { user, router } = renderRoute('/campaigns/create?step=launch');
    await launchAndLoseTheReply(user);
    expect(await screen.findByText('Not saved. Try again')).toBeVisible();
    expect(named('Refused Launch')).toHaveLength(0);

    await user.click(await launchButton());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/campaigns\/cmp_/));
    expect(named('Refused Launch')).toHaveLength(1);
    expect(screen.queryByText('Not saved. Try again')).not.toBeInTheDocument();
  });

  it('the launch key survives a reload of the wizard after a lost reply, and the relaunch makes one campaign', async () => {
    await signInAs('dsp');
    seedLaunchDraft('Reloaded Launch');
    const lost = loseReplies('/campaigns', 2);
    const first = renderRoute('/campaigns/create?step=launch');
    await launchAndLoseTheReply(first.user);
    first.unmount();

    const { user, router } = renderRoute('/campaigns/create?step=launch');
    await user.click(await launchButton());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/campaigns\/cmp_/));
    // The kept key was asked about after the reload, and sent again: answered, not redone.
    expect(lost.keys).toHaveLength(3);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(named('Reloaded Launch')).toHaveLength(1);
  });
});
