// The single placement wizard, new and edit: General, Verification, Audience, Capabilities and
// Launch on the wizard kit (PLC-WIZ-STEPS). The home crumb links to /placements; saving goes
// back to the list (PLC-SAVE).
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import { getPlacementVersioned, useCreatePlacement, useUpdatePlacement } from '@/api/placements';
import { typedAmount } from '@/components/form/amount-check';
import { Editor } from '@/components/form/editor';
import { CheckboxInput } from '@/components/form/fields';
import { createOrUpdate, useEditor } from '@/components/form/use-editor';
import { Wizard, type WizardStep } from '@/components/wizard';
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
import { versionHash } from '@/lib/saving/three-way-merge';
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
  const create = useCreatePlacement();
  const update = useUpdatePlacement();
  const editor = useEditor({
    noun: 'placement',
    // PLC-DRAFT: one draft per placement, and one for a new placement.
    key: placement ? `placement.${placement.id}` : 'placement.new',
    draftVersion: DRAFT_VERSION,
    defaults: placement ? placementToValues(placement) : newPlacementValues(),
    form: {
      resolver: typedValuesResolver<PlacementFormValues>(placementSchema),
      context: { mode: 'single' } as PlacementSchemaContext,
      mode: 'onTouched',
    },
    labels: FIELD_LABELS,
    // An edit merges with the placement as it is now: what the user did not change is theirs.
    // Its draft remembers the placement's version: an older one is offered, not applied.
    ...(placement
      ? {
          edit: {
            version: versionHash(placement),
            read: () => getPlacementVersioned(placement.id),
            toValues: placementToValues,
            record: placement,
          },
        }
      : {}),
    amounts: (values: PlacementFormValues, base) => [
      typedAmount(L.bidFloor, 'cpm', values.bidFloorCpm, base.bidFloorCpm),
    ],
    request: (values, current) =>
      createOrUpdate(buildPlacementBody(values), current, {
        create: create.mutateAsync,
        update: update.mutateAsync,
      }),
    // Found saved after a lost reply: the values typed since update that placement.
    created: {
      update: (id, values, idempotencyKey) =>
        update.mutateAsync({ id, body: buildPlacementBody(values), idempotencyKey }),
      open: (id) => routePath('placementEdit', { id }),
    },
    success: placement ? PLACEMENT_UPDATED : PLACEMENT_CREATED,
    to: routePath('placements'),
  });

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

  return (
    <Editor editor={editor} wizard>
      <Wizard
        label="Placement steps"
        form={editor.form}
        steps={steps}
        home={{ label: 'Placements', to: routePath('placements') }}
        cancelTo={routePath('placements')}
        submitLabel={isNew ? CREATE_LABEL : SAVE_LABEL}
        onSubmit={editor.finish}
        draft={editor.draft}
        allVisited={!isNew}
        leaveMessage={
          isNew
            ? 'This placement has not been created. If you leave, the draft is discarded.'
            : 'Your changes to this placement have not been saved. If you leave, they are discarded.'
        }
      />
    </Editor>
  );
}
