// The deal form of create, duplicate and edit (DEAL-FORM, DEAL-NOTHING-LOST). Errors show once a
// field is left or a save was tried. What is typed is kept as a draft of the tab (sessionStorage)
// until the deal is saved or the user leaves on purpose: a failed save, an expired session or a
// reload loses nothing. Leaving with unsaved work asks first; the buttons are busy while saving.
import { Editor } from '@/components/form/editor';
import { TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import type { Editor as EditorState } from '@/components/form/use-editor';
import { typedAmount, type CheckedAmount } from '@/components/form/amount-check';
import { Card } from '@/components/ui/card';
import { typedValuesResolver } from '@/lib/saving/form-resolver';
import { BOUND_LABELS as L } from '@/rules/field-bounds';
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

/** The deal form's options on the editor kit: its validation, as the field is left. */
export const DEAL_FORM_OPTIONS = {
  resolver: typedValuesResolver<DealFormValues>(dealSchema),
  mode: 'onTouched',
} as const;

/** FORM-MONEY-CONFIRM: a floor over $1,000 is asked about once. */
export function dealAmounts(values: DealFormValues, base: DealFormValues): CheckedAmount[] {
  return [
    typedAmount(
      values.auctionType === 'FixedPrice' ? 'Fixed price CPM' : L.dealFloor,
      'cpm',
      values.floorCpm,
      base.floorCpm,
    ),
  ];
}

export interface DealFormProps {
  editor: EditorState<DealFormValues>;
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /** What leaving with unsaved work loses. */
  unsavedMessage: string;
  /** A new deal: say which flight it starts with. */
  flightHint?: string;
  /** The deal's publisher account: only its placements can be the deal's (DEAL-SCREENS). */
  publisherId?: string;
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
  editor,
  submitLabel,
  cancelTo,
  unsavedMessage,
  flightHint,
  publisherId,
}: DealFormProps) {
  return (
    <Editor editor={editor} leaveMessage={unsavedMessage}>
      <Form
        form={editor.form}
        onSubmit={editor.submit}
        aria-label={T.formLabel}
        className="max-w-4xl space-y-6"
      >
        <Card title={T.terms}>
          <GeneralFields />
        </Card>
        <Card title={T.buyers}>
          <SeatsField />
        </Card>
        <Card title={T.screens}>
          <ScreensField publisherId={publisherId} />
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
    </Editor>
  );
}
