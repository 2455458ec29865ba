// demo-hostile=1: one extra record per entity whose name is a payload a careless UI would
// break on (and a second account, and the report's description, with bidi controls,
// zero-width characters and a NUL: issue 30). Everything must render as inert text, wrap or truncate, and keep its layout.
import type {
  HistoryEntryRecord,
  AccountRecord,
  BidderRecord,
  CampaignRecord,
  ClipRecord,
  CreativeRecord,
  DealRecord,
  PlacementRecord,
  ReportRecord,
  ReviewRecord,
} from '@/mocks/records';
import { addDays } from '@/lib/text/dates';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';

export const HOSTILE_HTML = '<img src=x onerror=alert(1)><script>alert(1)</script>';
/** 500 characters without a space: breaks layouts that cannot wrap. */
export const HOSTILE_LONG = 'Unbreakable_name_without_any_spaces_'.repeat(14).slice(0, 500);
export const HOSTILE_RTL = 'حملة قهوة الصباح — קמפיין קפה של בוקר';
export const HOSTILE_EMOJI = '☕️🔥 Morning Brew 🚀👩🏽‍💻🇺🇸✨';
/**
 * Bidi controls left open: a right-to-left override (U+202E, the `exe.png` spoof) and a
 * right-to-left isolate (U+2067) with no closing PDF/PDI. Shown carelessly, they reorder the
 * text after the name on the same line.
 */
export const HOSTILE_BIDI = 'Invoice \u202Egnp.exe\u2067 #2';
/** Zero-width space, non-joiner, joiner, word joiner and BOM inside a name. */
export const HOSTILE_ZERO_WIDTH = 'Zero\u200Bwidth\u200C\u200D\u2060\uFEFFname';
/** A NUL inside a name: the text after it must still be shown (C strings stop there). */
export const HOSTILE_NUL = 'Before\u0000after NUL';
/** The invisible advertiser's name (and the end of the hostile report's description). */
export const HOSTILE_INVISIBLE = `${HOSTILE_BIDI} ${HOSTILE_ZERO_WIDTH} ${HOSTILE_NUL}`;

export const HOSTILE_IDS = {
  account: 'acc_hostile',
  /** the account whose name holds bidi controls, zero-width characters and a NUL */
  invisibleAccount: 'acc_hostile_invisible',
  bidder: 'bid_hostile',
  campaign: 'cmp_hostile',
  creative: 'cr_hostile',
  placement: 'pl_hostile',
  /** a clip's key (clips have no id) */
  clip: 'clip_hostile',
  report: 'rpt_cmp_hostile',
  review: 'rev_hostile',
  deal: 'deal_hostile',
} as const;

export interface HostileRecords {
  deal: DealRecord;
  account: AccountRecord;
  invisibleAccount: AccountRecord;
  bidder: BidderRecord;
  campaign: CampaignRecord;
  creative: CreativeRecord;
  placement: PlacementRecord;
  clip: ClipRecord;
  /** the hostile campaign's report, as every campaign has one */
  report: ReportRecord;
  /** the hostile creative waiting in Northwind's review queue, from the hostile advertiser */
  review: ReviewRecord;
}

