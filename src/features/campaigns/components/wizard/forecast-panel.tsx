// The live forecast beside the wizard from the Audience step on: the estimates (EST-*),
// recomputed on every keystroke from the one estimates module, and the targeted inventory's
// capacity (GET /inventory with the audience filters, debounced) with the max-capacity warning.
// With `Only run on these deals` the screens are the deals' and the CPM at least their floors
// (deal-forecast.ts).
import { ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useInventory } from '@/api/inventory';
import { Button } from '@/components/ui/button';
import {
  deliverableImpressions,
  estimateCampaign,
  estimatedImpressions,
  exceedsCapacity,
  SLOTS_PER_WEEK,
  type Estimates,
} from '@/features/campaigns/estimates';
import { estimateInputOf } from '@/features/campaigns/campaign-body';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';
import { useOfferedDeals } from '@/features/campaigns/hooks/use-offered-deals';
import { forecastOnDeals, type DealForecast } from '@/features/campaigns/deal-forecast';
import {
  inventoryFiltersOf,
  targetedInventory,
  targetedScreens,
} from '@/features/campaigns/forecast';
import { bidBelowDealFloors } from '@/features/campaigns/messages';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatCount, formatFeePercent, formatMoney } from '@/lib/text/format';

export const FREE_CAMPAIGN = 'N/A (free campaign)';
export const DEALS_FORECAST_NOTE =
  "Only on the chosen deals: their screens, at no less than each deal's floor.";
const INVENTORY_DEBOUNCE_MS = 400;

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-3 py-1.5">
      <dt className="text-gray-600">{term}</dt>
      <dd
        className={`text-right tabular-nums ${strong ? 'font-semibold text-gray-900' : 'text-gray-900'}`}
      >
        {value}
      </dd>
    </div>
  );
}

/** The estimates on the deals: their average CPM, and the impressions the net buys at it. */
function onDeals(estimates: Estimates, deals: DealForecast): Estimates {
  return {
    ...estimates,
    averageCpm: deals.averageCpm,
    impressions: estimatedImpressions(estimates.netBudget, deals.averageCpm),
  };
}

/** `accountId`: the campaign's account, whose offered deals `Only run on these deals` reads. */
export function ForecastPanel({ accountId }: { accountId: string }) {
  const values = useWatch<CampaignFormValues>() as CampaignFormValues;
  const input = useMemo(() => estimateInputOf(values), [values]);
  const plain = useMemo(() => estimateCampaign(input), [input]);
  const dealsOnly = values.dealsOnly && values.deals.length > 0;
  const offered = useOfferedDeals(accountId);

  const filters = useDebouncedValue(
    useMemo(() => inventoryFiltersOf(values), [values]),
    INVENTORY_DEBOUNCE_MS,
  );
  const inventory = useInventory(filters);
  const chosen = useMemo(
    () => (offered.data ?? []).filter((deal) => values.deals.includes(deal.dealId)),
    [offered.data, values.deals],
  );
  const deals = useMemo(() => {
    if (!dealsOnly || !offered.data || !inventory.data) return null;
    return forecastOnDeals(targetedScreens(inventory.data.screens, values), chosen, input);
  }, [dealsOnly, offered.data, inventory.data, values, input, chosen]);
  // A deal takes bids at or above its floor only (the exchange's deal auction): say which of
  // the chosen deals the campaign's bid does not reach. The estimates assume it will.
  const belowFloor = input.bidCpm > 0 ? chosen.filter((deal) => deal.floorCpm > input.bidCpm) : [];
  const estimates = useMemo(() => (deals ? onDeals(plain, deals) : plain), [plain, deals]);
  const targeted = useMemo(
    () => deals ?? (inventory.data ? targetedInventory(inventory.data.screens, values) : null),
    [deals, inventory.data, values],
  );
  const deliverable = deals
    ? deliverableImpressions(deals.servedWeeklyImpressions, estimates.days, SLOTS_PER_WEEK)
    : targeted
      ? deliverableImpressions(targeted.weeklyImpressions, estimates.days, estimates.activeSlots)
      : null;
  const overCapacity =
    deliverable !== null &&
    estimates.days > 0 &&
    exceedsCapacity(estimates.impressions, deliverable);

  return (
    <section
      aria-labelledby="forecast-heading"
      className="rounded-lg bg-white p-4 text-sm shadow-sm ring-1 ring-gray-200 lg:sticky lg:top-4"
    >
      <h2 id="forecast-heading" className="text-base font-semibold text-gray-900">
        Forecast
      </h2>
      <dl className="mt-2 divide-y divide-gray-100">
        <Row term="Gross budget" value={formatMoney(estimates.grossBudget)} strong />
        <Row
          term={`Agency fee (${formatFeePercent(input.fees.agency)})`}
          value={formatMoney(estimates.agencyFee)}
        />
        <Row
          term={`DSP fee (${formatFeePercent(input.fees.dsp)})`}
          value={formatMoney(estimates.dspFee)}
        />
        <Row term="Net budget" value={formatMoney(estimates.netBudget)} strong />
        <Row term="Average CPM" value={formatMoney(estimates.averageCpm)} />
        <Row
          term="Estimated impressions"
          value={
            estimates.impressions === null ? FREE_CAMPAIGN : formatCount(estimates.impressions)
          }
          strong
        />
      </dl>
      <p className="mt-1 text-xs text-gray-600">
        Average CPM over {estimates.pricedSlots} of {SLOTS_PER_WEEK} weekly hours
        {estimates.days > 0 ? `; ${formatCount(estimates.days)}-day flight` : ''}.
      </p>
      {dealsOnly ? <p className="mt-1 text-xs text-gray-600">{DEALS_FORECAST_NOTE}</p> : null}

      <h3 className="mt-4 font-semibold text-gray-900">Targeted inventory</h3>
      {inventory.isPending || (dealsOnly && offered.isPending) ? (
        <p className="mt-1 text-gray-600">Loading inventory…</p>
      ) : inventory.isError && !inventory.data ? (
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className="text-red-700">The inventory could not be loaded.</p>
          <Button
            variant="secondary"
            onClick={() => void inventory.refetch()}
            loading={inventory.isFetching}
          >
            Retry
          </Button>
        </div>
      ) : targeted ? (
        <dl className="mt-1 divide-y divide-gray-100" aria-busy={inventory.isFetching || undefined}>
          <Row term="Screens" value={formatCount(targeted.screens)} />
          <Row term="Weekly impressions" value={formatCount(targeted.weeklyImpressions)} />
          <Row
            term="Available over the flight"
            value={
              estimates.days > 0 && deliverable !== null
                ? formatCount(deliverable)
                : 'Set the dates'
            }
          />
        </dl>
      ) : null}
      {belowFloor.length ? (
        <p
          role="status"
          className="mt-3 flex gap-2 rounded-md bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
        >
          <ExclamationTriangleIcon aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
          <span>
            {bidBelowDealFloors(
              formatMoney(input.bidCpm),
              belowFloor.map((deal) => `${deal.name} (${formatMoney(deal.floorCpm)})`),
            )}
          </span>
        </p>
      ) : null}
      {overCapacity && deliverable !== null && estimates.impressions !== null ? (
        <p
          role="status"
          className="mt-3 flex gap-2 rounded-md bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
        >
          <ExclamationTriangleIcon aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
          <span>
            Max capacity: the budget buys an estimated {formatCount(estimates.impressions)}{' '}
            impressions, more than the {formatCount(deliverable)} the targeted screens offer over
            this flight.
          </span>
        </p>
      ) : null}
    </section>
  );
}
