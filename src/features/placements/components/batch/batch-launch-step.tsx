// The batch Launch step (BATCH-LAUNCH): what will be imported, `Enable Programmatic Partners`, and
// `Full DB Sync` with its red warning. With Full DB Sync on it shows (BATCH-SYNC-COUNTS) how many
// placements the import creates, updates, leaves unchanged and deletes, diffed against the
// account's current placements (a line takes the default bid floor and location where it has none),
// how many it keeps because their lines are skipped, and which it keeps because they have no
// external ID. With or without it, lines whose new ID equals a placement's but for leading zeros
// are flagged (BATCH-LEADING-ZEROS). A file from `Export CSV` is first merged with what colleagues
// saved since (BATCH-MERGE: ./import-conflicts.tsx); the figures count the merged lines.
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { placementKeys, usePlacementVersions } from '@/api/placements';
import { useOwnPlacements } from '@/features/placements/hooks/use-own-placements';
import { CheckboxInput } from '@/components/form/fields';
import { QueryState } from '@/components/ui/query-state';
import type { BatchFormValues } from '@/features/placements/batch-form';
import {
  LaunchSummary,
  type LaunchSections,
} from '@/features/placements/components/steps/launch-summary';
import {
  conflictKey,
  lineDefaultsOf,
  mergeImport,
  staleVersionRefs,
  syncPlan,
  type CsvLine,
  type ImportMerge,
} from '@/features/placements/import';
import {
  ImportConflicts,
  NoVersionsNote,
} from '@/features/placements/components/batch/import-conflicts';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import {
  GoneSinceExportWarning,
  KeptWithoutIdList,
  LeadingZeroWarning,
} from '@/features/placements/components/batch/sync-lists';
import { KEPT_NEW_LABEL, KEPT_NO_ID_LABEL } from '@/features/placements/sync-messages';
import { MERGE_LOAD_FAILED, MERGE_LOADING } from '@/features/placements/merge-messages';
import { READINESS_MESSAGES } from '@/features/placements/import/messages';
import { buildBatchDefaults } from '@/features/placements/placement-body';
import { ADDRESS_FIELDS } from '@/features/placements/placement-steps';
import { FULL_SYNC_LABEL, PROGRAMMATIC_LABEL } from '@/features/placements/messages';
import { messageOf } from '@/lib/http/api-error';
import { formatCount } from '@/lib/text/format';
import type { Placement } from '@/types/api';
import type { MergeProps } from '@/features/placements/hooks/use-import-merge';

export const FULL_SYNC_WARNING = 'Placements missing from the uploaded file will be deleted.';

interface SyncInput {
  /** The lines that will be sent. */
  lines: readonly CsvLine[];
  /** The skipped lines' external IDs (skippedExternalIds): their placements are kept. */
  skippedIds: readonly string[];
  /** When the file was exported (BATCH-MERGE): placements made since are kept unless ticked. */
  exportedAt?: string | null;
}

/** The figures' grid by how many there are (Tailwind needs whole class names). */
const COLUMNS: Record<number, string> = {
  4: 'sm:grid-cols-4',
  5: 'sm:grid-cols-5',
  6: 'sm:grid-cols-3 lg:grid-cols-6',
  7: 'sm:grid-cols-4 lg:grid-cols-7',
};

/** The form fields that give a line its defaults (the bid floor and the default location). */
const DEFAULT_FIELDS = ['bidFloorCpm', ...ADDRESS_FIELDS] as const;

/** The defaults a line without its own bid floor or location takes, as the form holds them. */
function useLineDefaults() {
  const { getValues } = useFormContext<BatchFormValues>();
  const [bidFloorCpm, line1, line2, city, state, zip, latitude, longitude] = useWatch<
    BatchFormValues,
    typeof DEFAULT_FIELDS
  >({ name: DEFAULT_FIELDS });
  return useMemo(
    () =>
      lineDefaultsOf(
        buildBatchDefaults({
          ...getValues(),
          ...{ bidFloorCpm, line1, line2, city, state, zip, latitude, longitude },
        }),
      ),
    [getValues, bidFloorCpm, line1, line2, city, state, zip, latitude, longitude],
  );
}

