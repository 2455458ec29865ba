// Launch (CMP-LAUNCH-SUMMARY): a summary of every step with a link back to it, names not ids
// (CMP-NAMES-FAILED), and the publish choice (CMP-PUBLISH), with the chosen creatives' reviews
// (CRE-REVIEWS). The estimates are in the forecast beside it, complete by now.
import { useWatch } from 'react-hook-form';
import { usePublishers } from '@/api/accounts';
import { useClips } from '@/api/content';
import { useCreatives } from '@/api/creatives';
import { CheckboxInput } from '@/components/form/fields';
import {
  SummaryItem as Item,
  SummarySectionCard as Section,
  type SummarySection,
} from '@/components/wizard';
import { iabCategoryLabel } from '@/data/iab-categories';
import { usStateName } from '@/data/us-states';
import { venueTypeLabel } from '@/data/venue-types';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';
import { ChosenCreativeReviews } from '@/features/campaigns/components/wizard/chosen-creative-reviews';
import { dealLabel, useOfferedDeals } from '@/features/campaigns/hooks/use-offered-deals';
import { DEALS_ONLY_LABEL } from '@/features/campaigns/messages';
import { NAMES_FAILED, NamesOr } from '@/features/campaigns/components/names-or';
import { parseNumberText } from '@/lib/text/number-text';
import { FALLBACK_OPTIONS } from '@/features/campaigns/components/wizard/steps/schedule-step';
import { splitIds } from '@/lib/text/ids';
import { formatDate, formatMoney, MISSING } from '@/lib/text/format';

function list(items: readonly string[], none = 'Any'): string {
  return items.length ? items.join(', ') : none;
}

export type { SummarySection };

/**
 * `steps` names the sections after the wizard's steps (General … Schedule), in order;
 * `accountId` is the campaign's account, whose offered deals name the chosen Deal IDs.
 */
export function LaunchStep({
  steps,
  accountId,
}: {
  steps: readonly SummarySection[];
  accountId: string;
}) {
  const values = useWatch<CampaignFormValues>() as CampaignFormValues;
  const publishers = usePublishers();
  const deals = useOfferedDeals(accountId);
  const creatives = useCreatives(accountId);
  const clips = useClips();
  const [general, audience, adCreatives, plus, schedule] = steps;
  if (!general || !audience || !adCreatives || !plus || !schedule) return null;

  const publisherName = new Map((publishers.data ?? []).map((p) => [p.id, p.name]));
  const creativeName = new Map((creatives.data?.creatives ?? []).map((c) => [c.id, c.name]));
  const clipName = new Map((clips.data ?? []).map((c) => [c.key, c.name]));
  const dealByDealId = new Map((deals.data ?? []).map((deal) => [deal.dealId, deal]));
  const budget = parseNumberText(values.budget);
  const overrides = values.dayParts.filter((part) => part.value !== null).length;
  const fallback = FALLBACK_OPTIONS.find(
    (option) => option.value === values.dayPartFallbackStrategy,
  );

  return (
    <>
      <Section step={general}>
        <Item term="Name">{values.name || MISSING}</Item>
      </Section>
      <Section step={audience}>
        <Item term="States">{list(values.states.map(usStateName))}</Item>
        <Item term="Zip codes">{list(splitIds(values.zips))}</Item>
        <Item term="Venue types">{list(values.venueTypes.map(venueTypeLabel))}</Item>
        <Item term="Publishers">
          <NamesOr query={publishers} failed={NAMES_FAILED.publishers}>
            {list(values.publishers.map((id) => publisherName.get(id) ?? id))}
          </NamesOr>
        </Item>
        <Item term="Placement IDs">{list(splitIds(values.placementIds))}</Item>
        <Item term="Deals">
          {list(
            values.deals.map((dealId) => dealLabel(dealId, dealByDealId)),
            'None',
          )}
        </Item>
        {values.dealsOnly ? <Item term={DEALS_ONLY_LABEL}>Yes</Item> : null}
      </Section>
      <Section step={adCreatives}>
        <Item term="IAB categories">{list(values.categories.map(iabCategoryLabel), 'None')}</Item>
        <Item term="Ad creatives">
          <NamesOr query={creatives} failed={NAMES_FAILED.creatives}>
            {list(
              values.creativeIds.map((id) => creativeName.get(id) ?? id),
              'None',
            )}
          </NamesOr>
        </Item>
      </Section>
      <Section step={plus}>
        <Item term="Clips">
          <NamesOr query={clips} failed={NAMES_FAILED.clips}>
            {list(
              values.contentClips.map((key) => clipName.get(key) ?? key),
              'None',
            )}
          </NamesOr>
        </Item>
      </Section>
      <Section step={schedule}>
        <Item term="Flight">
          {values.dateStart ? formatDate(`${values.dateStart}T00:00:00`) : MISSING} –{' '}
          {values.dateEnd ? formatDate(`${values.dateEnd}T00:00:00`) : MISSING}
        </Item>
        <Item term="Budget">
          {budget === null
            ? MISSING
            : `${formatMoney(budget)} ${values.budgetType === 'daily' ? 'per day' : 'lifetime'}`}
        </Item>
        <Item term="Bid CPM">{formatMoney(parseNumberText(values.bidCpm))}</Item>
        <Item term="Pacing">{values.enablePacing ? 'On' : 'Off'}</Item>
        <Item term="Day-parts">
          {values.dayParts.length
            ? `${values.dayParts.length} hours a week, ${overrides} with a CPM override`
            : 'None'}
        </Item>
        <Item term="Outside day-parts">{fallback?.label ?? MISSING}</Item>
        <Item term="Fees">
          Agency {values.agencyFee || '0'}%, DSP {values.dspFee || '0'}%
        </Item>
      </Section>
      <ChosenCreativeReviews
        creatives={(creatives.data?.creatives ?? []).filter((creative) =>
          values.creativeIds.includes(creative.id),
        )}
      />
      <CheckboxInput<CampaignFormValues>
        name="isPublished"
        label="Publish the campaign"
        hint="A published campaign bids from its start date; unpublished, it is saved and paused."
      />
    </>
  );
}
