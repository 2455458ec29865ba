// The deal's screens (DEAL-SCREEN-MODE), one of two ways: placements one by one, or venue types
// (and states) that cover every matching screen of the publisher, now and later. The count of the
// screens the choice covers follows every change (src/lib/deal-screens.ts, as the demo server's
// auction).
import { useEffect, useMemo } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { usePlacements } from '@/api/placements';
import { MultiSelectInput, StateInput } from '@/components/form/controlled-fields';
import { VenueTypeInput } from '@/components/form/venue-type-inputs';
import { RadioGroupInput } from '@/components/form/radio-group-input';
import { dealScreens } from '@/lib/deal-screens';
import type { DealFormValues } from '@/features/deals/deal-schema';
import { DEAL_FORM_TEXT as T } from '@/features/deals/form-messages';

const MODE_OPTIONS = [
  { value: 'placements', label: T.byPlacement },
  { value: 'venues', label: T.byVenue, description: T.byVenueHint },
] as const;

function ScreenCount({ publisherId }: { publisherId?: string }) {
  const placements = usePlacements(publisherId);
  const [mode, ids, venueTypes, states] = useWatch<
    DealFormValues,
    ['screenMode', 'placements', 'venueTypes', 'states']
  >({ name: ['screenMode', 'placements', 'venueTypes', 'states'] });
  const count = useMemo(
    () =>
      placements.data
        ? dealScreens(
            mode === 'placements' ? { placements: ids } : { venueTypes, states },
            placements.data,
          ).length
        : null,
    [placements.data, mode, ids, venueTypes, states],
  );
  const text = placements.isError
    ? T.placementsFailed
    : count === null
      ? T.placementsLoading
      : T.screenCount(count);
  return (
    <p
      role="status"
      aria-live="polite"
      className="rounded-md bg-gray-50 px-3 py-2 text-sm font-medium text-gray-900 ring-1 ring-gray-200"
    >
      {text}
    </p>
  );
}

/**
 * `publisherId`: the deal's publisher. An Admin's list holds every publisher's placements, while a
 * deal covers only its own publisher's: the picker, the count and the buyer's map agree.
 */
export function ScreensField({ publisherId }: { publisherId?: string }) {
  const placements = usePlacements(publisherId);
  const { trigger } = useFormContext<DealFormValues>();
  const { isSubmitted } = useFormState<DealFormValues>({ name: 'screenMode' });
  const mode = useWatch<DealFormValues, 'screenMode'>({ name: 'screenMode' });
  // The rule moves with the way chosen: after a submit, say at once what the new way lacks.
  useEffect(() => {
    if (isSubmitted) void trigger(['placements', 'venueTypes']);
  }, [mode, isSubmitted, trigger]);

  const options = useMemo(
    () =>
      (placements.data ?? []).map((placement) => ({
        value: placement.id,
        label: placement.name || placement.id,
        description: [placement.externalId, placement.id].filter(Boolean).join(' · '),
      })),
    [placements.data],
  );

  return (
    <div className="space-y-4">
      <RadioGroupInput<DealFormValues>
        name="screenMode"
        legend={T.screenMode}
        options={MODE_OPTIONS}
        inline
      />
      {mode === 'placements' ? (
        <MultiSelectInput<DealFormValues>
          name="placements"
          label={T.placements}
          required
          options={options}
          placeholder={T.placementsPlaceholder}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <VenueTypeInput<DealFormValues> name="venueTypes" label={T.venueTypes} required />
          <StateInput<DealFormValues> name="states" label={T.states} hint={T.statesHint} />
        </div>
      )}
      <ScreenCount publisherId={publisherId} />
    </div>
  );
}