/** The import against the account's placements, as the form's defaults fill the lines. */
function usePlan({
  lines,
  skippedIds,
  existing,
  exportedAt,
}: SyncInput & { existing: Placement[] }) {
  const defaults = useLineDefaults();
  return useMemo(
    () => syncPlan(lines, existing, skippedIds, defaults, exportedAt ?? null),
    [lines, existing, skippedIds, defaults, exportedAt],
  );
}

function SyncCounts(input: SyncInput & { existing: Placement[] }) {
  const plan = usePlan(input);
  const { counts } = plan;
  const items = [
    { label: 'Created', value: counts.created, tone: 'text-gray-900' },
    { label: 'Updated', value: counts.updated, tone: 'text-gray-900' },
    { label: 'Unchanged', value: counts.unchanged, tone: 'text-gray-900' },
    { label: 'Deleted', value: counts.deleted, tone: 'text-red-700' },
    // Only when there are some: most imports skip nothing.
    ...(counts.kept > 0
      ? [{ label: 'Kept (lines skipped)', value: counts.kept, tone: 'text-gray-900' }]
      : []),
    ...(counts.noExternalId > 0
      ? [{ label: KEPT_NO_ID_LABEL, value: counts.noExternalId, tone: 'text-gray-900' }]
      : []),
    ...(counts.createdAfterExport > 0
      ? [{ label: KEPT_NEW_LABEL, value: counts.createdAfterExport, tone: 'text-gray-900' }]
      : []),
  ];
  return (
    <>
      <dl
        className={`grid grid-cols-2 gap-3 ${COLUMNS[items.length] ?? 'sm:grid-cols-4'}`}
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
      <KeptWithoutIdList placements={plan.withoutExternalId} />
      <LeadingZeroWarning matches={plan.leadingZeros} fullSync />
      <GoneSinceExportWarning lines={plan.goneSinceExport} fullSync />
    </>
  );
}

function FullSyncPreview({ lines, skippedIds, exportedAt }: SyncInput) {
  const placements = useOwnPlacements();
  return (
    <QueryState
      query={placements}
      loadingLabel="Comparing the file with your placements…"
      errorTitle="Your placements could not be loaded to compare with the file."
    >
      {(existing) => (
        <SyncCounts
          lines={lines}
          skippedIds={skippedIds}
          existing={existing}
          exportedAt={exportedAt}
        />
      )}
    </QueryState>
  );
}

function IdChecks(input: SyncInput & { existing: Placement[] }) {
  const plan = usePlan(input);
  return (
    <>
      <LeadingZeroWarning matches={plan.leadingZeros} fullSync={false} />
      <GoneSinceExportWarning lines={plan.goneSinceExport} fullSync={false} />
    </>
  );
}

/**
 * Without Full DB Sync the file is still checked for IDs a spreadsheet cut (a new placement
 * beside its screen's old one) and for exported IDs changed since (BATCH-MERGE); nothing is said
 * while the placements load or if they fail.
 */
function ImportChecks({ lines, skippedIds }: SyncInput) {
  const placements = useOwnPlacements();
  if (!placements.data) return null;
  return <IdChecks lines={lines} skippedIds={skippedIds} existing={placements.data} />;
}

const NO_ORIGINALS: Placement[] = [];

type MergeState =
  | { status: 'none' | 'pending' }
  | { status: 'error'; error: unknown; retry: () => void; retrying: boolean }
  | { status: 'ready'; merge: ImportMerge<Placement> };

