// Campaign bodies (POST /campaigns and POST /campaigns/{id}/update), validated like a server
// (CMP-SERVER-CHECKS, and the wizard's rules: CMP-NAME, CMP-BUDGET, CMP-BID-CPM, CMP-AGENCY-FEE,
// CMP-DSP-FEE, CMP-FEES-TOTAL, CMP-PUBLISHERS, CMP-PLUS). The mock API answers 400 with the
// first broken rule's message, in the wizard's own words (src/rules/campaign-rules.ts).
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import { CAMPAIGN_RULE_MESSAGES as C } from '@/rules/campaign-rules';
import { CAMPAIGN_DEAL_MESSAGES } from '@/rules/deal-rules';
import { isIabCategoryCode } from '@/data/iab-categories';
import { fail } from '@/mocks/http';
import type { AccountRecord, DbState } from '@/mocks/records';
import { toCreative } from '@/mocks/serializers';
import {
  boundedMoney,
  isRecord,
  requiredBoolean,
  requiredName,
  toNumber,
} from '@/mocks/validation/common';
import { parseSchedule } from '@/mocks/validation/schedule';
import { parseTargets } from '@/mocks/validation/targets';
import type { Campaign, CampaignAd, CampaignBudgets, Target } from '@/types/api';

export const CAMPAIGN_MESSAGES = {
  nameRequired: C.nameRequired,
  published: 'isPublished must be true or false',
  pacing: 'enablePacing must be true or false',
  bidCpmRequired: C.bidCpmRequired,
  bidCpmMin: C.bidCpmMin,
  oneBudget: 'Set exactly one budget: spendLifetime or spendDaily',
  budgetMin: C.budgetMin,
  agencyFee: C.agencyFeeRange,
  dspFee: C.dspFeeRange,
  dspFeeAdminOnly: 'Only an Admin may change the DSP fee',
  feesTotal: C.feesTotal,
  publisher: 'Unknown publisher',
  category: 'Unknown IAB category',
  adsRequired: C.creativesRequired,
  unknownCreative: 'Unknown ad creative',
  unknownClip: 'Unknown content clip',
} as const;

const M = CAMPAIGN_MESSAGES;
const MAX_FEE = 0.99;

export interface CampaignParseContext {
  /** A new campaign may not start in the past; an edited one may. */
  isNew: boolean;
  /** Only an Admin may set a DSP fee other than `dspFee`. */
  isAdmin: boolean;
  /** The account the campaign belongs to: its creatives. */
  account: AccountRecord;
  /**
   * The DSP fee that applies when the body leaves it out: on create the account's current fee,
   * on update the campaign's own saved fee (an admin may have changed the account's since).
   */
  dspFee: number;
  db: DbState;
  /** The campaign's name on an update (FORM-TEXT-BOUNDS keeps it as it is). */
  storedName?: string;
  /**
   * The Deal IDs the campaign holds on an update: one no longer offered to its account may stay
   * (DEAL-CHOOSABLE), so a change elsewhere is never refused for it; a new one must be offered.
   */
  heldDeals?: readonly string[];
}

function parseBudgets(value: unknown): CampaignBudgets {
  const budgets = isRecord(value) ? value : {};
  const given = (['spendLifetime', 'spendDaily'] as const).filter(
    (key) => budgets[key] !== undefined && budgets[key] !== null,
  );
  const key = given.length === 1 ? given[0] : undefined;
  if (!key) fail(M.oneBudget);
  const amount = toNumber(budgets[key]);
  if (amount === undefined || amount < 1) fail(M.budgetMin);
  boundedMoney(amount, L.budget, 'budget');
  return key === 'spendDaily' ? { spendDaily: amount } : { spendLifetime: amount };
}

function parseFees(value: unknown, { isAdmin, dspFee }: CampaignParseContext) {
  const fees = isRecord(value) ? value : {};
  const agency = fees.agency === undefined ? 0 : toNumber(fees.agency);
  if (agency === undefined || agency < 0 || agency > MAX_FEE) fail(M.agencyFee);
  // An omitted DSP fee is the one that applies; a non-admin may only send that same value.
  const dsp = fees.dsp === undefined ? dspFee : toNumber(fees.dsp);
  if (dsp === undefined || dsp < 0 || dsp > MAX_FEE) fail(M.dspFee);
  if (!isAdmin && Math.abs(dsp - dspFee) > 1e-9) fail(M.dspFeeAdminOnly, 403);
  if (agency + dsp >= 1) fail(M.feesTotal);
  return { dsp, agency };
}

