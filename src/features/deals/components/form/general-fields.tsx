// The deal's terms: name, auction, floor (the fixed price of a Fixed price deal), priority and
// the Active switch.
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput } from '@/components/form/fields';
import { RadioGroupInput } from '@/components/form/radio-group-input';
import { Toggle } from '@/components/ui/toggle';
import {
  AUCTION_TYPE_LABELS,
  DEAL_AUCTION_TYPES,
  DEAL_PRIORITY_MAX,
  DEAL_PRIORITY_MIN,
} from '@/rules/deal-rules';
import type { DealFormValues } from '@/features/deals/deal-schema';
import { DEAL_FORM_TEXT as T } from '@/features/deals/form-messages';

const AUCTION_OPTIONS = DEAL_AUCTION_TYPES.map((type) => ({
  value: type,
  label: AUCTION_TYPE_LABELS[type],
}));

const PRIORITIES = Array.from(
  { length: DEAL_PRIORITY_MAX - DEAL_PRIORITY_MIN + 1 },
  (_, index) => DEAL_PRIORITY_MIN + index,
);

function FloorField() {
  const auction = useWatch<DealFormValues, 'auctionType'>({ name: 'auctionType' });
  const fixed = auction === 'FixedPrice';
  return (
    <TextInput<DealFormValues>
      name="floorCpm"
      label={fixed ? T.fixedPrice : T.floorCpm}
      required
      // Text, not type="number": a number input hands the form nothing for `1e`, which then
      // read as empty (`is required`), not as text that is no number (DEAL-FLOOR, FORM-NUMBER-TEXT).
      inputMode="decimal"
      hint={fixed ? T.fixedHint : T.floorHint}
    />
  );
}

function ActiveField() {
  const { control } = useFormContext<DealFormValues>();
  return (
    <Controller
      control={control}
      name="isActive"
      render={({ field }) => (
        <div className="flex items-start gap-3">
          <Toggle checked={field.value} onChange={field.onChange} label={T.isActive} />
          <div className="text-sm">
            <p className="font-medium text-gray-900">{T.isActive}</p>
            <p className="text-gray-600">{T.isActiveHint}</p>
          </div>
        </div>
      )}
    />
  );
}

export function GeneralFields() {
  return (
    <div className="space-y-6">
      <TextInput<DealFormValues> name="name" label={T.name} required autoComplete="off" />
      <RadioGroupInput<DealFormValues>
        name="auctionType"
        legend={T.auctionType}
        options={AUCTION_OPTIONS}
        inline
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <FloorField />
        <SelectInput<DealFormValues>
          name="priority"
          label={T.priority}
          required
          hint={T.priorityHint}
        >
          {PRIORITIES.map((priority) => (
            <option key={priority} value={String(priority)}>
              {T.priorityOption(priority)}
            </option>
          ))}
        </SelectInput>
      </div>
      <ActiveField />
    </div>
  );
}
