// HIST-RESTORE-DELETED from Activity: a Full DB Sync's deletions are one row that expands to its
// records, `Restore the 3 deleted placements` brings them back (one transaction, recorded as
// `restored`), and the offer goes once they are back.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { listPlacements, savePlacement } from '@/mocks/queries';
import { captureRequests, findToast, renderRoute, signInAs } from '../../utils';
import { confirmedDeletes, importRows, row } from '../../mocks/placement-batch-fixtures';
import { activityList, layOut, rowsOf } from './activity-helpers';

const northwind = () => listPlacements('acc_northwind').map((p) => p.externalId);

/** A Full DB Sync of `northwind-sync.csv` that leaves out (deletes) the first 3 placements. */
async function syncAwayFirstThree() {
  const kept = northwind()
    .filter(Boolean)
    .slice(3)
    .map((externalId) => row(externalId));
  const gone = northwind().filter(Boolean).slice(0, 3);
  await importRows(kept, {
    fullSync: true,
    deleteIds: confirmedDeletes(kept),
    fileName: 'northwind-sync.csv',
  });
  return { kept, gone };
}

describe('Activity: restore what a Full DB Sync deleted', () => {
  beforeEach(layOut);

  it('restores the 3 deleted placements from the sync row, as one transaction, once for a double click', async () => {
    const { gone } = await syncAwayFirstThree();
    expect(gone.every((id) => !northwind().includes(id))).toBe(true);

    await signInAs('ssp');
    const calls = captureRequests();
    const { user } = renderRoute('/activity?action=deleted');
    const list = await activityList();
    const [sync] = rowsOf(list);
    expect(sync).toHaveTextContent('Import of northwind-sync.csv');
    await user.click(within(sync!).getByRole('button', { name: 'and 2 more' }));
    const restore = await within(sync!).findByRole('button', {
      name: 'Restore the 3 deleted placements',
    });
    await user.dblClick(restore);
    expect(await findToast('3 placements restored')).toBeInTheDocument();
    expect(calls.requests.filter((r) => r.path.endsWith('/restore'))).toHaveLength(3);
    expect(gone.every((id) => northwind().includes(id))).toBe(true);
    const restored = getDb().history.filter((entry) => entry.action === 'restored');
    expect(restored).toHaveLength(3);
    expect(new Set(restored.map((entry) => entry.transactionId)).size).toBe(1);
    expect(restored[0]).toMatchObject({ via: 'restore', actor: { name: 'Sam Publisher' } });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Restore the 3 deleted/ })).toBeNull(),
    );
    // The button went with the offer: the focus stays with the entry, never the page's body.
    await waitFor(() => expect(sync).toHaveFocus(), { timeout: 5000 });
  });

  it('a restore of 3 where 1 fails says so, and the list is read again: the 2 restored leave the offer', async () => {
    const { kept, gone } = await syncAwayFirstThree();
    // A colleague gives a kept placement the first deleted one's external ID meanwhile.
    const taker = getDb().placements.find((p) => p.externalId === kept[0]!.external_id)!;
    savePlacement({ ...taker, externalId: gone[0]! });

    await signInAs('ssp');
    const { user } = renderRoute('/activity?action=deleted');
    const list = await activityList();
    const [sync] = rowsOf(list);
    await user.click(within(sync!).getByRole('button', { name: 'and 2 more' }));
    await user.click(
      await within(sync!).findByRole('button', { name: 'Restore the 3 deleted placements' }),
    );
    expect(await findToast(/^1 of 3 placements could not be restored: /)).toBeInTheDocument();
    expect(getDb().history.filter((entry) => entry.action === 'restored')).toHaveLength(2);
    // Read again without a reload: the offer of all three goes, the one left keeps its Restore.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Restore the 3 deleted/ })).toBeNull(),
    );
  });
});