/** Targets with empty lists dropped (an empty allow-list would allow nothing). */
function parseCampaignTargets(
  value: unknown,
  { db, account, heldDeals = [] }: CampaignParseContext,
): Target[] {
  const targets = parseTargets(value).filter((target) => {
    const ids: unknown = Object.values(target)[0];
    return Array.isArray(ids) && ids.length > 0;
  });
  const publishers = new Set(
    db.accounts.filter((account) => account.kind === 'Publisher').map((account) => account.id),
  );
  for (const target of targets) {
    if ('AllowPublishers' in target && !target.AllowPublishers.every((id) => publishers.has(id))) {
      fail(M.publisher);
    }
    // A campaign bids only on deals offered to its account's seat (DEAL-CAMPAIGN-DEALS).
    const unoffered =
      'AllowDeals' in target
        ? target.AllowDeals.find(
            (dealId) =>
              !heldDeals.includes(dealId) &&
              !db.deals.some((deal) => deal.dealId === dealId && deal.seats.includes(account.id)),
          )
        : undefined;
    if (unoffered) fail(CAMPAIGN_DEAL_MESSAGES.unknownDeal(unoffered));
  }
  return targets;
}

/** `Only run on these deals`: absent is false; true needs at least one deal. */
function parseDealsOnly(value: unknown, targets: readonly Target[]): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') fail(CAMPAIGN_DEAL_MESSAGES.dealsOnly);
  if (value && !targets.some((target) => 'AllowDeals' in target)) {
    fail(CAMPAIGN_DEAL_MESSAGES.dealsOnlyWithoutDeals);
  }
  return value;
}

function parseCategories(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every(isIabCategoryCode)) fail(M.category);
  return [...new Set(value)];
}

/** Each ad names a creative of the account by id; it is stored as the creative in full. */
function parseAds(value: unknown, { account, db }: CampaignParseContext): CampaignAd[] {
  if (!Array.isArray(value) || value.length === 0) fail(M.adsRequired);
  const ids = value.map((ad) => {
    const creative = isRecord(ad) && isRecord(ad.creative) ? ad.creative : {};
    return typeof creative.id === 'string' ? creative.id : '';
  });
  return [...new Set(ids)].map((id) => {
    const creative = db.creatives.find(
      (candidate) => candidate.id === id && candidate.accountId === account.id,
    );
    if (!creative) fail(M.unknownCreative);
    return { creative: toCreative(creative) };
  });
}

function parseClips(value: unknown, db: DbState): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(M.unknownClip);
  const known = new Set(db.clips.map((clip) => clip.key));
  const keys = value.filter((key): key is string => typeof key === 'string' && known.has(key));
  if (keys.length !== value.length) fail(M.unknownClip);
  return [...new Set(keys)];
}

/** A checked save as the campaign stores it: the DSP fee settled, each ad's creative in full. */
type ParsedCampaign = Omit<Campaign, 'id' | 'accountId' | 'statsLifetime'>;

/** A whole campaign body (the API's saves are one-shot: every field, every time). */
export function parseCampaignInput(
  body: Record<string, unknown>,
  context: CampaignParseContext,
): ParsedCampaign {
  const name = requiredName(body.name, M.nameRequired, L.campaignName, context.storedName);
  const targets = parseCampaignTargets(body.targets, context);
  const dealsOnly = parseDealsOnly(body.dealsOnly, targets);
  const categories = parseCategories(body.categories);
  const ads = parseAds(body.ads, context);
  const contentClips = parseClips(body.contentClips, context.db);
  const schedule = parseSchedule(body.schedule, context.isNew);
  const budgets = parseBudgets(body.budgets);
  if (body.bidCpm === undefined || body.bidCpm === null || body.bidCpm === '') {
    fail(M.bidCpmRequired);
  }
  const bidCpm = toNumber(body.bidCpm);
  if (bidCpm === undefined || bidCpm < 0) fail(M.bidCpmMin);
  boundedMoney(bidCpm, L.bidCpm, 'cpm');
  return {
    name,
    isPublished: requiredBoolean(body.isPublished, M.published),
    bidCpm,
    budgets,
    enablePacing: requiredBoolean(body.enablePacing, M.pacing),
    schedule,
    fees: parseFees(body.fees, context),
    targets,
    categories,
    ads,
    contentClips,
    ...(dealsOnly ? { dealsOnly } : {}),
  };
}