/** Derived from seeded records so the hostile ones are otherwise complete and valid. */
export function buildHostileRecords(template: {
  campaign: CampaignRecord;
  creative: CreativeRecord;
  placement: PlacementRecord;
  clip: ClipRecord;
}): HostileRecords {
  const creative: CreativeRecord = {
    ...template.creative,
    id: HOSTILE_IDS.creative,
    name: HOSTILE_EMOJI,
  };
  const { accountId: _accountId, createdAt: _createdAt, ...creativeOnWire } = creative;
  return {
    account: {
      id: HOSTILE_IDS.account,
      name: HOSTILE_HTML,
      kind: 'Advertiser',
      fees: { dsp: 0.1 },
      createdAt: '2024-12-01T12:00:00.000Z',
    },
    invisibleAccount: {
      id: HOSTILE_IDS.invisibleAccount,
      name: HOSTILE_INVISIBLE,
      kind: 'Advertiser',
      fees: { dsp: 0.1 },
      createdAt: '2024-12-01T12:30:00.000Z',
    },
    bidder: {
      id: HOSTILE_IDS.bidder,
      name: HOSTILE_LONG,
      isActive: true,
      // Stored in full; the API answers its last four (`ipt>`), shown as text (BID-SECRET-WRITE-ONLY).
      protocol: { Adomni: { ownerKey: HOSTILE_HTML } },
      budgets: { spendDaily: 100 },
      timeoutMs: 250,
      sendRate: 0.5,
      targets: [],
    },
    campaign: {
      ...template.campaign,
      id: HOSTILE_IDS.campaign,
      accountId: ACCOUNT_IDS.acme,
      name: HOSTILE_RTL,
      ads: [{ creative: creativeOnWire }],
    },
    creative,
    // DEAL-SEED-HOSTILE: offered to Acme, so the buyer's and the publisher's deal screens both
    // show it.
    deal: {
      id: HOSTILE_IDS.deal,
      dealId: 'MQ-H0ST1LE000',
      name: `${HOSTILE_HTML} ${HOSTILE_RTL} ${HOSTILE_EMOJI}`,
      accountId: ACCOUNT_IDS.northwind,
      auctionType: 'FirstPrice',
      floorCpm: 4,
      priority: 10,
      // The invisible account is a seat: its name is composed into `name (seat)` beside text.
      seats: [ACCOUNT_IDS.acme, HOSTILE_IDS.invisibleAccount, HOSTILE_LONG.slice(0, 100)],
      placements: [template.placement.id],
      window: { dateStart: '2024-12-01', dateEnd: '2099-12-31' },
      dayParts: [],
      isActive: true,
      createdAt: '2024-11-30T12:00:00.000Z',
      pausedOn: null,
    },
    placement: {
      ...template.placement,
      id: HOSTILE_IDS.placement,
      accountId: ACCOUNT_IDS.northwind,
      name: `${HOSTILE_RTL} ${HOSTILE_HTML}`,
      externalId: HOSTILE_LONG.slice(0, 120),
      placementKey: 'pk_hostile',
    },
    // In a real category, so it sits among the seeded clips of the content screen.
    clip: {
      ...template.clip,
      key: HOSTILE_IDS.clip,
      name: `${HOSTILE_HTML} ${HOSTILE_RTL} ${HOSTILE_EMOJI} ${HOSTILE_LONG}`,
    },
    report: {
      id: HOSTILE_IDS.report,
      accountId: ACCOUNT_IDS.acme,
      name: HOSTILE_RTL,
      kind: 'Campaign',
      description: `${HOSTILE_HTML} ${HOSTILE_EMOJI} ${HOSTILE_INVISIBLE}`,
      campaignId: HOSTILE_IDS.campaign,
    },
    review: {
      id: HOSTILE_IDS.review,
      status: 'Pending',
      submittedAt: '2024-12-02T12:00:00.000Z',
      advertiser: { id: HOSTILE_IDS.account, name: HOSTILE_HTML },
      campaign: { id: HOSTILE_IDS.campaign, name: HOSTILE_RTL },
      creative: creativeOnWire,
      publisherAccountId: ACCOUNT_IDS.northwind,
    },
  };
}

/**
 * The hostile records' change history: hostile names and values in the History sections and
 * Activity (by Acme's and Northwind's people, the day before the seed day), as text that never
 * widens a page.
 */
export function hostileHistory(records: HostileRecords, seededOn: string): HistoryEntryRecord[] {
  const at = `${addDays(seededOn, -1)}T12:00:00.000Z`;
  const dana = { id: 'usr_dsp', name: 'Dana Buyer' };
  const sam = { id: 'usr_ssp', name: 'Sam Publisher' };
  const base = { onBehalfOf: null, via: 'form' as const, action: 'updated' as const };
  return [
    {
      ...base,
      id: 'hist_hostile_campaign',
      at,
      actor: dana,
      transactionId: 'txn_hostile_campaign',
      record: { kind: 'campaign', id: records.campaign.id, name: records.campaign.name },
      changes: [
        { field: 'name', label: 'Campaign name', old: HOSTILE_LONG, new: records.campaign.name },
        { field: 'bidCpm', label: 'Bid CPM', old: HOSTILE_HTML, new: HOSTILE_EMOJI },
      ],
      accountId: ACCOUNT_IDS.acme,
      actorAccountId: ACCOUNT_IDS.acme,
    },
    {
      ...base,
      id: 'hist_hostile_deal',
      at,
      actor: sam,
      transactionId: 'txn_hostile_deal',
      record: { kind: 'deal', id: records.deal.id, name: records.deal.name },
      changes: [{ field: 'floorCpm', label: 'Floor CPM', old: HOSTILE_INVISIBLE, new: '$4.00' }],
      accountId: ACCOUNT_IDS.northwind,
      actorAccountId: ACCOUNT_IDS.northwind,
      buyerAccountIds: [ACCOUNT_IDS.acme],
    },
  ];
}
