// The Full DB Sync lists: placements by name and external ID (thousands stay fast: the table
// renders only the rows in view past VIRTUALIZE_ABOVE), the placements kept because they have
// no external ID, and the lines whose ID may have lost its leading zeros.
import { ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { DataTable, VIRTUALIZE_ABOVE, type Column } from '@/components/ui/table';
import type { LeadingZeroMatch, SyncPlacement } from '@/features/placements/import';
import {
  GONE_SINCE_EXPORT_TITLE,
  goneSinceExportAdvice,
  goneSinceExportLine,
  KEPT_NO_ID_CAPTION,
  KEPT_NO_ID_REASON,
  LEADING_ZEROS_TITLE,
  leadingZeroLine,
  leadingZerosAdvice,
  moreLines,
} from '@/features/placements/sync-messages';

const COLUMNS: readonly Column<SyncPlacement>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, className: '[overflow-wrap:anywhere]' },
  {
    id: 'externalId',
    header: 'External ID',
    cell: (p) => p.externalId,
    className: '[overflow-wrap:anywhere]',
  },
];
const NAME_ONLY = COLUMNS.slice(0, 1);
/** The scroll area's height: the list scrolls inside its dialog or step. */
const LIST_HEIGHT = 240;
/** A file can flag thousands of lines: the first ones are named, the rest counted. */
const LINES_SHOWN = 50;

export function SyncPlacementTable({
  caption,
  placements,
  withExternalId = true,
}: {
  caption: string;
  placements: readonly SyncPlacement[];
  withExternalId?: boolean;
}) {
  const table = (
    <DataTable
      caption={caption}
      columns={withExternalId ? COLUMNS : NAME_ONLY}
      rows={placements}
      rowKey={(p) => p.id}
      maxHeight={LIST_HEIGHT}
      presorted
    />
  );
  // A windowed table scrolls in its own region; a short one scrolls in this one (focusable, so
  // the keyboard scrolls it too).
  if (placements.length > VIRTUALIZE_ABOVE) return table;
  return (
    <div
      className="overflow-y-auto"
      style={{ maxHeight: LIST_HEIGHT }}
      tabIndex={0}
      role="region"
      aria-label={`${caption}, scrollable`}
    >
      {table}
    </div>
  );
}

/** Under Full DB Sync: the placements a file cannot name, which the sync keeps. */
export function KeptWithoutIdList({ placements }: { placements: readonly SyncPlacement[] }) {
  if (placements.length === 0) return null;
  return (
    <section className="space-y-2" aria-label={KEPT_NO_ID_CAPTION}>
      <h4 className="text-sm font-medium text-gray-900">{KEPT_NO_ID_REASON}</h4>
      <SyncPlacementTable
        caption={KEPT_NO_ID_CAPTION}
        placements={placements}
        withExternalId={false}
      />
    </section>
  );
}

/** Lines of the file flagged before launch: the first ones named, the rest counted. */
function LinesWarning({
  title,
  lines,
  advice,
}: {
  title: string;
  lines: readonly { line: number; text: string }[];
  advice: string;
}) {
  if (lines.length === 0) return null;
  return (
    <section aria-label={title} className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <h4 className="flex items-center gap-1.5 font-medium">
        <ExclamationTriangleIcon aria-hidden="true" className="size-4" />
        {title}
      </h4>
      <ul className="mt-2 max-h-40 list-disc space-y-1 overflow-y-auto pl-5">
        {lines.slice(0, LINES_SHOWN).map(({ line, text }) => (
          <li key={line} className="[overflow-wrap:anywhere]">
            {text}
          </li>
        ))}
        {lines.length > LINES_SHOWN ? <li>{moreLines(lines.length - LINES_SHOWN)}</li> : null}
      </ul>
      <p className="mt-2">{advice}</p>
    </section>
  );
}

/** The lines whose new ID equals an existing one but for leading zeros: the user decides. */
export function LeadingZeroWarning({
  matches,
  fullSync,
}: {
  matches: readonly LeadingZeroMatch[];
  fullSync: boolean;
}) {
  return (
    <LinesWarning
      title={LEADING_ZEROS_TITLE}
      lines={matches.map((match) => ({
        line: match.line,
        text: leadingZeroLine(
          match.line,
          match.fileId,
          match.placement.externalId,
          match.placement.name,
        ),
      }))}
      advice={leadingZerosAdvice(fullSync)}
    />
  );
}

/** BATCH-MERGE: exported lines whose External ID a colleague changed (or whose placement went). */
export function GoneSinceExportWarning({
  lines,
  fullSync,
}: {
  lines: readonly { line: number; id: string }[];
  fullSync: boolean;
}) {
  return (
    <LinesWarning
      title={GONE_SINCE_EXPORT_TITLE}
      lines={lines.map(({ line, id }) => ({ line, text: goneSinceExportLine(line, id) }))}
      advice={goneSinceExportAdvice(fullSync)}
    />
  );
}
