// The single placement wizard, new and edit: General, Verification, Audience, Capabilities and
// Launch on the wizard kit (PLC-WIZ-STEPS). The home crumb links to /placements; saving goes
// back to the list (PLC-SAVE).
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import { useForm } from 'react-hook-form';
import { getPlacementVersioned, useCreatePlacement, useUpdatePlacement } from '@/api/placements';
import { typedAmount, useAmountCheck } from '@/components/form/amount-check';
import { CheckboxInput } from '@/components/form/fields';
import { useMergedSave } from '@/components/form/use-merged-save';
import { StaleDraftNotice, useWizardDraft, Wizard, type WizardStep } from '@/components/wizard';
import { routePath } from '@/config/routes';
import { buildPlacementBody } from '@/features/placements/placement-body';
import {
  AUDIENCE_FIELDS,
  GENERAL_FIELDS,
  VERIFICATION_FIELDS,
} from '@/features/placements/placement-steps';
import {
  newPlacementValues,
  placementToValues,
  type PlacementFormValues,
} from '@/features/placements/placement-form';
import {
  placementSchema,
  type PlacementSchemaContext,
} from '@/features/placements/placement-schema';
import { GeneralStep } from '@/features/placements/components/steps/general-step';
import {
  audienceStep,
  capabilitiesStep,
  launchSummary,
  verificationStep,
} from '@/features/placements/components/steps/lazy-steps';
import {
  PLACEMENT_CREATED,
  PLACEMENT_UPDATED,
  PROGRAMMATIC_LABEL,
} from '@/features/placements/messages';
import { typedValuesResolver } from '@/lib/saving/form-resolver';
import { createOptions, withSaveKey } from '@/api/requests';
import { versionHash } from '@/lib/saving/three-way-merge';
import { toastSuccess } from '@/lib/toasts/toast';
import type { Placement } from '@/types/api';

/** Bump when PlacementFormValues changes shape: older drafts are then ignored. */
const DRAFT_VERSION = 1;
export const CREATE_LABEL = 'Create Placement';
export const SAVE_LABEL = 'Save Placement';

const CAPABILITY_FIELDS = [
  'deviceMake',
  'deviceModel',
  'os',
  'osVersion',
  'userAgent',
  'resolution',
  'customResolution',
  'supportsAudio',
] as const;

