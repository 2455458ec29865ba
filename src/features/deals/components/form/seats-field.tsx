// Buyer seats (DEAL-SEAT-PICK): advertiser accounts picked by name or Seat ID, or a Seat ID typed
// in. A typed Seat ID that is no known advertiser is kept (a buyer may bid from another exchange
// seat), with a warning naming it, so a typo is seen before the deal is offered to nobody.
import { useState, type KeyboardEvent } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useAdvertisers } from '@/api/accounts';
import { MultiSelectInput } from '@/components/form/controlled-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import type { DealFormValues } from '@/features/deals/deal-schema';
import { DEAL_FORM_TEXT as T } from '@/features/deals/form-messages';
import { isolateText } from '@/lib/text/bidi-text';

export function SeatsField() {
  const advertisers = useAdvertisers();
  const { setValue, getFieldState } = useFormContext<DealFormValues>();
  const { isSubmitted } = useFormState<DealFormValues>({ name: 'seats' });
  const seats = useWatch<DealFormValues, 'seats'>({ name: 'seats' });
  const [typed, setTyped] = useState('');

  const options = (advertisers.data ?? []).map((account) => ({
    value: account.id,
    label: `${isolateText(account.name)} (${account.id})`,
  }));
  const known = new Set(options.map((option) => option.value));
  // Only once the accounts are known can a seat be said to be unknown.
  const unknown = advertisers.data ? (seats ?? []).filter((seat) => !known.has(seat)) : [];

  const add = () => {
    const seat = typed.trim();
    if (seat === '') return;
    const current = seats ?? [];
    if (!current.includes(seat)) {
      setValue('seats', [...current, seat], {
        shouldDirty: true,
        shouldTouch: true,
        shouldValidate: isSubmitted || getFieldState('seats').isTouched,
      });
    }
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the Seat ID instead of submitting the form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="space-y-4">
      <MultiSelectInput<DealFormValues>
        name="seats"
        label={T.seats}
        required
        options={options}
        placeholder={T.seatsPlaceholder}
        hint={advertisers.isError ? T.advertisersFailed : T.seatsHint}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label={T.seatInput}
          hint={T.seatInputHint}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          containerClassName="min-w-0 flex-1"
        />
        <Button variant="secondary" onClick={add} className="sm:mt-7">
          {T.addSeat}
        </Button>
      </div>
      {/* Always mounted, so a warning is announced as the Seat ID is added. */}
      <div aria-live="polite">
        {unknown.length > 0 ? (
          <ul
            aria-label={T.seatWarnings}
            className="space-y-1 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {unknown.map((seat) => (
              <li key={seat} className="[overflow-wrap:anywhere]">
                {T.unknownSeat(seat)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
