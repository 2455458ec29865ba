// The batch placement wizard (BATCH-WIZ-STEPS): Upload, General, Verification, Audience and Launch
// on the wizard kit. The parsed file lives beside the form (props from the route screen), the steps
// give defaults for what a line leaves empty, and Launch with Full DB Sync asks for a confirmation
// naming the delete count and listing the placements before anything is sent; the request carries
// exactly those as `deleteIds` (BATCH-DELETE-IDS; a 409, BATCH-409, means the set changed since:
// the user launches again, and the list is read afresh). The placements of lines skipped for issues
// are kept, counted apart and sent as `skippedExternalIds`. Lines without a location need the
// Verification step's default one: a problem of that step, never of the Upload step. The launch's
// Idempotency-Key is kept across retries of the same request (launch-key.ts). A file from Export
// CSV is merged with what colleagues saved since it was exported (BATCH-MERGE: use-import-merge.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  placementKeys,
  placementsOf,
  placementsQueryOptions,
  useImportPlacements,
} from '@/api/placements';
import { useOwnAccountId } from '@/features/placements/hooks/use-own-placements';
import { LazyPart, usePreloadParts } from '@/components/ui/lazy-part';
import { useDraft } from '@/components/form/use-draft';
import { lazyStep, Wizard, type WizardStep } from '@/components/wizard';
import { routePath } from '@/config/routes';
import {
  BATCH_CONTEXT,
  batchSchema,
  linesNeedBidFloor,
  linesNeedLocation,
  newBatchValues,
  type BatchFormValues,
} from '@/features/placements/batch-form';
import { useDefaultsGiven } from '@/features/placements/hooks/use-defaults-given';
import { useImportMerge } from '@/features/placements/hooks/use-import-merge';
import { buildBatchDefaults } from '@/features/placements/placement-body';
import { AUDIENCE_FIELDS, LOCATION_FIELDS } from '@/features/placements/placement-steps';
import type { PlacementSchemaContext } from '@/features/placements/placement-schema';
import { BidFloorInput } from '@/features/placements/components/steps/bid-floor-input';
import { audienceStep, verificationStep } from '@/features/placements/components/steps/lazy-steps';
import {
  highBidFloors,
  lineDefaultsOf,
  linesWithoutBidFloor,
  linesWithoutLocation,
  skippedExternalIds,
  syncPlan,
  toBatchRows,
  uploadReadiness,
  type CsvImport,
  type CsvLine,
  type HighBidFloors,
  type LineDefaults,
  type SyncPlan,
} from '@/features/placements/import';
import {
  launchAttempt,
  type LaunchAttempt,
} from '@/features/placements/components/batch/launch-key';
import { UploadStep } from '@/features/placements/components/import/upload-step';
import { ApiError, isOutcomeUnknown } from '@/lib/http/api-error';
import { isDefiniteRefusal } from '@/lib/saving/save-key';
import { sayOutcomeOfKey } from '@/lib/saving/save-request';
import { typedValuesResolver } from '@/lib/saving/form-resolver';
import { lazyComponent } from '@/lib/versions/lazy-component';
import type { Placement } from '@/types/api';

// The Full DB Sync and high bid floor questions: chunks of their own, downloaded once the
// wizard is worked on, each with its own boundary (LazyPart): a failed download keeps the parsed file.
const highFloorDialog = lazyComponent(() =>
  import('@/features/placements/components/batch/high-floor-dialog').then((m) => m.HighFloorDialog),
);
const syncConfirmDialog = lazyComponent(() =>
  import('@/features/placements/components/batch/sync-confirm-dialog').then(
    (m) => m.SyncConfirmDialog,
  ),
);

// The Launch step (its summary and the Full DB Sync counts) loads when first opened.
const batchLaunch = lazyStep(() =>
  import('@/features/placements/components/batch/batch-launch-step').then((m) => m.BatchLaunchStep),
);

const DRAFT_VERSION = 1;
export const IMPORT_LABEL = 'Import Placements';
export const JOB_PARAM = 'job';

const SECTIONS = {
  general: { stepId: 'general', title: 'General' },
  verification: { stepId: 'verification', title: 'Verification' },
  audience: { stepId: 'audience', title: 'Audience' },
};

export interface BatchWizardProps {
  file: CsvImport | null;
  onFileChange: (next: CsvImport | null) => void;
}