/** The file's lines merged with the placements as they are now (BATCH-MERGE). */
function useMerge(lines: readonly CsvLine[], props: MergeProps): MergeState {
  const placements = useOwnPlacements();
  // Read afresh when Launch opens: a colleague's save seconds ago is what the merge is for.
  const queryClient = useQueryClient();
  const fromExport = props.exported !== null;
  useEffect(() => {
    if (fromExport) void queryClient.invalidateQueries({ queryKey: placementKeys.list() });
  }, [fromExport, queryClient]);
  const existing = props.exported ? placements.data : undefined;
  const refs = useMemo(
    () => (existing ? staleVersionRefs(lines, existing) : []),
    [lines, existing],
  );
  const originals = usePlacementVersions(refs);
  const defaults = useLineDefaults();
  // The counts follow a choice a moment later; the choice itself shows at once.
  const choices = useDeferredValue(props.choices);
  const found = !existing ? null : refs.length === 0 ? NO_ORIGINALS : (originals.data ?? null);
  const merge = useMemo(
    () =>
      existing && found
        ? mergeImport(lines, existing, found, defaults, (key) => choices.get(key))
        : null,
    [lines, existing, found, defaults, choices],
  );
  const { onConflicts } = props;
  const conflictKeys = useMemo(() => merge?.conflicts.map(conflictKey) ?? [], [merge?.conflicts]);
  useEffect(() => onConflicts(conflictKeys), [onConflicts, conflictKeys]);
  if (!props.exported) return { status: 'none' };
  if (merge) return { status: 'ready', merge };
  const failed = placements.isError ? placements : originals.isError ? originals : null;
  if (failed) {
    return {
      status: 'error',
      error: failed.error,
      retry: () => void failed.refetch(),
      retrying: failed.isFetching,
    };
  }
  return { status: 'pending' };
}

export function BatchLaunchStep({
  fileName,
  lines: fileLines,
  skipped,
  skippedIds,
  sections,
  merging,
}: SyncInput & {
  fileName: string;
  /** Lines with issues the user chose to leave out. */
  skipped: number;
  sections: LaunchSections;
  merging: MergeProps;
}) {
  const fullSync = useWatch<BatchFormValues, 'fullSync'>({ name: 'fullSync' });
  const state = useMerge(fileLines, merging);
  const lines = state.status === 'ready' ? state.merge.lines : fileLines;
  const exportedAt = merging.exported?.exportedAt ?? null;
  return (
    <>
      <section className="rounded-md border border-gray-200 p-4 text-sm">
        <h3 className="font-semibold text-gray-900">File</h3>
        <p className="mt-1 break-words text-gray-700">
          {fileName ? (
            <>
              {fileName}: {formatCount(lines.length)} line{lines.length === 1 ? '' : 's'} to import
              {skipped > 0 ? `, ${formatCount(skipped)} with issues left out` : ''}.
            </>
          ) : (
            // The step opens at any time: before a file is chosen it says what is missing.
            `${READINESS_MESSAGES.noFile}.`
          )}
        </p>
      </section>
      {state.status === 'none' && fileLines.length > 0 ? <NoVersionsNote /> : null}
      {state.status === 'pending' ? (
        <p role="status" className="text-sm text-gray-600">
          {MERGE_LOADING}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <InlineLoadError
          message={`${MERGE_LOAD_FAILED} ${messageOf(state.error)}`}
          onRetry={state.retry}
          retrying={state.retrying}
        />
      ) : null}
      {state.status === 'ready' ? (
        <ImportConflicts
          merge={state.merge}
          exportedAt={exportedAt}
          choices={merging.choices}
          onChoose={merging.onChoose}
          onChooseAll={(choice) =>
            merging.onChooseAll(state.merge.conflicts.map(conflictKey), choice)
          }
        />
      ) : null}
      <LaunchSummary mode="batch" sections={sections} />
      <CheckboxInput<BatchFormValues>
        name="enableProgrammaticPartners"
        label={PROGRAMMATIC_LABEL}
        hint="Programmatic partners (the exchange's bidders) may buy the screens the file creates; the placements it updates keep their own choice."
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
        {fullSync ? (
          <FullSyncPreview lines={lines} skippedIds={skippedIds} exportedAt={exportedAt} />
        ) : (
          <ImportChecks lines={lines} skippedIds={skippedIds} />
        )}
      </div>
    </>
  );
}
