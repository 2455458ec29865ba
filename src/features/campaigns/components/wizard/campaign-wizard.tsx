// The campaign wizard (CMP-WIZ-STEPS), new and edit: General, Audience, Ad Creatives, Marquee+,
// Schedule and Launch on the wizard kit, with the live forecast beside every step from Audience on.
import { useSearchParams } from 'react-router-dom';
import { getCampaignVersioned, useCreateCampaign, useUpdateCampaign } from '@/api/campaigns';
import { creativesQueryOptions, ofAccount, useCreatives } from '@/api/creatives';
import { useQueryClient } from '@tanstack/react-query';
import { Editor } from '@/components/form/editor';
import { createOrUpdate, useEditor } from '@/components/form/use-editor';
import { lazyStep, Wizard, type WizardStep } from '@/components/wizard';
import { LazyPanel } from '@/components/ui/lazy-part';
import { LoadingState } from '@/components/ui/states';
import { PRODUCT_PLUS_STEP } from '@/config/env';
import { routePath } from '@/config/routes';
import { campaignAmounts } from '@/features/campaigns/campaign-amounts';
import { buildCampaignBody } from '@/features/campaigns/campaign-body';
import {
  CAMPAIGN_DRAFT_VERSION,
  CAMPAIGN_FIELD_LABELS,
  campaignToValues,
  feeText,
  newCampaignValues,
  type CampaignFormValues,
} from '@/features/campaigns/campaign-form';
import { campaignSchema, type CampaignSchemaContext } from '@/features/campaigns/campaign-schema';
import { duplicateValues } from '@/features/campaigns/duplicate';
import { handoverDealEntries, handoverValues } from '@/features/campaigns/handover';
import { DealsHandoverNotice } from '@/features/campaigns/components/wizard/deals/deals-handover-notice';
import { GeneralStep } from '@/features/campaigns/components/wizard/steps/general-step';
import { localIsoDate } from '@/lib/text/dates';
import { formatFeePercent, formatMoney } from '@/lib/text/format';
import { dayPartCellsText } from '@/components/ui/day-part-grid/day-parts-text';
import { typedValuesResolver } from '@/lib/saving/form-resolver';
import { versionHash } from '@/lib/saving/three-way-merge';
import type { Account, Campaign } from '@/types/api';

// Every step but the first loads when it is first opened (or as the user heads for it).
const audience = lazyStep(() =>
  import('@/features/campaigns/components/wizard/steps/audience-step').then((m) => m.AudienceStep),
);
const adCreatives = lazyStep(() =>
  import('@/features/campaigns/components/wizard/steps/ad-creatives-step').then(
    (m) => m.AdCreativesStep,
  ),
);
const marqueePlus = lazyStep(() =>
  import('@/features/campaigns/components/wizard/steps/marquee-plus-step').then(
    (m) => m.MarqueePlusStep,
  ),
);
const schedule = lazyStep(() =>
  import('@/features/campaigns/components/wizard/steps/schedule-step').then((m) => m.ScheduleStep),
);
const launch = lazyStep(() =>
  import('@/features/campaigns/components/wizard/steps/launch-step').then((m) => m.LaunchStep),
);
const forecast = lazyStep(
  () =>
    import('@/features/campaigns/components/wizard/forecast-panel').then((m) => m.ForecastPanel),
  'forecast',
);

export const LAUNCH_LABEL = 'Launch Campaign';
export const SAVE_LABEL = 'Save Campaign';
export const CAMPAIGN_CREATED = 'Campaign successfully created';
export const CAMPAIGN_UPDATED = 'Campaign successfully updated';

export const STEP_IDS = ['general', 'audience', 'creatives', 'plus', 'schedule', 'launch'] as const;

export interface CampaignWizardProps {
  /** The saved campaign when editing; absent for a new one. */
  campaign?: Campaign;
  /** A new campaign's original (Duplicate, `?from=`): the copy starts from its values. */
  source?: Campaign;
  /** The buyer's account: its DSP fee is the new campaign's. */
  account: Account;
  /** An Admin's: the DSP fee is a field and is sent; for others it is shown and left out. */
  canEditDspFee: boolean;
}

