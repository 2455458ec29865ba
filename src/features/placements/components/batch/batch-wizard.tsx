// The batch placement wizard (spec section 2): Upload, General, Verification, Audience and
// Launch on the wizard kit. The parsed file lives beside the form (props from the route screen),
// the steps give defaults for what a line leaves empty, and Launch with Full DB Sync asks for a
// confirmation naming the delete count before anything is sent; the placements of lines skipped
// for issues are kept, counted apart and sent as `skippedExternalIds`. Lines without a location
// need the Verification step's default one: a problem of that step, never of the Upload step.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { placementsQueryOptions, useImportPlacements } from '@/api/placements';
import { lazyStep, useWizardDraft, Wizard, type WizardStep } from '@/components/wizard';
import { routePath } from '@/config/routes';
import {
  BATCH_CONTEXT,
  batchSchema,
  linesNeedLocation,
  newBatchValues,
  type BatchFormValues,
} from '@/features/placements/batch-form';
import { useHasDefaultLocation } from '@/features/placements/hooks/use-has-default-location';
import { buildBatchDefaults } from '@/features/placements/placement-body';
import { AUDIENCE_FIELDS, LOCATION_FIELDS } from '@/features/placements/placement-steps';
import type { PlacementSchemaContext } from '@/features/placements/placement-schema';
import { BidFloorInput } from '@/features/placements/components/steps/bid-floor-input';
import { audienceStep, verificationStep } from '@/features/placements/components/steps/lazy-steps';
import {
  lineDefaultsOf,
  linesWithoutLocation,
  skippedExternalIds,
  syncDiff,
  toBatchRows,
  uploadReadiness,
  type CsvImport,
  type SyncCounts,
} from '@/features/placements/import';
import { UploadStep } from '@/features/placements/components/import/upload-step';
import { typedValuesResolver } from '@/lib/form-resolver';

// The Full DB Sync question loads when it is asked.
const SyncConfirmDialog = lazy(() =>
  import('@/features/placements/components/batch/sync-confirm-dialog').then((m) => ({
    default: m.SyncConfirmDialog,
  })),
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
  const draft = useWizardDraft<BatchFormValues>({
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
  const [confirming, setConfirming] = useState<SyncCounts | null>(null);
  const decide = useRef<((confirmed: boolean) => void) | null>(null);

  const readiness = uploadReadiness(file);
  const lines = readiness.ready ? readiness.lines : [];
  const skipped = file ? file.lines.length - lines.length : 0;
  const skippedIds = skippedExternalIds(file);
  const unplaced = linesWithoutLocation(lines);
  const defaultLocation = useHasDefaultLocation(form);

  /** Full DB Sync: the counts against the account's placements as they are now, then the dialog. */
  const confirmSync = async (values: BatchFormValues): Promise<boolean> => {
    const existing = await queryClient.fetchQuery(placementsQueryOptions());
    const counts = syncDiff(
      lines,
      existing,
      skippedIds,
      lineDefaultsOf(buildBatchDefaults(values)),
    );
    return new Promise<boolean>((resolve) => {
      decide.current = resolve;
      setConfirming(counts);
    });
  };
  const settle = (confirmed: boolean) => {
    setConfirming(null);
    decide.current?.(confirmed);
    decide.current = null;
  };

  const submit = async (values: BatchFormValues) => {
    if (values.fullSync && !(await confirmSync(values))) throw new Error('Import not confirmed');
    const { jobId } = await importPlacements.mutateAsync({
      rows: toBatchRows(lines),
      defaults: buildBatchDefaults(values),
      fullSync: values.fullSync,
      enableProgrammaticPartners: values.enableProgrammaticPartners,
      // Full DB Sync keeps these lines' placements (the confirmation counted them as kept).
      ...(values.fullSync && skippedIds.length > 0 ? { skippedExternalIds: skippedIds } : {}),
    });
    return `${routePath('placementBatch')}?${JOB_PARAM}=${encodeURIComponent(jobId)}`;
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
    },
    {
      id: 'verification',
      title: 'Verification',
      fields: LOCATION_FIELDS,
      content: <verificationStep.Component mode="batch" />,
      preload: () => void verificationStep.preload(),
      check: () => (unplaced > 0 && !defaultLocation ? linesNeedLocation(unplaced) : null),
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
      content: (
        <batchLaunch.Component
          fileName={file?.fileName ?? ''}
          lines={lines}
          skipped={skipped}
          skippedIds={skippedIds}
          sections={SECTIONS}
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
      {confirming ? (
        <Suspense fallback={null}>
          <SyncConfirmDialog
            counts={confirming}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