/** The fields' labels, for the conflict view of an edit (a step not on screen has no label). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Placement name',
  externalId: 'External placement ID',
  kind: 'Venue type',
  bidFloorCpm: 'Bid floor CPM ($)',
  locationMode: 'Location',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  state: 'State',
  zip: 'Zip code',
  latitude: 'Latitude',
  longitude: 'Longitude',
  exampleSceneUrl: 'Image URL',
  impressionMultiplier: 'Impression multiplier',
  dwellTimeSecs: 'Average dwell time (seconds)',
  weeklyVisitors: 'Weekly visitors',
  operatingHours: 'Operating hours',
  deviceMake: 'Device make',
  deviceModel: 'Device model',
  os: 'OS',
  osVersion: 'OS version',
  userAgent: 'User agent',
  resolution: 'Resolution',
  customResolution: 'Custom resolution',
  supportsAudio: 'Supports audio',
  enableProgrammaticPartners: PROGRAMMATIC_LABEL,
};

const SECTIONS = {
  general: { stepId: 'general', title: 'General' },
  verification: { stepId: 'verification', title: 'Verification' },
  audience: { stepId: 'audience', title: 'Audience' },
  capabilities: { stepId: 'capabilities', title: 'Capabilities' },
};

export function PlacementWizard({ placement }: { placement?: Placement }) {
  const isNew = placement === undefined;
  // PLC-DRAFT: one draft per placement, and one for a new placement.
  const draftKey = placement ? `placement.${placement.id}` : 'placement.new';
  const draft = useWizardDraft<PlacementFormValues>({
    key: draftKey,
    version: DRAFT_VERSION,
    defaults: placement ? placementToValues(placement) : newPlacementValues(),
    // An edit's draft remembers the placement's version: an older one is offered, not applied.
    ...(placement ? { recordVersion: versionHash(placement) } : {}),
  });
  const form = useForm<PlacementFormValues, PlacementSchemaContext>({
    defaultValues: draft.initialValues,
    resolver: typedValuesResolver<PlacementFormValues>(placementSchema),
    context: { mode: 'single' },
    mode: 'onTouched',
  });
  const create = useCreatePlacement();
  const update = useUpdatePlacement();

  const steps: WizardStep<PlacementFormValues>[] = [
    {
      id: 'general',
      title: 'General',
      fields: GENERAL_FIELDS,
      content: <GeneralStep />,
    },
    {
      id: 'verification',
      title: 'Verification',
      fields: VERIFICATION_FIELDS,
      content: <verificationStep.Component mode="single" />,
      preload: () => void verificationStep.preload(),
    },
    {
      id: 'audience',
      title: 'Audience',
      fields: AUDIENCE_FIELDS,
      content: <audienceStep.Component mode="single" />,
      preload: () => void audienceStep.preload(),
    },
    {
      id: 'capabilities',
      title: 'Capabilities',
      fields: CAPABILITY_FIELDS,
      content: <capabilitiesStep.Component />,
      preload: () => void capabilitiesStep.preload(),
    },
    {
      id: 'launch',
      title: 'Launch',
      fields: ['enableProgrammaticPartners'],
      content: (
        <>
          <launchSummary.Component mode="single" sections={SECTIONS} />
          <CheckboxInput<PlacementFormValues>
            name="enableProgrammaticPartners"
            label={PROGRAMMATIC_LABEL}
            hint="Programmatic partners (the exchange's bidders) may buy this screen."
          />
        </>
      ),
      preload: () => void launchSummary.preload(),
    },
  ];

  // An edit merges with the placement as it is now: what the user did not change is theirs.
  const merged = useMergedSave({
    noun: 'placement',
    labels: FIELD_LABELS,
    base: draft.base,
    read: () => getPlacementVersioned(placement?.id ?? ''),
    toValues: placementToValues,
    send: (values: PlacementFormValues, current) => {
      const body = buildPlacementBody(values);
      return withSaveKey(draftKey, body, (idempotencyKey) =>
        update.mutateAsync({ id: current.record.id, body, idempotencyKey, ifMatch: current.etag }),
      );
    },
  });
  const amountCheck = useAmountCheck();
  const submit = async (values: PlacementFormValues) => {
    const floor = typedAmount(L.bidFloor, 'cpm', values.bidFloorCpm, draft.base.bidFloorCpm);
    if (!(await amountCheck.confirmAmounts([floor]))) return null;
    if (placement) {
      await merged.save(values);
    } else {
      const body = buildPlacementBody(values);
      // One key per logical save (the draft's): a retry of the same values is the same request.
      await withSaveKey(
        draftKey,
        body,
        (idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
        // Found saved after a lost reply: the values typed since update that placement.
        createOptions(
          body,
          (variables) => update.mutateAsync(variables),
          (id) => routePath('placementEdit', { id }),
        ),
      );
    }
    toastSuccess(placement ? PLACEMENT_UPDATED : PLACEMENT_CREATED);
    return routePath('placements');
  };

  return (
    <>
      {placement ? (
        <StaleDraftNotice noun="placement" draft={draft} form={form} labels={FIELD_LABELS} />
      ) : null}
      <Wizard
        label="Placement steps"
        form={form}
        steps={steps}
        home={{ label: 'Placements', to: routePath('placements') }}
        cancelTo={routePath('placements')}
        submitLabel={isNew ? CREATE_LABEL : SAVE_LABEL}
        onSubmit={submit}
        draft={draft}
        allVisited={!isNew}
        leaveMessage={
          isNew
            ? 'This placement has not been created. If you leave, the draft is discarded.'
            : 'Your changes to this placement have not been saved. If you leave, they are discarded.'
        }
      />
      {merged.conflictView}
      {amountCheck.dialog}
    </>
  );
}
