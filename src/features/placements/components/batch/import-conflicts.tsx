// The Launch step's account of a re-imported export (BATCH-MERGE): how many placements colleagues
// changed since the file was exported (their changes are kept where the file left a field as it
// was), and each line with a field changed on both sides: Original, Theirs and Yours, with Keep
// mine or Take theirs per line or for all. Nothing is sent while one is undecided. A thousand
// conflicts stay quick: the table renders the rows in view, and a choice re-renders its row.
import { memo, useMemo } from 'react';
import { CONFLICT_TEXT } from '@/components/form/conflict-dialog';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/table';
import { conflictKey, type ImportMerge, type LineConflict } from '@/features/placements/import';
import {
  conflictsLeft,
  conflictsSentence,
  lostVersionsSentence,
  mergedSentence,
  NO_VERSIONS_NOTE,
  CHANGED_SINCE_EXPORT,
  KEEP_ALL_MINE,
  TAKE_ALL_THEIRS,
} from '@/features/placements/merge-messages';
import { formatCount } from '@/lib/text/format';
import type { ConflictChoice } from '@/lib/csv/placement-csv-merge';
import type { Placement } from '@/types/api';

type Row = LineConflict<Placement>;

const shown = (text: string) => (text === '' ? CONFLICT_TEXT.empty : text);

function Values({ row, pick }: { row: Row; pick: 'original' | 'theirs' | 'yours' }) {
  return (
    <ul className="space-y-1">
      {row.conflicts.map((conflict) => (
        <li key={conflict.column}>
          <span className="text-xs text-gray-500">{conflict.column}: </span>
          {shown(conflict[pick])}
        </li>
      ))}
    </ul>
  );
}

const Choice = memo(function Choice({
  line,
  choiceKey,
  choice,
  onChoose,
}: {
  line: number;
  choiceKey: string;
  choice: ConflictChoice | undefined;
  onChoose: (key: string, choice: ConflictChoice) => void;
}) {
  const name = `conflict-line-${line}`;
  return (
    <div role="radiogroup" aria-label={`Line ${formatCount(line)}`} className="space-y-1">
      {(['mine', 'theirs'] as const).map((value) => (
        <label key={value} className="flex items-center gap-2 whitespace-nowrap">
          <input
            type="radio"
            name={name}
            className="text-brand-600 size-4 border-gray-300"
            checked={choice === value}
            onChange={() => onChoose(choiceKey, value)}
          />
          {value === 'mine' ? CONFLICT_TEXT.keepMine : CONFLICT_TEXT.takeTheirs}
        </label>
      ))}
    </div>
  );
});

export function ImportConflicts({
  merge,
  exportedAt,
  choices,
  onChoose,
  onChooseAll,
}: {
  merge: ImportMerge<Placement>;
  exportedAt: string | null;
  choices: ReadonlyMap<string, ConflictChoice>;
  onChoose: (key: string, choice: ConflictChoice) => void;
  onChooseAll: (choice: ConflictChoice) => void;
}) {
  const columns = useMemo<Column<Row>[]>(
    () => [
      { id: 'line', header: 'Line', cell: (row) => formatCount(row.line) },
      { id: 'name', header: 'Placement', cell: (row) => row.placement.name, apiText: true },
      {
        id: 'original',
        header: CONFLICT_TEXT.original,
        cell: (row) => <Values row={row} pick="original" />,
        apiText: true,
        hideOnMobile: true,
      },
      {
        id: 'theirs',
        header: CONFLICT_TEXT.theirs,
        cell: (row) => <Values row={row} pick="theirs" />,
        apiText: true,
      },
      {
        id: 'yours',
        header: CONFLICT_TEXT.yours,
        cell: (row) => <Values row={row} pick="yours" />,
        apiText: true,
      },
      {
        id: 'choice',
        header: 'Choice',
        cell: (row) => (
          <Choice
            line={row.line}
            choiceKey={conflictKey(row)}
            choice={choices.get(conflictKey(row))}
            onChoose={onChoose}
          />
        ),
      },
    ],
    [choices, onChoose],
  );
  if (merge.merged === 0 && merge.lost === 0) return null;
  const left = merge.conflicts.filter((row) => !choices.has(conflictKey(row))).length;
  return (
    <section
      className="space-y-3 rounded-md border border-amber-200 p-4 text-sm"
      aria-labelledby="changed-since-export"
    >
      <h3 id="changed-since-export" className="font-semibold text-gray-900">
        {CHANGED_SINCE_EXPORT}
      </h3>
      {merge.merged > 0 ? (
        <p className="text-gray-700">{mergedSentence(merge.merged, exportedAt)}</p>
      ) : null}
      {merge.lost > 0 ? <p className="text-amber-900">{lostVersionsSentence(merge.lost)}</p> : null}
      {merge.conflicts.length > 0 ? (
        <>
          <p className="text-gray-700">{conflictsSentence(merge.conflicts.length)}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => onChooseAll('mine')}>
              {KEEP_ALL_MINE}
            </Button>
            <Button variant="secondary" onClick={() => onChooseAll('theirs')}>
              {TAKE_ALL_THEIRS}
            </Button>
            <p role="status" className={left > 0 ? 'font-medium text-amber-900' : 'text-gray-600'}>
              {conflictsLeft(left)}
            </p>
          </div>
          <DataTable
            caption="Conflicts between your file and changes since it was exported"
            columns={columns}
            rows={merge.conflicts}
            rowKey={(row) => String(row.line)}
            maxHeight={420}
            presorted
          />
        </>
      ) : null}
    </section>
  );
}

/** A file made by hand (no versions): it imports as before, and the step says so. */
export function NoVersionsNote() {
  return <p className="rounded-md bg-gray-50 p-3 text-sm text-gray-700">{NO_VERSIONS_NOTE}</p>;
}
