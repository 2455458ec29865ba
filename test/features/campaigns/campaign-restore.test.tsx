// HIST-RESTORE in a wizard: the restore an editor was opened for goes with every step change
// (Next, a crumb, the Launch summary's Edit), so the save at Launch is still the restore's
// merged save: a field a colleague changed since the entry opens the conflict view, and a save
// without a conflict is recorded as `restored`. Before, the first step change dropped the
// navigation's state, the editor started afresh and the save overwrote the colleague silently.
import { screen, waitFor, within } from '@testing-library/react';
import type { RestoreRequest } from '@/components/form/restore';
import { getDb } from '@/mocks/db';
import { captureRequests, renderRoute, signInAs } from '../../utils';

type User = ReturnType<typeof renderRoute>['user'];

const campaign = () => getDb().campaigns.find((candidate) => candidate.id === 'cmp_1')!;
const nameField = () => screen.getByLabelText(/^Campaign name/, { selector: 'input' });
const crumbs = () => within(screen.getByRole('navigation', { name: 'Campaign steps' }));

/**
 * Restore the name an entry changed from `before` to `after` (by default the name the campaign
 * holds now; another one: a colleague renamed it since the entry).
 */
function restoreOfName(before: string, after = campaign().name): { restore: RestoreRequest } {
  return {
    restore: {
      entryId: 'hist_test_restore',
      changes: [{ field: 'name', value: before, newValue: after }],
    },
  };
}

async function openRestore(before: string, after?: string) {
  const view = renderRoute('/campaigns/cmp_1/edit', restoreOfName(before, after));
  await waitFor(() => expect(nameField()).toHaveValue(before));
  return view;
}

async function toLaunchBy(user: User, how: 'crumb' | 'next') {
  if (how === 'crumb') await user.click(crumbs().getByRole('link', { name: /Launch/ }));
  else {
    for (const next of ['Audience', 'Ad Creatives', 'Marquee+', 'Schedule', 'Launch']) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('heading', { level: 2, name: next });
    }
  }
  await screen.findByRole('button', { name: 'Save Campaign' });
}

describe('campaign edit: Restore previous values across the steps', () => {
  beforeEach(async () => {
    await signInAs('dsp');
  });

  it('shows the conflict view at Launch when a colleague changed the field since the entry, and sends nothing', async () => {
    const requests = captureRequests();
    campaign().name = 'Renamed By A Colleague';
    const { user } = await openRestore('Morning Rush Before', 'Morning Rush After');
    await toLaunchBy(user, 'crumb');
    await user.click(screen.getByRole('button', { name: 'Save Campaign' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed this campaign',
    });
    expect(within(dialog).getByText('Renamed By A Colleague')).toBeInTheDocument();
    expect(within(dialog).getByText('Morning Rush Before')).toBeInTheDocument();
    expect(await requests.bodiesOf('/campaigns/cmp_1/update')).toEqual([]);
    expect(campaign().name).toBe('Renamed By A Colleague');
  });

  it('goes through Next to Launch and saves as a restore, recorded as restored', async () => {
    const { user, router } = await openRestore('Morning Rush Before');
    await toLaunchBy(user, 'next');
    await user.click(screen.getByRole('button', { name: 'Save Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/cmp_1'));
    expect(campaign().name).toBe('Morning Rush Before');
    expect(getDb().history.at(-1)).toMatchObject({
      action: 'restored',
      via: 'restore',
      record: { id: 'cmp_1' },
    });
  });
});
