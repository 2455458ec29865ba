// Launch asks once when lines to import have a bid floor CPM over $1,000 (BATCH-HIGH-FLOOR;
// MONEY_BOUNDS.cpm.confirmAbove): the count, the first few lines, `Import anyway` or `Go back`
// (to fix them on the Upload step). A `$5000` typed for `$5.000` is the usual cause.
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { HighBidFloors } from '@/features/placements/import';
import { formatCount } from '@/lib/text/format';

export const HIGH_FLOOR_TEXT = {
  title: (count: number) =>
    `${formatCount(count)} ${count === 1 ? 'line has' : 'lines have'} a bid floor CPM over $1,000`,
  description:
    'A bid floor that high is usually a typo (a $5000 CPM typed for $5.000). Check these lines before importing.',
  caption: 'Lines with a bid floor CPM over $1,000',
  more: (count: number) => `and ${formatCount(count)} more`,
  confirm: 'Import anyway',
  cancel: 'Go back',
} as const;

export function HighFloorDialog({
  found,
  onConfirm,
  onCancel,
}: {
  /** null: closed. */
  found: HighBidFloors | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const count = found?.count ?? 0;
  const rest = count - (found?.first.length ?? 0);
  return (
    <Modal
      open={found !== null}
      onClose={onCancel}
      title={HIGH_FLOOR_TEXT.title(count)}
      description={HIGH_FLOOR_TEXT.description}
    >
      <ul aria-label={HIGH_FLOOR_TEXT.caption} className="mt-4 space-y-1 text-sm text-gray-800">
        {found?.first.map((item) => (
          <li key={item.line} className="[overflow-wrap:anywhere]">
            Line {item.line}: {item.name || '(no name)'}, ${item.bidFloor}
          </li>
        ))}
        {rest > 0 ? <li className="text-gray-600">{HIGH_FLOOR_TEXT.more(rest)}</li> : null}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {HIGH_FLOOR_TEXT.cancel}
        </Button>
        <Button onClick={onConfirm}>{HIGH_FLOOR_TEXT.confirm}</Button>
      </div>
    </Modal>
  );
}
