// No lost updates on the placement edit (MANY-MERGE): the save merges with the placement
// as it is now, and a draft of an older version is offered, never applied (MANY-DRAFT-VERSION).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { placementToValues } from '@/features/placements/placement-form';
import { getDb } from '@/mocks/db';
import { savePlacement } from '@/mocks/queries';
import type { PlacementRecord } from '@/mocks/records';
import type { Placement } from '@/types/api';
import { captureRequests, findToast, renderRoute, signInAs } from '../../utils';

type User = ReturnType<typeof renderRoute>['user'];

const DRAFT_KEY = 'marquee.draft.usr_ssp/placement.pl_nw_001';

function storedPlacement(): Placement {
  const placement = getDb().placements.find((candidate) => candidate.id === 'pl_nw_001');
  if (!placement) throw new Error('pl_nw_001 is not in the demo seed');
  return placement as unknown as Placement;
}

/** A colleague's save: the stored row is replaced, one version on (never changed in place). */
function colleagueSaves(fields: Partial<Placement>): void {
  const placement = getDb().placements.find((candidate) => candidate.id === 'pl_nw_001');
  if (!placement) throw new Error('pl_nw_001 is not in the demo seed');
  savePlacement({ ...placement, ...fields } as PlacementRecord);
}

const nameField = () => screen.getByLabelText(/^Placement name/, { selector: 'input' });

async function openEdit() {
  const view = renderRoute('/placements/pl_nw_001/edit');
  await screen.findByRole('heading', { level: 2, name: 'General' });
  return view;
}

async function rename(user: User, name: string) {
  await user.clear(nameField());
  await user.type(nameField(), name);
}

async function saveFromLaunch(user: User) {
  await user.click(screen.getByRole('link', { name: /\bLaunch$/ }));
  await user.click(await screen.findByRole('button', { name: 'Save Placement' }));
}

describe('placement edit: no lost updates', () => {
  it("placement edit: a colleague's new bid floor survives this tab's rename", async () => {
    await signInAs('ssp');
    const calls = captureRequests();
    const { user } = await openEdit();
    colleagueSaves({ bidFloorCpm: 7.25 });
    await rename(user, 'Renamed screen');
    await saveFromLaunch(user);
    expect(await findToast('Placement successfully updated')).toBeInTheDocument();
    const [body] = await calls.bodiesOf('/placements/pl_nw_001/update');
    expect(body).toMatchObject({ name: 'Renamed screen', bidFloorCpm: 7.25 });
  });

  it("placement edit: a name changed here and by a colleague asks first; Take theirs sends the colleague's name", async () => {
    await signInAs('ssp');
    const calls = captureRequests();
    const { user } = await openEdit();
    colleagueSaves({ name: 'Renamed by a colleague' });
    await rename(user, 'Renamed screen');
    await saveFromLaunch(user);
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed this placement',
    });
    expect(await calls.bodiesOf('/placements/pl_nw_001/update')).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: 'Take theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save with my choices' }));
    expect(await findToast('Placement successfully updated')).toBeInTheDocument();
    const [body] = await calls.bodiesOf('/placements/pl_nw_001/update');
    expect(body).toMatchObject({ name: 'Renamed by a colleague' });
  });

  it('placement edit: a draft of an older version is offered, not applied, and a field changed on both sides asks in the conflict view', async () => {
    await signInAs('ssp');
    const base = placementToValues(storedPlacement());
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        values: { ...base, name: 'Name from my old draft' },
        visited: [],
        recordVersion: 'an-older-version',
        base,
      }),
    );
    colleagueSaves({ name: 'Renamed by a colleague' });
    const { user } = await openEdit();
    expect(
      screen.getByText('You have unsaved changes from an older version of this placement.'),
    ).toBeInTheDocument();
    expect(nameField()).toHaveValue('Renamed by a colleague');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed this placement',
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Keep mine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save with my choices' }));
    await waitFor(() => expect(nameField()).toHaveValue('Name from my old draft'));
    // Kept again as a draft of the version now loaded: offered no more after a reload.
    await waitFor(() => {
      const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as {
        recordVersion?: string;
        values?: { name?: string };
      };
      expect(stored.values?.name).toBe('Name from my old draft');
      expect(stored.recordVersion).not.toBe('an-older-version');
    });
  });
});
