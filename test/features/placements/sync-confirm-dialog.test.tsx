// The Full DB Sync question on its own: a list of thousands of placements to delete stays fast
// (only the rows in view are rendered) and the typed count may carry thousands separators.
// Requirements checked here: BATCH-SYNC-CONFIRM, BATCH-SYNC-LIST, BATCH-SYNC-TYPED-COUNT.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SyncConfirmDialog } from '@/features/placements/components/batch/sync-confirm-dialog';
import type { SyncPlan } from '@/features/placements/import';
import type { Placement } from '@/types/api';

function placement(n: number): Placement {
  return {
    id: `pl_${n}`,
    name: `Screen ${n}`,
    externalId: `NW-${String(n).padStart(5, '0')}`,
  } as Placement;
}

function planOf(deleted: number): SyncPlan<Placement> {
  const deletions = Array.from({ length: deleted }, (_, n) => placement(n + 1));
  return {
    counts: {
      created: 0,
      updated: 1,
      unchanged: 0,
      deleted,
      kept: 0,
      noExternalId: 0,
      createdAfterExport: 0,
    },
    deletions,
    withoutExternalId: [],
    createdAfterExport: [],
    leadingZeros: [],
    goneSinceExport: [],
    createdIds: [],
  };
}

describe('the Full DB Sync question', () => {
  it('lists thousands of placements to delete without rendering them all, and takes the count typed with separators', async () => {
    // The test DOM has no layout: the scroll area reads as the browser would measure it.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(448);
    onTestFinished(() => void vi.restoreAllMocks());
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SyncConfirmDialog plan={planOf(5000)} onConfirm={onConfirm} onCancel={vi.fn()} />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Delete 5,000 placements?');
    const table = within(dialog).getByRole('table', { name: 'Placements to delete' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(await within(table).findByRole('cell', { name: 'NW-00001' })).toBeVisible();
    const rows = within(table).getAllByRole('row').length - 1;
    expect(rows).toBeLessThan(100);

    const confirm = within(dialog).getByRole('button', {
      name: 'Delete 5,000 placements and import',
    });
    await user.type(within(dialog).getByLabelText('Type 5,000 to confirm the deletions'), '5,000');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks for no typed count at 10 deletions', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SyncConfirmDialog plan={planOf(10)} onConfirm={onConfirm} onCancel={vi.fn()} />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(within(dialog).getByRole('table')).getAllByRole('row')).toHaveLength(11);
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete 10 placements and import' }),
    );
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
