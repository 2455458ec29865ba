// The one-shot campaign body (CMP-WIZ-BODY; POST /campaigns, POST /campaigns/{id}/update):
// targets as externally tagged entries with empty ones left out, the window in local time
// (start 00:00:00, end 23:59:59), one budget by type, fees as fractions (the DSP fee from an
// Admin only).
import { cleanText } from '@/rules/field-bounds';
import type { EstimateInput } from '@/features/campaigns/estimates';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';
import { parseNumberText } from '@/lib/text/number-text';
import { percentToFraction } from '@/lib/text/format';
import { splitIds } from '@/lib/text/ids';
import type { CampaignSaveRequest, Creative, Target } from '@/types/api';

/** A fee typed as a percentage ("7.3") as the fraction the API takes (0.073); unreadable: 0. */
export function feeFraction(text: string): number {
  return percentToFraction(parseNumberText(text) ?? 0);
}

export function windowStartOf(date: string): string {
  return `${date}T00:00:00`;
}

export function windowEndOf(date: string): string {
  return `${date}T23:59:59`;
}

export function buildTargets(values: CampaignFormValues): Target[] {
  const targets: Target[] = [];
  const states = [...new Set(values.states)];
  const zips = splitIds(values.zips);
  const venueTypes = [...new Set(values.venueTypes)];
  const publishers = [...new Set(values.publishers)];
  const placements = splitIds(values.placementIds);
  const deals = [...new Set(values.deals)];
  if (states.length) targets.push({ AllowStates: states });
  if (zips.length) targets.push({ AllowZips: zips });
  if (venueTypes.length) targets.push({ AllowVenueTypes: venueTypes });
  if (publishers.length) targets.push({ AllowPublishers: publishers });
  if (placements.length) targets.push({ AllowPlacements: placements });
  if (deals.length) targets.push({ AllowDeals: deals });
  return targets;
}

/** The ads: each selected creative, in full when the gallery knows it (else by id). */
function buildAds(
  ids: readonly string[],
  creatives: readonly Creative[],
): CampaignSaveRequest['ads'] {
  const byId = new Map(creatives.map((creative) => [creative.id, creative]));
  return [...new Set(ids)].map((id) => ({
    creative: byId.get(id) ?? {
      id,
      name: '',
      url: '',
      mimeType: '',
      descriptor: { type: 'banner', width: 0, height: 0 },
    },
  }));
}

export interface CampaignBodyOptions {
  /**
   * Only an Admin may set the DSP fee, so only an Admin sends it. Left out, the server applies
   * the account's fee to a new campaign and keeps an edited campaign's own: the fee the form
   * shows, even after an admin changed the account's fee.
   */
  sendDspFee: boolean;
}

export function buildCampaignBody(
  values: CampaignFormValues,
  creatives: readonly Creative[],
  { sendDspFee }: CampaignBodyOptions,
): CampaignSaveRequest {
  const budget = parseNumberText(values.budget) ?? 0;
  const agency = feeFraction(values.agencyFee);
  return {
    name: cleanText(values.name),
    isPublished: values.isPublished,
    bidCpm: parseNumberText(values.bidCpm) ?? 0,
    budgets: values.budgetType === 'daily' ? { spendDaily: budget } : { spendLifetime: budget },
    enablePacing: values.enablePacing,
    schedule: {
      window: { dateStart: windowStartOf(values.dateStart), dateEnd: windowEndOf(values.dateEnd) },
      dayParts: [...values.dayParts]
        .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
        .map(({ weekday, hour, value }) => ({ weekday, hour, bidCpmOverride: value })),
      dayPartFallbackStrategy: values.dayPartFallbackStrategy,
    },
    fees: sendDspFee ? { dsp: feeFraction(values.dspFee), agency } : { agency },
    targets: buildTargets(values),
    categories: [...new Set(values.categories)],
    ads: buildAds(values.creativeIds, creatives),
    contentClips: [...new Set(values.contentClips)],
    // Left out when off, so a campaign without deals reads as before.
    ...(values.dealsOnly ? { dealsOnly: true } : {}),
  };
}

/** The estimates' input from the form as typed so far (unparsable numbers count as 0). */
export function estimateInputOf(
  values: Pick<
    CampaignFormValues,
    | 'budgetType'
    | 'budget'
    | 'dateStart'
    | 'dateEnd'
    | 'agencyFee'
    | 'dspFee'
    | 'bidCpm'
    | 'dayParts'
    | 'dayPartFallbackStrategy'
  >,
): EstimateInput {
  return {
    budgetType: values.budgetType,
    budget: parseNumberText(values.budget) ?? 0,
    dateStart: values.dateStart,
    dateEnd: values.dateEnd,
    fees: { dsp: feeFraction(values.dspFee), agency: feeFraction(values.agencyFee) },
    bidCpm: parseNumberText(values.bidCpm) ?? 0,
    dayParts: values.dayParts.map(({ weekday, hour, value }) => ({
      weekday,
      hour,
      bidCpmOverride: value,
    })),
    fallback: values.dayPartFallbackStrategy,
  };
}
