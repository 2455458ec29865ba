// The fresh demo database (DEMO-SEED). Deterministic: the same seed day gives the
// same data, byte for byte. Entity seeds live beside this file, in src/mocks/seed/.
import { type IsoDate, today } from '@/lib/text/dates';
import type { DbState } from '@/mocks/records';
import { seedAccounts } from '@/mocks/seed/accounts';
import { seedBidders } from '@/mocks/seed/bidders';
import { seedCampaigns } from '@/mocks/seed/campaigns';
import { seedClips } from '@/mocks/seed/clips';
import { seedCreatives } from '@/mocks/seed/creatives';
import { seedDeals } from '@/mocks/seed/deals';
import { seedHistory } from '@/mocks/seed/history';
import { buildHostileRecords, HOSTILE_IDS, hostileHistory } from '@/mocks/seed/hostile';
import { seedInventoryReports } from '@/mocks/seed/inventory';
import { seedPlacements } from '@/mocks/seed/placements';
import { seedReports } from '@/mocks/seed/reports';
import { seedReviews } from '@/mocks/seed/reviews';
import { seedUsers } from '@/mocks/seed/users';

export function createSeed(options: { seedDay?: IsoDate; hostile?: boolean } = {}): DbState {
  const seedDay = options.seedDay ?? today();
  const accounts = seedAccounts();
  const creatives = seedCreatives();
  const dspFees = Object.fromEntries(accounts.map((account) => [account.id, account.fees.dsp]));
  const campaigns = seedCampaigns(seedDay, creatives, dspFees);
  const state: DbState = {
    seededOn: seedDay,
    accounts,
    users: seedUsers(),
    sessions: {},
    linkTokens: [],
    bidders: seedBidders(),
    campaigns,
    creatives,
    clips: seedClips(),
    placements: seedPlacements(),
    generatedPlacementOverrides: {},
    placementVersions: [],
    reviews: seedReviews(seedDay, accounts, campaigns, creatives),
    deals: seedDeals(seedDay),
    reviewRules: [],
    reports: seedReports(campaigns),
    inventoryReports: seedInventoryReports(),
    files: [],
    debugSessions: [],
    batchJobs: [],
    idempotentReplies: [],
    history: [],
    deletedPlacements: [],
    hostile: false,
  };
  state.history = seedHistory(state);
  return applyHostileKnob(state, options.hostile ?? false);
}

/** Adds or removes the demo-hostile records so the data matches the knob. */
export function applyHostileKnob(state: DbState, hostile: boolean): DbState {
  if (state.hostile === hostile) return state;
  const hostileIds = new Set<string>(Object.values(HOSTILE_IDS));
  const keep = <T extends { id: string }>(records: T[]) =>
    records.filter((record) => !hostileIds.has(record.id));
  state.accounts = keep(state.accounts);
  state.bidders = keep(state.bidders);
  state.campaigns = keep(state.campaigns);
  state.creatives = keep(state.creatives);
  state.placements = keep(state.placements);
  state.reports = keep(state.reports);
  state.reviews = keep(state.reviews);
  state.deals = keep(state.deals);
  state.clips = state.clips.filter((clip) => clip.key !== HOSTILE_IDS.clip);
  state.history = state.history.filter((entry) => !hostileIds.has(entry.record.id));
  state.hostile = hostile;
  if (!hostile) return state;

  const campaign = state.campaigns.find((record) => record.id === 'cmp_1');
  const creative = state.creatives.find((record) => record.id === 'cr_1');
  const placement = state.placements.find((record) => record.id === 'pl_nw_001');
  const clip = state.clips.find((record) => record.key === 'insp_1');
  if (!campaign || !creative || !placement || !clip) return state;
  const records = buildHostileRecords({ campaign, creative, placement, clip });
  state.accounts.push(records.account, records.invisibleAccount);
  state.bidders.push(records.bidder);
  state.campaigns.push(records.campaign);
  state.creatives.push(records.creative);
  state.placements.push(records.placement);
  state.clips.push(records.clip);
  state.reports.push(records.report);
  state.reviews.push(records.review);
  state.deals.push(records.deal);
  state.history.push(...hostileHistory(records, state.seededOn));
  return state;
}
