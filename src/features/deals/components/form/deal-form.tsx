// The deal form of create, duplicate and edit (DEAL-FORM, DEAL-NOTHING-LOST). Errors show once a
// field is left or a save was tried. What is typed is kept as a draft of the tab (sessionStorage)
// until the deal is saved or the user leaves on purpose: a failed save, an expired session or a
// reload loses nothing. Leaving with unsaved work asks first; the buttons are busy while saving.
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import { typedAmount, useAmountCheck } from '@/components/form/amount-check';
import { useCallback, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import { useSaveAndGo } from '@/components/form/use-save-and-go';
import { LeaveGuard } from '@/components/leave-guard/leave-guard';
import { Card } from '@/components/ui/card';
import { StaleDraftNotice } from '@/components/wizard/stale-draft-notice';
import { useDraftAutosave, type WizardDraft } from '@/components/wizard/use-wizard-draft';
import { routePath } from '@/config/routes';
import { typedValuesResolver } from '@/lib/saving/form-resolver';
import type { Deal } from '@/types/api';
import { dealSchema, type DealFormValues } from '@/features/deals/deal-schema';
import { DEAL_FORM_TEXT as T } from '@/features/deals/form-messages';
import { DayPartsField } from '@/features/deals/components/form/day-parts-field';
import { GeneralFields } from '@/features/deals/components/form/general-fields';
import { ScreensField } from '@/features/deals/components/form/screens-field';
import { SeatsField } from '@/features/deals/components/form/seats-field';

/** Bump when DealFormValues changes shape: older drafts are then ignored. */
export const DEAL_DRAFT_VERSION = 1;

/** The fields' names, for the conflict view and the stale draft's review. */
export const DEAL_FIELD_LABELS: Readonly<Record<keyof DealFormValues, string>> = {
  name: T.name,
  auctionType: T.auctionType,
  floorCpm: T.floorCpm,
  priority: T.priority,
  seats: T.seats,
  screenMode: T.screenMode,
  placements: T.placements,
  venueTypes: T.venueTypes,
  states: T.states,
  dateStart: T.dateStart,
  dateEnd: T.dateEnd,
  dayParts: T.dayParts,
  isActive: T.isActive,
};

const NO_VISITED: ReadonlySet<string> = new Set();

export interface DealFormProps {
  draft: WizardDraft<DealFormValues>;
  /** Sends the values: the saved deal, or null for a 2xx without it. Throws on failure. */
  save: (values: DealFormValues) => Promise<Deal | null>;
  /** The success toast. */
  success: string;
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /** What leaving with unsaved work loses. */
  unsavedMessage: string;
  /** An edit: a stored draft of an older version of the deal is offered for review. */
  edit?: boolean;
  /** A new deal: say which flight it starts with. */
  flightHint?: string;
}

function FlightFields({ hint }: { hint?: string }) {
  return (
    <div className="space-y-2">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextInput<DealFormValues>
          name="dateStart"
          label={T.dateStart}
          required
          type="date"
          registerOptions={{ deps: ['dateEnd'] }}
        />
        <TextInput<DealFormValues> name="dateEnd" label={T.dateEnd} required type="date" />
      </div>
      {hint ? <p className="text-xs text-gray-600">{hint}</p> : null}
    </div>
  );
}

export function DealForm({
  draft,
  save,
  success,
  submitLabel,
  cancelTo,
  unsavedMessage,
  edit = false,
  flightHint,
}: DealFormProps) {
  const resolver = useMemo(() => typedValuesResolver<DealFormValues>(dealSchema), []);
  const form = useForm<DealFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: draft.initialValues,
  });
  const touchingRef = useRef(false);
  // Set once the deal is saved or the user chose to leave: nothing more is kept or asked.
  const leavingRef = useRef(false);
  const changedRef = useDraftAutosave({
    form,
    draft,
    visited: NO_VISITED,
    touchingRef,
    leavingRef,
  });
  const unsaved = useCallback(() => changedRef.current && !leavingRef.current, [changedRef]);

  const amountCheck = useAmountCheck();
  const submit = useSaveAndGo({
    save,
    success,
    // FORM-MONEY-CONFIRM: a floor over $1,000 is asked about once.
    confirm: (values: DealFormValues) =>
      amountCheck.confirmAmounts([
        typedAmount(
          values.auctionType === 'FixedPrice' ? 'Fixed price CPM' : L.dealFloor,
          'cpm',
          values.floorCpm,
          draft.base.floorCpm,
        ),
      ]),
    to: (deal: Deal) => routePath('dealDetail', { id: deal.id }),
    toWithoutReply: routePath('deals'),
    onSuccess: () => {
      leavingRef.current = true;
      draft.clear();
    },
  });

  return (
    <>
      {edit ? (
        <StaleDraftNotice noun="deal" draft={draft} form={form} labels={DEAL_FIELD_LABELS} />
      ) : null}
      <Form form={form} onSubmit={submit} aria-label={T.formLabel} className="max-w-4xl space-y-6">
        <Card title={T.terms}>
          <GeneralFields />
        </Card>
        <Card title={T.buyers}>
          <SeatsField />
        </Card>
        <Card title={T.screens}>
          <ScreensField />
        </Card>
        <Card title={T.schedule}>
          <div className="space-y-6">
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-gray-900">{T.flight}</legend>
              <FlightFields hint={flightHint} />
            </fieldset>
            <DayPartsField />
          </div>
        </Card>
        <FormActions cancelTo={cancelTo} submitLabel={submitLabel} />
      </Form>
      <LeaveGuard
        when={unsaved}
        onLeave={() => {
          leavingRef.current = true;
          draft.clear();
        }}
        message={unsavedMessage}
        // Its draft is written before a reload for a new version and comes back after it.
        keptOnReload
      />
      {amountCheck.dialog}
    </>
  );
}
