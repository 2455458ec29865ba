// The batch Launch step (spec section 2): what will be imported, `Enable Programmatic Partners`,
// and `Full DB Sync` with its red warning. With Full DB Sync on it shows how many placements the
// import creates, updates and deletes, diffed against the account's current placements, and how
// many it keeps because their lines are skipped.
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { usePlacements } from '@/api/placements';
import { CheckboxInput } from '@/components/form/fields';
import { QueryState } from '@/components/ui/query-state';
import type { BatchFormValues } from '@/features/placements/batch-form';
import {
  LaunchSummary,
  type LaunchSections,
} from '@/features/placements/components/steps/launch-summary';
import { syncDiff, type CsvLine } from '@/features/placements/import';
import { FULL_SYNC_LABEL, PROGRAMMATIC_LABEL } from '@/features/placements/messages';
import { formatCount } from '@/lib/format';
import type { Placement } from '@/types/api';

export const FULL_SYNC_WARNING = 'Placements missing from the uploaded file will be deleted.';

interface SyncInput {
  /** The lines that will be sent. */
  lines: readonly CsvLine[];
  /** The skipped lines' external IDs (skippedExternalIds): their placements are kept. */
  skippedIds: readonly string[];
}

function SyncCounts({ lines, skippedIds, existing }: SyncInput & { existing: Placement[] }) {
  const counts = useMemo(
    () => syncDiff(lines, existing, skippedIds),
    [lines, existing, skippedIds],
  );
  const items = [
    { label: 'Created', value: counts.created, tone: 'text-gray-900' },
    { label: 'Updated', value: counts.updated, tone: 'text-gray-900' },
    { label: 'Deleted', value: counts.deleted, tone: 'text-red-700' },
    // Only when there are some: most imports skip nothing.
    ...(counts.kept > 0
      ? [{ label: 'Kept (lines skipped)', value: counts.kept, tone: 'text-gray-900' }]
      : []),
  ];
  return (
    <dl
      className={`grid gap-3 ${items.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}
      aria-label="What the import will do"
    >
      {items.map((item) => (
        <div key={item.label} className="rounded-md bg-gray-50 p-3 text-center">
          <dt className="text-xs text-gray-600">{item.label}</dt>
          <dd className={`text-xl font-semibold tabular-nums ${item.tone}`}>
            {formatCount(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FullSyncPreview({ lines, skippedIds }: SyncInput) {
  const placements = usePlacements();
  return (
    <QueryState
      query={placements}
      loadingLabel="Comparing the file with your placements…"
      errorTitle="Your placements could not be loaded to compare with the file."
    >
      {(existing) => <SyncCounts lines={lines} skippedIds={skippedIds} existing={existing} />}
    </QueryState>
  );
}

export function BatchLaunchStep({
  fileName,
  lines,
  skipped,
  skippedIds,
  sections,
}: SyncInput & {
  fileName: string;
  /** Lines with issues the user chose to leave out. */
  skipped: number;
  sections: LaunchSections;
}) {
  const fullSync = useWatch<BatchFormValues, 'fullSync'>({ name: 'fullSync' });
  return (
    <>
      <section className="rounded-md border border-gray-200 p-4 text-sm">
        <h3 className="font-semibold text-gray-900">File</h3>
        <p className="mt-1 break-words text-gray-700">
          {fileName}: {formatCount(lines.length)} line{lines.length === 1 ? '' : 's'} to import
          {skipped > 0 ? `, ${formatCount(skipped)} with issues left out` : ''}.
        </p>
      </section>
      <LaunchSummary mode="batch" sections={sections} />
      <CheckboxInput<BatchFormValues>
        name="enableProgrammaticPartners"
        label={PROGRAMMATIC_LABEL}
        hint="Programmatic partners (the exchange's bidders) may buy the imported screens."
      />
      <div className="space-y-3">
        <CheckboxInput<BatchFormValues>
          name="fullSync"
          label={FULL_SYNC_LABEL}
          hint="Make your placements match the file exactly."
        />
        <p className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {FULL_SYNC_WARNING}
        </p>
        {fullSync ? <FullSyncPreview lines={lines} skippedIds={skippedIds} /> : null}
      </div>
    </>
  );
}
