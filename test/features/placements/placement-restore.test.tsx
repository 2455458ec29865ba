// HIST-RESTORE after an import: a line that gave a placement coordinates only took its address
// away; the entry (`updated · import`) offers `Restore previous values` on the placement's edit
// page, which puts the address back through the normal save, recorded as `restored`. Before, an
// address or coordinates change kept no earlier value, so an import could not be undone.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { findToast, renderRoute, signInAs } from '../../utils';
import { importRows, row } from '../../mocks/placement-batch-fixtures';

const placement = () => getDb().placements.find((p) => p.id === 'pl_nw_002')!;

describe('placement edit: Restore previous values after an import', () => {
  it('puts back the address the import took away, recorded as restored', async () => {
    const before = structuredClone(placement());
    expect(before.location.address).toBeDefined();
    await importRows([row(before.externalId, { name: before.name })], {
      fileName: 'coordinates.csv',
    });
    expect(placement().location.address).toBeUndefined();

    await signInAs('ssp');
    const { user } = renderRoute('/placements/pl_nw_002/edit');
    const history = await screen.findByRole('list', { name: 'History' });
    // Newest first: the import's entry.
    const [restore] = await within(history).findAllByRole('link', {
      name: /^Restore previous values: Updated by Sam Publisher/,
    });
    await user.click(restore!);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Placement steps' })).getByRole('link', {
        name: /Launch/,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save Placement' }));
    expect(await findToast('Placement successfully updated')).toBeInTheDocument();
    await waitFor(() => expect(placement().location.address).toEqual(before.location.address));
    expect(placement().location.latitude).toBe(before.location.latitude);
    expect(getDb().history.at(-1)).toMatchObject({ action: 'restored', via: 'restore' });
  });
});

// HIST-RESTORE-DELETED: `Restore previous values` of an earlier change of a placement deleted
// since lands on an edit that cannot find it: it says where the placement comes back from.
describe('placement edit: a placement deleted since', () => {
  it('says there is no such placement and links to Activity’s deletions, where it is restored', async () => {
    await signInAs('ssp');
    renderRoute('/placements/pl_gone/edit');
    expect(await screen.findByText('There is no placement with this ID.')).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Activity' }),
    ).toHaveAttribute('href', '/activity?action=deleted');
  });
});