export function BatchWizard({ file, onFileChange }: BatchWizardProps) {
  const queryClient = useQueryClient();
  const draft = useDraft<BatchFormValues>({
    key: 'placement.batch',
    version: DRAFT_VERSION,
    defaults: newBatchValues(),
  });
  const form = useForm<BatchFormValues, PlacementSchemaContext>({
    defaultValues: draft.initialValues,
    resolver: typedValuesResolver<BatchFormValues>(batchSchema),
    context: BATCH_CONTEXT,
    mode: 'onTouched',
  });
  const importPlacements = useImportPlacements();
  const [confirming, setConfirming] = useState<SyncPlan<Placement> | null>(null);
  const decide = useRef<((alsoDelete: string[] | null) => void) | null>(null);
  const [highFloors, setHighFloors] = useState<HighBidFloors | null>(null);
  const decideFloors = useRef<((confirmed: boolean) => void) | null>(null);
  const attempt = useRef<LaunchAttempt<CsvImport | null> | null>(null);

  const readiness = uploadReadiness(file);
  const lines = readiness.ready ? readiness.lines : [];
  const skipped = file ? file.lines.length - lines.length : 0;
  const skippedIds = skippedExternalIds(file);
  const unplaced = linesWithoutLocation(lines);
  const floorless = linesWithoutBidFloor(lines);
  const given = useDefaultsGiven(form);
  const importMerge = useImportMerge(file);
  const ownAccountId = useOwnAccountId();
  usePreloadParts(highFloorDialog, syncConfirmDialog);

  /** The account's placements read now (never the cached list). */
  const freshPlacements = async (): Promise<Placement[]> => {
    const options = placementsQueryOptions();
    // Marked stale first, so fetchQuery reads the server now rather than the cached list.
    await queryClient.invalidateQueries({ queryKey: options.queryKey, refetchType: 'none' });
    return placementsOf(await queryClient.fetchQuery(options), ownAccountId);
  };

  /**
   * Full DB Sync: the plan of the lines to send against the placements read now, then the
   * dialog. Resolves the ids the user confirmed deleting (with the ticked ones made after the
   * export), or null when cancelled.
   */
  const confirmSync = async (
    sending: readonly CsvLine[],
    existing: Placement[],
    defaults: LineDefaults,
  ): Promise<{ deleteIds: string[]; keepIds: string[]; newExternalIds: string[] } | null> => {
    const exportedAt = file?.exported?.exportedAt ?? null;
    const plan = syncPlan(sending, existing, skippedIds, defaults, exportedAt);
    const alsoDelete = await new Promise<string[] | null>((resolve) => {
      decide.current = resolve;
      setConfirming(plan);
    });
    if (!alsoDelete) return null;
    const ticked = new Set(alsoDelete);
    return {
      deleteIds: [...plan.deletions.map((placement) => placement.id), ...alsoDelete],
      // Made after the export and not ticked: kept, and the server is told so (BATCH-MERGE).
      keepIds: plan.createdAfterExport.map((p) => p.id).filter((id) => !ticked.has(id)),
      // The creates it counted: one a colleague makes meanwhile fails, never overwritten.
      newExternalIds: plan.createdIds,
    };
  };
  const settle = (alsoDelete: string[] | null) => {
    setConfirming(null);
    decide.current?.(alsoDelete);
    decide.current = null;
  };

  /** Lines over $1,000 a CPM: asked once per launch (BATCH-HIGH-FLOOR); true to go on. */
  const confirmHighFloors = async (): Promise<boolean> => {
    const found = highBidFloors(lines);
    if (found.count === 0) return true;
    return new Promise<boolean>((resolve) => {
      decideFloors.current = resolve;
      setHighFloors(found);
    });
  };
  const settleFloors = (confirmed: boolean) => {
    setHighFloors(null);
    decideFloors.current?.(confirmed);
    decideFloors.current = null;
  };

  const submit = async (values: BatchFormValues) => {
    if (!(await confirmHighFloors())) throw new Error('Import not confirmed');
    const defaults = lineDefaultsOf(buildBatchDefaults(values));
    const existing = values.fullSync || file?.exported ? await freshPlacements() : [];
    const sending = await importMerge.mergeForLaunch(lines, existing, defaults);
    if (!sending) throw new Error('Conflicts to decide');
    const sync = values.fullSync ? await confirmSync(sending, existing, defaults) : null;
    if (values.fullSync && !sync) throw new Error('Import not confirmed');
    const deleteIds = sync?.deleteIds ?? null;
    const keepIds = sync?.keepIds ?? [];
    // The same file, options, choices and confirmed list: the same request, with the same key.
    const choices = [...importMerge.merging.choices];
    attempt.current = launchAttempt(attempt.current, file, [values, sync, choices]);
    try {
      const { jobId } = await importPlacements.mutateAsync({
        idempotencyKey: attempt.current.key,
        body: {
          rows: toBatchRows(sending),
          defaults: buildBatchDefaults(values),
          fullSync: values.fullSync,
          enableProgrammaticPartners: values.enableProgrammaticPartners,
          // Full DB Sync keeps these lines' placements (the confirmation counted them as kept).
          ...(values.fullSync && skippedIds.length > 0 ? { skippedExternalIds: skippedIds } : {}),
          // Exactly what the user confirmed; the server refuses (409) if it no longer matches.
          ...(deleteIds ? { deleteIds } : {}),
          ...(keepIds.length > 0 ? { keepIds } : {}),
          ...(sync && sync.newExternalIds.length > 0
            ? { newExternalIds: sync.newExternalIds }
            : {}),
          // HIST-RECORD: the history names the import by its file (`Import of placements.csv`).
          ...(file?.fileName ? { fileName: file.fileName } : {}),
        },
      });
      attempt.current = null;
      return `${routePath('placementBatch')}?${JOB_PARAM}=${encodeURIComponent(jobId)}`;
    } catch (error) {
      // No answer to rely on (a 504, a dropped connection): the server is asked whether the job
      // started, and the shell says so, with the job's page (`Saved. Open it`) or `Not saved`.
      const sent = attempt.current;
      if (isOutcomeUnknown(error) && sent) {
        void sayOutcomeOfKey<{ jobId?: string }>('placement-batch', sent.key, (reply) =>
          reply?.jobId
            ? `${routePath('placementBatch')}?${JOB_PARAM}=${encodeURIComponent(reply.jobId)}`
            : null,
        );
      }
      if (isDefiniteRefusal(error)) attempt.current = null;
      // The placements changed since the confirmation (its message is toasted): the Launch
      // step's figures follow, and the next launch reviews the new list.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: placementKeys.list() });
      }
      throw error;
    }
  };

  const steps: WizardStep<BatchFormValues>[] = [
    {
      id: 'upload',
      title: 'Upload',
      fields: [],
      content: <UploadStep value={file} onChange={onFileChange} />,
      check: () => (readiness.ready ? null : readiness.message),
    },
    {
      id: 'general',
      title: 'General',
      fields: ['bidFloorCpm'],
      content: <BidFloorInput mode="batch" />,
      check: () => (floorless > 0 && !given.bidFloor ? linesNeedBidFloor(floorless) : null),
    },
    {
      id: 'verification',
      title: 'Verification',
      fields: LOCATION_FIELDS,
      content: <verificationStep.Component mode="batch" />,
      preload: () => void verificationStep.preload(),
      check: () => (unplaced > 0 && !given.location ? linesNeedLocation(unplaced) : null),
    },
    {
      id: 'audience',
      title: 'Audience',
      fields: AUDIENCE_FIELDS,
      content: <audienceStep.Component mode="batch" />,
      preload: () => void audienceStep.preload(),
    },
    {
      id: 'launch',
      title: 'Launch',
      fields: ['enableProgrammaticPartners', 'fullSync'],
      check: importMerge.check,
      content: (
        <batchLaunch.Component
          fileName={file?.fileName ?? ''}
          lines={lines}
          skipped={skipped}
          skippedIds={skippedIds}
          sections={SECTIONS}
          merging={importMerge.merging}
        />
      ),
      preload: () => void batchLaunch.preload(),
    },
  ];

  return (
    <>
      <Wizard
        label="Bulk import steps"
        form={form}
        steps={steps}
        home={{ label: 'Placements', to: routePath('placements') }}
        cancelTo={routePath('placements')}
        submitLabel={IMPORT_LABEL}
        onSubmit={submit}
        draft={draft}
        leaveMessage="These placements have not been imported. If you leave, the import is discarded."
        unsavedOutsideForm={file !== null}
      />
      {highFloors ? (
        <LazyPart part={highFloorDialog} onCancel={() => settleFloors(false)}>
          <highFloorDialog.Component
            found={highFloors}
            onConfirm={() => settleFloors(true)}
            onCancel={() => settleFloors(false)}
          />
        </LazyPart>
      ) : null}
      {confirming ? (
        <LazyPart part={syncConfirmDialog} onCancel={() => settle(null)}>
          <syncConfirmDialog.Component
            plan={confirming}
            onConfirm={(alsoDelete) => settle(alsoDelete)}
            onCancel={() => settle(null)}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
