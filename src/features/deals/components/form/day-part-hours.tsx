// The deal's 7 x 24 grid in its plain on/off mode ('hours'): loaded only when the user opens it
// (day-parts-field.tsx), so a deal form downloads the grid's code only to change the hours.
import { useEffect, useMemo, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { DayPartGrid, type DayPartCell } from '@/components/ui/day-part-grid';
import type { DealFormValues } from '@/features/deals/deal-schema';
import { sortDayParts } from '@/features/deals/deal-body';
import { DEAL_FORM_TEXT as T } from '@/features/deals/form-messages';

export default function DayPartHours({ describedBy }: { describedBy: string }) {
  // Opened by `Choose hours`, which is gone now: the focus moves to the grid's tabbable cell.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, []);
  const { control } = useFormContext<DealFormValues>();
  const { field } = useController<DealFormValues, 'dayParts'>({ name: 'dayParts', control });
  const parts = field.value;
  const cells = useMemo<DayPartCell[]>(
    () => parts.map(({ weekday, hour }) => ({ weekday, hour, value: null })),
    [parts],
  );
  return (
    <div ref={box} className="overflow-x-auto">
      <DayPartGrid
        label={T.dayParts}
        mode="hours"
        cells={cells}
        onChange={(next) =>
          field.onChange(sortDayParts(next.map(({ weekday, hour }) => ({ weekday, hour }))))
        }
        onBlur={field.onBlur}
        aria-describedby={describedBy}
      />
    </div>
  );
}
