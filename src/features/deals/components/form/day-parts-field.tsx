// The deal's day-parts, in each screen's local time. No hour marked means every hour (the wire's
// empty list). The hours are said in words; `Choose hours` opens the 7 x 24 grid, whose code
// loads then (most deals run every hour, and the grid is the form's heaviest part). The grid is
// a part with its own boundary (ROUTE-PART-FAILS): a failed download says so in place, and the
// form and what was typed stay. The button gives way to the grid, so the focus moves into it.
import { Suspense, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { LazyPart } from '@/components/ui/lazy-part';
import { Spinner } from '@/components/ui/spinner';
import { lazyComponent } from '@/lib/versions/lazy-component';
import { dayPartsSummary } from '@/components/ui/day-part-grid/day-parts-text';
import type { DealFormValues } from '@/features/deals/deal-schema';
import { DEAL_FORM_TEXT as T } from '@/features/deals/form-messages';

const dayPartHours = lazyComponent(
  () => import('@/features/deals/components/form/day-part-hours').then((m) => m.default),
  'hours grid',
);

export function DayPartsField() {
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const parts = useWatch<DealFormValues, 'dayParts'>({ name: 'dayParts' });
  return (
    <div className="min-w-0 space-y-2">
      <p id={hintId} className="text-sm text-gray-700">
        {T.dayPartsHint}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-medium text-gray-900" aria-live="polite">
          {parts.length === 0 ? T.dayPartsEvery : `${T.dayParts}: ${dayPartsSummary(parts)}`}
        </p>
        {open ? null : (
          <Button
            variant="secondary"
            onPointerEnter={() => void dayPartHours.preload()}
            onFocus={() => void dayPartHours.preload()}
            onClick={() => setOpen(true)}
          >
            {T.chooseHours}
          </Button>
        )}
      </div>
      {open ? (
        <LazyPart part={dayPartHours} onCancel={() => setOpen(false)}>
          <Suspense fallback={<Spinner label={T.loadingHours} />}>
            <dayPartHours.Component describedBy={hintId} />
          </Suspense>
        </LazyPart>
      ) : null}
    </div>
  );
}
