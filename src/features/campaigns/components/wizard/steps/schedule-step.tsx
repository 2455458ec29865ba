// Schedule: the window (CMP-DATES), the budget by type (CMP-BUDGET), the bid (CMP-BID-CPM),
// pacing (CMP-PACING-FIELD), day-parts with CPM overrides (CMP-DAYPARTS) and the fallback
// outside them (CMP-FALLBACK), and the fees (CMP-AGENCY-FEE). The DSP fee is the account's
// for a new campaign and the campaign's own when editing; only an Admin may change it
// (CMP-DSP-FEE). The dates and the day-parts are each screen's local time (MANY-LOCAL-TIME): a
// note under the dates and one under the grid (which it describes) say so.
import { useController, useWatch } from 'react-hook-form';
import { CheckboxInput, TextInput } from '@/components/form/fields';
import { RadioGroupInput } from '@/components/form/radio-group-input';
import { DayPartGrid } from '@/components/ui/day-part-grid';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';
import { SCHEDULE_LOCAL_TIME_NOTE } from '@/features/campaigns/messages';
import { parseNumberText } from '@/lib/text/number-text';
import { formatMoney } from '@/lib/text/format';

export const FALLBACK_OPTIONS = [
  { value: 'campaignDefault', label: 'Use the campaign CPM outside day-parts' },
  { value: 'dayPartsOnly', label: 'Run only during day-parts' },
] as const;

const BUDGET_TYPES = [
  { value: 'lifetime', label: 'Lifetime' },
  { value: 'daily', label: 'Daily' },
];

function DayParts() {
  const bidCpm = useWatch<CampaignFormValues, 'bidCpm'>({ name: 'bidCpm' });
  const { field, fieldState } = useController<CampaignFormValues, 'dayParts'>({ name: 'dayParts' });
  const errorId = 'day-parts-error';
  const noteId = 'day-parts-local-time';
  return (
    <div>
      <DayPartGrid
        label="Day-parts"
        cells={field.value}
        onChange={(cells) => field.onChange(cells)}
        onBlur={field.onBlur}
        baseValue={parseNumberText(bidCpm)}
        formatValue={formatMoney}
        aria-describedby={fieldState.error ? `${noteId} ${errorId}` : noteId}
      />
      <LocalTimeNote id={noteId} className="mt-2" />
      {fieldState.error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {fieldState.error.message ?? fieldState.error.root?.message}
        </p>
      ) : null}
    </div>
  );
}

function LocalTimeNote({ id, className }: { id?: string; className: string }) {
  return (
    <p id={id} className={`text-xs text-gray-600 ${className}`}>
      {SCHEDULE_LOCAL_TIME_NOTE}
    </p>
  );
}

export function ScheduleStep({
  canEditDspFee,
  dspFeeText,
  dspFeeSource,
}: {
  canEditDspFee: boolean;
  dspFeeText: string;
  /** Where the fee shown to a non-admin comes from: the account (new) or the campaign (edit). */
  dspFeeSource: 'account' | 'campaign';
}) {
  const budgetType = useWatch<CampaignFormValues, 'budgetType'>({ name: 'budgetType' });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput<CampaignFormValues> name="dateStart" type="date" label="Start date" required />
        <TextInput<CampaignFormValues> name="dateEnd" type="date" label="End date" required />
        <LocalTimeNote className="-mt-3 sm:col-span-2" />
      </div>
      <RadioGroupInput<CampaignFormValues>
        name="budgetType"
        legend="Budget type"
        options={BUDGET_TYPES}
        inline
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput<CampaignFormValues>
          name="budget"
          label={budgetType === 'daily' ? 'Daily budget ($)' : 'Lifetime budget ($)'}
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <TextInput<CampaignFormValues>
          name="bidCpm"
          label="Bid CPM ($)"
          inputMode="decimal"
          autoComplete="off"
          required
          hint="What you pay per thousand impressions outside CPM overrides."
        />
      </div>
      <CheckboxInput<CampaignFormValues>
        name="enablePacing"
        label="Pace spend evenly over the flight"
      />
      <DayParts />
      <RadioGroupInput<CampaignFormValues>
        name="dayPartFallbackStrategy"
        legend="Outside day-parts"
        options={FALLBACK_OPTIONS}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput<CampaignFormValues>
          name="agencyFee"
          label="Agency fee (%)"
          inputMode="decimal"
          required
        />
        {canEditDspFee ? (
          <TextInput<CampaignFormValues>
            name="dspFee"
            label="DSP fee (%)"
            inputMode="decimal"
            required
          />
        ) : (
          <div>
            <p className="text-sm font-medium text-gray-900">DSP fee</p>
            <p className="mt-1.5 text-sm text-gray-700">
              {dspFeeSource === 'account'
                ? `${dspFeeText}, set by the exchange for your account.`
                : `${dspFeeText}, this campaign's fee, set by the exchange.`}
            </p>
          </div>
        )}
      </div>
    </>
  );
}
