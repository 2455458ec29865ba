// The lines to review, each value an input: a fix is checked again at once. Each issue is a
// button that puts the focus in its cell. Past VIRTUALIZE_ABOVE lines only the rows in view are
// rendered. Rows have one height (the issues cell scrolls past three issues): measuring each
// row forced a layout per row and re-renders, one long task when 100,000 lines arrived.
import { CheckCircleIcon } from '@heroicons/react/20/solid';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef } from 'react';
import { VIRTUALIZE_ABOVE } from '@/components/ui/table';
import { CSV_COLUMNS, type CsvColumn } from '../../import/columns';
import { issuesOfLine, type CsvImport } from '../../import/import-model';
import { UPLOAD_TEXT } from '../../import/messages';
import type { CsvIssue, CsvLine } from '../../import/validate';

const ROW_HEIGHT = 84;
const WIDE: ReadonlySet<CsvColumn> = new Set(['name', 'address_line1', 'address_line2', 'city']);

export interface ReviewGridProps {
  value: CsvImport;
  /** Indexes into value.lines to show, in order; null: every line. */
  rows: readonly number[] | null;
  onEdit: (line: number, column: CsvColumn, text: string) => void;
}

const cellId = (grid: string, line: number, column: CsvColumn) => `${grid}-${line}-${column}`;

export function ReviewGrid({ value, rows, onEdit }: ReviewGridProps) {
  const grid = useId().replace(/:/g, '');
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = rows ? rows.length : value.lines.length;
  const virtual = count > VIRTUALIZE_ABOVE;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count: virtual ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
    initialRect: { width: 1024, height: 480 },
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const shown = items
    ? items.map((item) => ({ position: item.index, key: item.key }))
    : Array.from({ length: count }, (_, position) => ({ position, key: position }));
  const padTop = items?.[0]?.start ?? 0;
  const padBottom =
    items && items.length ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Placement lines, scrollable"
      tabIndex={0}
      className="focus-visible:outline-brand-600 max-h-[480px] overflow-auto rounded-lg bg-white ring-1 ring-gray-200 focus-visible:outline-2"
    >
      <table className="min-w-full text-sm" aria-rowcount={count + 1}>
        <caption className="sr-only">Placement lines</caption>
        <thead className="sticky top-0 z-20 bg-gray-50">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 bg-gray-50 px-3 py-2 text-left font-semibold text-gray-900"
            >
              Line
            </th>
            <th
              scope="col"
              className="min-w-56 px-3 py-2 text-left font-semibold text-gray-900 sm:min-w-72"
            >
              Issues
            </th>
            {CSV_COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-2 py-2 text-left font-mono text-xs font-semibold whitespace-nowrap text-gray-900"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {padTop > 0 ? <tr aria-hidden="true" style={{ height: padTop }} /> : null}
          {shown.map(({ position, key }) => {
            const index = rows ? rows[position]! : position;
            const line = value.lines[index];
            if (!line) return null;
            return (
              <GridRow
                key={key}
                grid={grid}
                position={position}
                line={line}
                issues={issuesOfLine(value, line.line)}
                onEdit={onEdit}
              />
            );
          })}
          {padBottom > 0 ? <tr aria-hidden="true" style={{ height: padBottom }} /> : null}
        </tbody>
      </table>
    </div>
  );
}

function GridRow({
  grid,
  position,
  line,
  issues,
  onEdit,
}: {
  grid: string;
  position: number;
  line: CsvLine;
  issues: CsvIssue[];
  onEdit: ReviewGridProps['onEdit'];
}) {
  const cells = line.cells;
  const issueId = (at: number) => `${grid}-${line.line}-issue-${at}`;
  const describedBy = (column: CsvColumn) =>
    issues.flatMap((issue, at) => (issue.column === column ? [issueId(at)] : [])).join(' ') ||
    undefined;
  return (
    <tr aria-rowindex={position + 2} className="align-top" style={{ height: ROW_HEIGHT }}>
      <th
        scope="row"
        className="sticky left-0 z-10 bg-white px-3 py-2 text-left font-medium text-gray-900 tabular-nums"
      >
        {line.line}
      </th>
      <td className="px-3 py-2">
        {issues.length === 0 ? (
          <span className="inline-flex items-center gap-1 text-xs text-green-700">
            <CheckCircleIcon aria-hidden="true" className="size-4" />
            {UPLOAD_TEXT.noIssues}
          </span>
        ) : (
          <ul className="max-h-[68px] space-y-1 overflow-y-auto text-xs leading-4">
            {issues.map(({ column, message }, at) => (
              <li key={at} id={issueId(at)} className="text-red-700">
                {column ? (
                  <button
                    type="button"
                    className="focus-visible:outline-brand-600 text-left underline decoration-red-300 underline-offset-2 hover:decoration-red-700 focus-visible:outline-2"
                    onClick={() =>
                      document.getElementById(cellId(grid, line.line, column))?.focus()
                    }
                  >
                    <span className="font-mono text-xs">{column}</span>: {message}
                  </button>
                ) : (
                  message
                )}
              </li>
            ))}
          </ul>
        )}
      </td>
      {CSV_COLUMNS.map((column) => {
        const invalid = issues.some((issue) => issue.column === column);
        return (
          <td key={column} className="px-1 py-1.5">
            <input
              id={cellId(grid, line.line, column)}
              aria-label={`${column}, line ${line.line}`}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? describedBy(column) : undefined}
              value={cells[column]}
              spellCheck={false}
              onChange={(event) => onEdit(line.line, column, event.target.value)}
              className={`focus:ring-brand-600 block rounded-md border-0 px-2 py-1.5 text-sm text-gray-900 ring-1 ring-inset focus:ring-2 focus:ring-inset ${
                WIDE.has(column) ? 'w-44' : 'w-28'
              } ${invalid ? 'bg-red-50 ring-red-400' : 'ring-gray-300'}`}
            />
          </td>
        );
      })}
    </tr>
  );
}
