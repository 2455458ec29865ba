// No lost updates on the campaign edit (MANY-MERGE, MANY-DRAFT-VERSION): the save merges with the
// campaign as it is now, and a draft of an older version of the campaign is offered, never applied.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CAMPAIGN_DRAFT_VERSION, campaignToValues } from '@/features/campaigns/campaign-form';
import { queryClient } from '@/lib/cache/query-client';
import { getDb } from '@/mocks/db';
import type { Campaign } from '@/types/api';
import { captureRequests, renderRoute, signInAs } from '../../utils';

type User = ReturnType<typeof renderRoute>['user'];

const DRAFT_KEY = 'marquee.draft.usr_dsp/campaign.cmp_1';
const ALL_STEPS = ['general', 'audience', 'creatives', 'plus', 'schedule', 'launch'];

function storedCampaign(): Campaign {
  const campaign = getDb().campaigns.find((candidate) => candidate.id === 'cmp_1');
  if (!campaign) throw new Error('cmp_1 is not in the demo seed');
  return campaign as unknown as Campaign;
}

const nameField = () => screen.getByLabelText(/^Campaign name/, { selector: 'input' });

async function rename(user: User, name: string) {
  await user.clear(nameField());
  await user.type(nameField(), name);
}

async function saveFromLaunch(user: User) {
  const crumbs = within(screen.getByRole('navigation', { name: 'Campaign steps' }));
  await user.click(crumbs.getByRole('link', { name: /Launch/ }));
  await user.click(await screen.findByRole('button', { name: 'Save Campaign' }));
}

describe('campaign edit: no lost updates', () => {
  it("campaign edit: a colleague's new daily budget survives this tab's rename", async () => {
    await signInAs('dsp');
    const requests = captureRequests();
    const { user, router } = renderRoute('/campaigns/cmp_1/edit');
    await screen.findByLabelText(/^Campaign name/);
    const campaign = storedCampaign();
    campaign.budgets = { ...campaign.budgets, spendDaily: 650 };
    await rename(user, 'Morning Rush Renamed');
    await saveFromLaunch(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/cmp_1'));
    const [body] = await requests.bodiesOf('/campaigns/cmp_1/update');
    expect(body).toMatchObject({ name: 'Morning Rush Renamed', budgets: { spendDaily: 650 } });
  });

  it('campaign edit: a name changed here and by a colleague opens the conflict view; Keep mine sends this name', async () => {
    await signInAs('dsp');
    const requests = captureRequests();
    const { user, router } = renderRoute('/campaigns/cmp_1/edit');
    await screen.findByLabelText(/^Campaign name/);
    storedCampaign().name = 'Renamed By A Colleague';
    await rename(user, 'Renamed Here');
    await saveFromLaunch(user);
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed this campaign',
    });
    expect(await requests.bodiesOf('/campaigns/cmp_1/update')).toEqual([]);
    const group = within(dialog).getByRole('group', { name: 'Campaign name' });
    expect(within(group).getByText('Morning Rush Commuters')).toBeInTheDocument();
    expect(within(group).getByText('Renamed By A Colleague')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Keep mine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save with my choices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/cmp_1'));
    const [body] = await requests.bodiesOf('/campaigns/cmp_1/update');
    expect(body).toMatchObject({ name: 'Renamed Here' });
  });

  it('campaign edit: a draft of an older version of the campaign is offered, not applied; Review changes merges it', async () => {
    await signInAs('dsp');
    const base = campaignToValues(storedCampaign());
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: CAMPAIGN_DRAFT_VERSION,
        values: { ...base, name: 'From My Old Draft' },
        visited: ALL_STEPS,
        recordVersion: 'an-older-version',
        base,
      }),
    );
    // Since the draft, a colleague changed the budget: the draft must not put the old one back.
    const campaign = storedCampaign();
    campaign.budgets = { ...campaign.budgets, spendDaily: 650 };
    const requests = captureRequests();
    const { user, router } = renderRoute('/campaigns/cmp_1/edit');
    expect(
      await screen.findByText('You have unsaved changes from an older version of this campaign.'),
    ).toBeInTheDocument();
    expect(nameField()).toHaveValue('Morning Rush Commuters');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    await waitFor(() => expect(nameField()).toHaveValue('From My Old Draft'));
    expect(
      screen.queryByText('You have unsaved changes from an older version of this campaign.'),
    ).not.toBeInTheDocument();
    await saveFromLaunch(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/cmp_1'));
    const [body] = await requests.bodiesOf('/campaigns/cmp_1/update');
    expect(body).toMatchObject({ name: 'From My Old Draft', budgets: { spendDaily: 650 } });
  });

  it('campaign edit: Discard them drops a draft of an older version and keeps the campaign as saved', async () => {
    await signInAs('dsp');
    const base = campaignToValues(storedCampaign());
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: CAMPAIGN_DRAFT_VERSION,
        values: { ...base, name: 'From My Old Draft' },
        visited: ALL_STEPS,
        recordVersion: 'an-older-version',
        base,
      }),
    );
    const { user } = renderRoute('/campaigns/cmp_1/edit');
    await user.click(await screen.findByRole('button', { name: 'Discard them' }));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(nameField()).toHaveValue('Morning Rush Commuters');
    expect(screen.queryByRole('button', { name: 'Review changes' })).not.toBeInTheDocument();
  });

  it('campaign edit: a draft of the same version of the campaign is restored as it was', async () => {
    await signInAs('dsp');
    const requests = captureRequests();
    const first = renderRoute('/campaigns/cmp_1/edit');
    await screen.findByLabelText(/^Campaign name/);
    await rename(first.user, 'Typed Before A Reload');
    await waitFor(() =>
      expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Typed Before A Reload'),
    );
    first.unmount();
    renderRoute('/campaigns/cmp_1/edit');
    await waitFor(() => expect(nameField()).toHaveValue('Typed Before A Reload'));
    expect(screen.queryByRole('button', { name: 'Review changes' })).not.toBeInTheDocument();
    expect(await requests.bodiesOf('/campaigns/cmp_1/update')).toEqual([]);
  });

  it('campaign edit: a draft left overnight is restored as it was: the next day’s delivery stats are no new version of the campaign', async () => {
    await signInAs('dsp');
    const first = renderRoute('/campaigns/cmp_1/edit');
    await screen.findByLabelText(/^Campaign name/);
    await rename(first.user, 'Typed Last Night');
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Typed Last Night'));
    first.unmount();
    // The next morning: the campaign delivered overnight, nobody saved it.
    queryClient.clear();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 });
    onTestFinished(() => void vi.useRealTimers());
    // Last night's session has ended (AUTH-SESSION-LIFETIME): Dana signs in again.
    await signInAs('dsp');
    renderRoute('/campaigns/cmp_1/edit');
    await waitFor(() => expect(nameField()).toHaveValue('Typed Last Night'));
    expect(
      screen.queryByText('You have unsaved changes from an older version of this campaign.'),
    ).not.toBeInTheDocument();
  });
});
