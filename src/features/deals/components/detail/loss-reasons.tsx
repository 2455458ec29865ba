// Why the deal's bids lost: a horizontal bar per reason (hand-written SVG, six bars) and, beside
// it, the same numbers in a table, so nothing is only in the picture.
import { useId } from 'react';
import { DEAL_LOSS_REASONS, LOSS_REASON_LABELS, type DealLossReasonKey } from '@/rules/deal-rules';
import { formatCount } from '@/lib/text/format';
import type { DealLossReason } from '@/types/api';
import { formatShare } from '@/features/deals/deal-format';
import { DEAL_TEXT } from '@/features/deals/messages';

export interface LossRow {
  reason: DealLossReasonKey;
  label: string;
  count: number;
}

/** Every reason in the decisions' order, with its count (0 where the reply has none). */
export function lossRows(reasons: readonly DealLossReason[]): LossRow[] {
  const counts = new Map<string, number>();
  for (const { reason, count } of reasons) counts.set(reason, (counts.get(reason) ?? 0) + count);
  return DEAL_LOSS_REASONS.map((reason) => ({
    reason,
    label: LOSS_REASON_LABELS[reason],
    count: counts.get(reason) ?? 0,
  }));
}

const BAR_HEIGHT = 18;
const GAP = 10;
const LABEL_WIDTH = 150;
const WIDTH = 480;

function LossBars({ rows, max }: { rows: readonly LossRow[]; max: number }) {
  const height = rows.length * (BAR_HEIGHT + GAP) - GAP;
  const room = WIDTH - LABEL_WIDTH - 60;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full max-w-xl"
      role="img"
      aria-label="Lost bids by reason (the table lists every value)"
    >
      {rows.map((row, index) => {
        const y = index * (BAR_HEIGHT + GAP);
        const width = max > 0 ? Math.max(row.count > 0 ? 2 : 0, (row.count / max) * room) : 0;
        return (
          <g key={row.reason} aria-hidden="true">
            <text x={0} y={y + BAR_HEIGHT - 4} className="fill-gray-700 text-[12px]">
              {row.label}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y}
              width={room}
              height={BAR_HEIGHT}
              className="fill-gray-100"
            />
            <rect
              x={LABEL_WIDTH}
              y={y}
              width={width}
              height={BAR_HEIGHT}
              className="fill-brand-600"
            />
            <text
              x={LABEL_WIDTH + width + 6}
              y={y + BAR_HEIGHT - 4}
              className="fill-gray-900 text-[12px] tabular-nums"
            >
              {formatCount(row.count)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function LossReasons({ reasons }: { reasons: readonly DealLossReason[] }) {
  const headingId = useId();
  const rows = lossRows(reasons);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const max = Math.max(0, ...rows.map((row) => row.count));
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        Loss reasons
      </h3>
      {total === 0 ? (
        <p className="text-sm text-gray-600">{DEAL_TEXT.noLosses}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <LossBars rows={rows} max={max} />
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="sr-only">Loss reasons</caption>
            <thead>
              <tr>
                <th scope="col" className="py-2 pr-2 text-left font-semibold text-gray-900">
                  Reason
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold text-gray-900">
                  Lost bids
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-semibold text-gray-900">
                  Share
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.map((row) => (
                <tr key={row.reason}>
                  <th scope="row" className="py-2 pr-2 text-left font-normal text-gray-700">
                    {row.label}
                  </th>
                  <td className="px-2 py-2 text-right text-gray-900 tabular-nums">
                    {formatCount(row.count)}
                  </td>
                  <td className="py-2 pl-2 text-right text-gray-700 tabular-nums">
                    {formatShare(row.count, total)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="py-2 pr-2 text-left font-semibold text-gray-900">
                  Total
                </th>
                <td className="px-2 py-2 text-right font-semibold text-gray-900 tabular-nums">
                  {formatCount(total)}
                </td>
                <td className="py-2 pl-2" />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
