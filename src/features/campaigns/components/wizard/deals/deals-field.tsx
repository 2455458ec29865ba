// The Audience step's deals (DEAL-AUDIENCE-DEALS, DEAL-CHOOSABLE, DEAL-ONLY): the deals
// offered to the account, each with its Deal ID, publisher, auction and floor, chosen by checkbox
// (a short list, and every detail stays readable), and `Only run on these deals`. Paused and ended
// deals are listed, disabled, with why; one the campaign already holds stays checked and can be
// unchecked.
import type { Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { CheckboxInput } from '@/components/form/fields';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { AUCTION_TYPE_LABELS } from '@/rules/deal-rules';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';
import { dealUnavailable, dealUpcoming } from '@/features/campaigns/deal-choice';
import {
  DEAL_NOT_OFFERED,
  DEALS_EMPTY,
  DEALS_LOAD_ERROR,
  DEALS_ONLY_LABEL,
  dealStarts,
} from '@/features/campaigns/messages';
import { localIsoDate } from '@/lib/text/dates';
import { formatDate, formatMoney } from '@/lib/text/format';
import type { Deal } from '@/types/api';
import { useOfferedDeals } from '@/features/campaigns/hooks/use-offered-deals';
import { isolateText } from '@/lib/text/bidi-text';

export const DEALS_LABEL = 'Deals';

interface DealRowProps {
  dealId: string;
  deal: Deal | undefined;
  checked: boolean;
  today: string;
  onToggle: (dealId: string, checked: boolean) => void;
  /** The first row's box: where a submit with the deals' error puts the focus. */
  inputRef?: Ref<HTMLInputElement>;
}

function DealRow({ dealId, deal, checked, today, onToggle, inputRef }: DealRowProps) {
  const id = `deal-${dealId}`;
  const unavailable = deal ? dealUnavailable(deal, today) : DEAL_NOT_OFFERED;
  const note =
    unavailable ??
    (deal && dealUpcoming(deal, today)
      ? dealStarts(formatDate(`${deal.window.dateStart.slice(0, 10)}T00:00:00`))
      : null);
  return (
    <li className="flex gap-3 py-2.5">
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        checked={checked}
        // A deal the campaign holds can always be unchecked; an unavailable one not chosen.
        disabled={unavailable !== null && !checked}
        aria-describedby={`${id}-details`}
        onChange={(event) => onToggle(dealId, event.target.checked)}
        className="text-brand-600 focus-visible:outline-brand-600 mt-0.5 size-4 shrink-0 rounded border-gray-300 focus-visible:outline-2 disabled:opacity-50"
      />
      <div className="min-w-0 text-sm">
        <label
          htmlFor={id}
          className={`font-medium break-words ${unavailable && !checked ? 'text-gray-500' : 'text-gray-900'}`}
        >
          {deal?.name ?? dealId}
        </label>
        <p id={`${id}-details`} className="mt-0.5 text-xs break-words text-gray-600">
          <span className="font-mono">{dealId}</span>
          {deal ? (
            <>
              {' · '}
              {isolateText(deal.publisher.name)} · {AUCTION_TYPE_LABELS[deal.auctionType]} · Floor
              CPM {formatMoney(deal.floorCpm)}
            </>
          ) : null}
          {note ? (
            <span className={unavailable ? 'text-amber-800' : ''}>
              {' · '}
              {note}
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}

export function DealsField({ accountId }: { accountId: string }) {
  const offered = useOfferedDeals(accountId);
  const { trigger } = useFormContext<CampaignFormValues>();
  const deals = useController<CampaignFormValues, 'deals'>({ name: 'deals' });
  const today = localIsoDate();
  const chosen = deals.field.value;
  const byDealId = new Map((offered.data ?? []).map((deal) => [deal.dealId, deal]));
  // The offered deals, then any the campaign holds that the list does not (no longer offered).
  const rows = [
    ...(offered.data ?? []).map((deal) => deal.dealId),
    ...(offered.data ? chosen.filter((dealId) => !byDealId.has(dealId)) : []),
  ];
  const error = deals.fieldState.error?.message;

  // The rule reads both fields: recheck the list whenever either changes.
  const toggle = (dealId: string, checked: boolean) => {
    deals.field.onChange(
      checked ? [...chosen, dealId] : chosen.filter((candidate) => candidate !== dealId),
    );
    void trigger('deals');
  };

  return (
    <fieldset aria-describedby="deals-hint" className="space-y-2">
      <legend className="text-sm font-medium text-gray-900">{DEALS_LABEL}</legend>
      <p id="deals-hint" className="text-xs text-gray-600">
        Private marketplace deals publishers offer your seat. A chosen deal lets the campaign bid on
        the deal&apos;s screens at its terms. Leave empty to bid in the open auction only.
      </p>
      {offered.isPending ? (
        <p className="text-sm text-gray-600">Loading deals…</p>
      ) : offered.isError && !offered.data ? (
        <InlineLoadError
          message={DEALS_LOAD_ERROR}
          retrying={offered.isFetching}
          onRetry={() => void offered.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="rounded-md bg-gray-50 p-3 text-sm text-gray-600">{DEALS_EMPTY}</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-md px-3 ring-1 ring-gray-200">
          {rows.map((dealId, index) => (
            <DealRow
              inputRef={index === 0 ? deals.field.ref : undefined}
              key={dealId}
              dealId={dealId}
              deal={byDealId.get(dealId)}
              checked={chosen.includes(dealId)}
              today={today}
              onToggle={toggle}
            />
          ))}
        </ul>
      )}
      <CheckboxInput<CampaignFormValues>
        name="dealsOnly"
        label={DEALS_ONLY_LABEL}
        onChange={() => void trigger('deals')}
        hint="Bid only on the chosen deals, never in the open auction. The forecast then counts only the deals' screens, at no less than their floors."
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
