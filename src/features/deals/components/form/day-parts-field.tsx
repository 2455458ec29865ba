// The deal's day-parts: the shared 7 x 24 grid in its plain on/off mode ('hours'), in each
// screen's local time. No hour marked means every hour (the wire's empty list).
import { useId, useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { DayPartGrid, type DayPartCell } from '@/components/ui/day-part-grid';
import type { DealFormValues } from '@/features/deals/deal-schema';
import { sortDayParts } from '@/features/deals/deal-body';
import { DEAL_FORM_TEXT as T } from '@/features/deals/form-messages';

export function DayPartsField() {
  const hintId = useId();
  const { control } = useFormContext<DealFormValues>();
  const { field } = useController<DealFormValues, 'dayParts'>({ name: 'dayParts', control });
  const parts = field.value;
  const cells = useMemo<DayPartCell[]>(
    () => parts.map(({ weekday, hour }) => ({ weekday, hour, value: null })),
    [parts],
  );
  return (
    <div className="min-w-0 space-y-2">
      <p id={hintId} className="text-sm text-gray-700">
        {T.dayPartsHint}
      </p>
      <div className="overflow-x-auto">
        <DayPartGrid
          label={T.dayParts}
          mode="hours"
          cells={cells}
          onChange={(next) =>
            field.onChange(sortDayParts(next.map(({ weekday, hour }) => ({ weekday, hour }))))
          }
          onBlur={field.onBlur}
          aria-describedby={hintId}
        />
      </div>
      {parts.length === 0 ? (
        <p className="text-sm font-medium text-gray-900">{T.dayPartsEvery}</p>
      ) : null}
    </div>
  );
}