/**
 * The campaign's version for its drafts: the record without its delivery stats, which change
 * every day the campaign runs; a draft left overnight is not "saved since" when nobody saved it
 * (MANY-DRAFT-VERSION).
 */
function campaignVersion({ statsLifetime: _stats, ...campaign }: Campaign): string {
  return versionHash(campaign);
}

/**
 * CMP-WIZ-DRAFT: the draft's key and the values the wizard starts from: the campaign being edited,
 * a copy of `source` (a draft of its own, so a reload keeps what was changed in the copy), or a new
 * one.
 */
function startingPoint(
  campaign: Campaign | undefined,
  source: Campaign | undefined,
  dspFee: number,
): { key: string; defaults: CampaignFormValues } {
  if (campaign) return { key: `campaign.${campaign.id}`, defaults: campaignToValues(campaign) };
  if (source) {
    return {
      key: `campaign.copy.${source.id}`,
      defaults: duplicateValues(source, { today: localIsoDate(), dspFee }),
    };
  }
  return { key: 'campaign.new', defaults: newCampaignValues(dspFee) };
}

export function CampaignWizard({ campaign, source, account, canEditDspFee }: CampaignWizardProps) {
  const [params] = useSearchParams();
  const isNew = campaign === undefined;
  // The DSP fee the save will apply: an edited campaign keeps its own even after an admin
  // changed the account's; a new one takes the account's current fee.
  const dspFee = campaign ? campaign.fees.dsp : account.fees.dsp;
  const start = startingPoint(campaign, source, dspFee);
  const creatives = useCreatives(account.id);
  const dealEntries = isNew ? handoverDealEntries(params) : [];
  const create = useCreateCampaign();
  const update = useUpdateCampaign();

  const titles = ['General', 'Audience', 'Ad Creatives', PRODUCT_PLUS_STEP, 'Schedule', 'Launch'];
  const summary = STEP_IDS.slice(0, 5).map((stepId, index) => ({
    stepId,
    title: titles[index] ?? stepId,
  }));
  const steps: WizardStep<CampaignFormValues>[] = [
    { id: 'general', title: 'General', fields: ['name'], content: <GeneralStep /> },
    {
      id: 'audience',
      title: 'Audience',
      fields: ['states', 'zips', 'venueTypes', 'publishers', 'placementIds', 'deals', 'dealsOnly'],
      content: <audience.Component accountId={account.id} />,
      preload: () => void Promise.all([audience.preload(), forecast.preload()]),
    },
    {
      id: 'creatives',
      title: 'Ad Creatives',
      fields: ['categories', 'creativeIds'],
      content: <adCreatives.Component accountId={account.id} />,
      preload: () => void Promise.all([adCreatives.preload(), forecast.preload()]),
    },
    {
      id: 'plus',
      title: PRODUCT_PLUS_STEP,
      fields: ['contentClips'],
      content: <marqueePlus.Component />,
      preload: () => void Promise.all([marqueePlus.preload(), forecast.preload()]),
    },
    {
      id: 'schedule',
      title: 'Schedule',
      fields: [
        'dateStart',
        'dateEnd',
        'budgetType',
        'budget',
        'bidCpm',
        'enablePacing',
        'dayParts',
        'dayPartFallbackStrategy',
        'agencyFee',
        'dspFee',
      ],
      content: (
        <schedule.Component
          canEditDspFee={canEditDspFee}
          dspFeeText={formatFeePercent(dspFee)}
          dspFeeSource={isNew ? 'account' : 'campaign'}
        />
      ),
      preload: () => void Promise.all([schedule.preload(), forecast.preload()]),
    },
    {
      id: 'launch',
      title: 'Launch',
      fields: ['isPublished'],
      content: <launch.Component steps={summary} accountId={account.id} />,
      preload: () => void Promise.all([launch.preload(), forecast.preload()]),
    },
  ];

  const queryClient = useQueryClient();
  // The body never depends on whether the gallery had loaded when Launch was pressed: a retry
  // after a lost reply must be the same request (MANY-SAVE-KEY), so the save waits for it.
  const bodyOf = async (values: CampaignFormValues) => {
    const gallery = values.creativeIds.length
      ? await queryClient
          .ensureQueryData(creativesQueryOptions())
          .then((list) => ofAccount(list, account.id))
          .catch(() => creatives.data)
      : creatives.data;
    const body = buildCampaignBody(values, gallery?.creatives ?? [], {
      sendDspFee: canEditDspFee,
    });
    // An Admin's new campaign is the account's the wizard is for (a copy: the original's).
    return isNew && canEditDspFee ? { ...body, accountId: account.id } : body;
  };
  const campaignPath = (id: string) => `/campaigns/${encodeURIComponent(id)}`;
  const editor = useEditor({
    noun: 'campaign',
    key: start.key,
    defaults: start.defaults,
    draftVersion: CAMPAIGN_DRAFT_VERSION,
    ...(isNew ? { handover: handoverValues(params) } : {}),
    // A restored draft may hold an older fee; the estimates must show the one that applies.
    ...(canEditDspFee ? {} : { overrides: { dspFee: feeText(dspFee) } }),
    form: {
      resolver: typedValuesResolver<CampaignFormValues>(campaignSchema),
      context: { isNew, today: localIsoDate() } as CampaignSchemaContext,
      mode: 'onTouched',
    },
    labels: CAMPAIGN_FIELD_LABELS,
    // The conflict view says a day-part's CPM override as money.
    describe: (path, value) =>
      path === 'dayParts'
        ? (dayPartCellsText(value, (cpm) => `${formatMoney(cpm)} CPM`) ?? undefined)
        : undefined,
    // An edit merges with the campaign as it is now: what the user did not change is theirs.
    // Its draft remembers the campaign's version: an older one is offered, not applied.
    ...(campaign
      ? {
          edit: {
            version: campaignVersion(campaign),
            read: () => getCampaignVersioned(campaign.id),
            toValues: campaignToValues,
            record: campaign,
          },
        }
      : {}),
    amounts: campaignAmounts,
    // CMP-WIZ-SAVE. One key per logical save (the draft's): a retry of the same values is the
    // same request.
    request: async (values: CampaignFormValues, current) =>
      createOrUpdate(await bodyOf(values), current, {
        create: create.mutateAsync,
        update: update.mutateAsync,
      }),
    // Found saved after a lost reply: the values typed since update that campaign.
    created: {
      update: async (id, values, idempotencyKey) =>
        update.mutateAsync({ id, body: await bodyOf(values), idempotencyKey }),
      open: (id) => routePath('campaignDetail', { id }),
    },
    success: campaign ? CAMPAIGN_UPDATED : CAMPAIGN_CREATED,
    // A 2xx without the campaign is saved all the same: to the campaign when it is known.
    to: (saved) => campaignPath(saved.id),
    toWithoutReply: campaign ? campaignPath(campaign.id) : '/campaigns',
  });
  const { form } = editor;

  return (
    <Editor editor={editor} wizard>
      {dealEntries.length ? (
        <DealsHandoverNotice entries={dealEntries} accountId={account.id} form={form} />
      ) : null}
      <Wizard
        label="Campaign steps"
        form={form}
        steps={steps}
        home={{ label: 'Campaigns', to: '/campaigns' }}
        cancelTo="/"
        submitLabel={isNew ? LAUNCH_LABEL : SAVE_LABEL}
        onSubmit={editor.finish}
        draft={editor.draft}
        allVisited={!isNew}
        aside={(index) =>
          index >= 1 ? (
            <LazyPanel part={forecast} fallback={<LoadingState label="Loading the forecast…" />}>
              <forecast.Component accountId={account.id} />
            </LazyPanel>
          ) : null
        }
        leaveMessage={
          isNew
            ? 'This campaign has not been launched. If you leave, the draft is discarded.'
            : 'Your changes to this campaign have not been saved. If you leave, they are discarded.'
        }
      />
    </Editor>
  );
}
