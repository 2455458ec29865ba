// Builds a report (RPT-BUILDER; GET /reports/{id}, RPT-CALLS) for any date range from the
// delivery model: daily rows, totals, and breakdowns by item, venue type and state whose sums
// equal the totals. Campaign delivery is spread over the screens its targets allow.
import { venueTypeLabel, venueTypeWithDescendants } from '@/data/venue-types';
import { usStateName } from '@/data/us-states';
import { getDb } from '@/mocks/db';
import { addDays, eachDay, type IsoDate, today as localToday } from '@/lib/text/dates';
import { campaignDelivery, type Delivery, placementDelivery } from '@/mocks/delivery';
import { hashString } from '@/mocks/random';
import type { CampaignRecord, DbState, PlacementRecord, ReportRecord } from '@/mocks/records';
import type { Report, ReportBreakdownRow, ReportRow } from '@/types/api';

export const DEFAULT_REPORT_DAYS = 90;
/** How many screens a campaign's delivery is spread over in breakdowns. */
const SCREENS_PER_CAMPAIGN = 12;

export interface ReportRange {
  start: IsoDate;
  end: IsoDate;
}

/** The last 90 days, today included. */
export function defaultReportRange(today: IsoDate = localToday()): ReportRange {
  return { start: addDays(today, -(DEFAULT_REPORT_DAYS - 1)), end: today };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function add(into: Delivery, delivery: Delivery): Delivery {
  into.impressions += delivery.impressions;
  into.plays += delivery.plays;
  into.spend = round2(into.spend + delivery.spend);
  return into;
}

const empty = (): Delivery => ({ impressions: 0, plays: 0, spend: 0 });

/** Split an integer total by weights so that the parts sum to it exactly (largest remainder). */
function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let rest = total - parts.reduce((acc, part) => acc + part, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction);
  for (const { index } of order) {
    if (rest <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    rest -= 1;
  }
  return parts;
}

function splitDelivery(total: Delivery, weights: readonly number[]): Delivery[] {
  const impressions = allocate(total.impressions, weights);
  const plays = allocate(total.plays, weights);
  const cents = allocate(Math.round(total.spend * 100), weights);
  return weights.map((_, index) => ({
    impressions: impressions[index] ?? 0,
    plays: plays[index] ?? 0,
    spend: (cents[index] ?? 0) / 100,
  }));
}

/** The stored placements a campaign's targets allow, at most SCREENS_PER_CAMPAIGN of them. */
function campaignScreens(campaign: CampaignRecord, placements: readonly PlacementRecord[]) {
  let matching = placements;
  for (const target of campaign.targets) {
    if ('AllowStates' in target && target.AllowStates.length > 0) {
      matching = matching.filter((p) =>
        target.AllowStates.includes(p.location.address?.state ?? ''),
      );
    } else if ('AllowZips' in target && target.AllowZips.length > 0) {
      matching = matching.filter((p) => target.AllowZips.includes(p.location.address?.zip ?? ''));
    } else if ('AllowPublishers' in target && target.AllowPublishers.length > 0) {
      matching = matching.filter((p) => target.AllowPublishers.includes(p.accountId));
    } else if ('AllowPlacements' in target && target.AllowPlacements.length > 0) {
      matching = matching.filter((p) => target.AllowPlacements.includes(p.id));
    } else if ('AllowVenueTypes' in target && target.AllowVenueTypes.length > 0) {
      const kinds = new Set(target.AllowVenueTypes.flatMap(venueTypeWithDescendants));
      matching = matching.filter((p) => kinds.has(p.kind));
    }
  }
  if (matching.length === 0) matching = placements;
  return [...matching]
    .sort((a, b) => hashString(campaign.id + a.id) - hashString(campaign.id + b.id))
    .slice(0, SCREENS_PER_CAMPAIGN);
}

type Allocation = { placement: PlacementRecord; delivery: Delivery };

function group(
  allocations: readonly Allocation[],
  keyOf: (placement: PlacementRecord) => { key: string; label: string },
): ReportBreakdownRow[] {
  const rows = new Map<string, ReportBreakdownRow>();
  for (const { placement, delivery } of allocations) {
    const { key, label } = keyOf(placement);
    const row = rows.get(key) ?? { key, label, impressions: 0, plays: 0, spend: 0 };
    rows.set(key, { ...row, ...add({ ...row }, delivery) });
  }
  return sortRows([...rows.values()]);
}

function sortRows(rows: ReportBreakdownRow[]): ReportBreakdownRow[] {
  return rows.sort((a, b) => b.impressions - a.impressions || a.key.localeCompare(b.key));
}

const byVenue = (p: PlacementRecord) => ({ key: String(p.kind), label: venueTypeLabel(p.kind) });
const byState = (p: PlacementRecord) => {
  const state = p.location.address?.state ?? '';
  return { key: state || 'unknown', label: state ? usStateName(state) : 'Unknown' };
};

export function buildReport(
  report: ReportRecord,
  range: ReportRange = defaultReportRange(),
  db: DbState = getDb(),
  today: IsoDate = localToday(),
): Report {
  const days = range.start <= range.end ? eachDay(range.start, range.end) : [];
  const rows: ReportRow[] = days.map((date) => ({ date, impressions: 0, plays: 0, spend: 0 }));
  let allocations: Allocation[] = [];
  let byItem: ReportBreakdownRow[] = [];

  if (report.kind === 'AllPlacements') {
    const placements = db.placements.filter((p) => p.accountId === report.accountId);
    allocations = placements.map((placement) => {
      const total = empty();
      days.forEach((date, index) => {
        // Like campaigns, a screen has sold nothing on days still to come.
        const delivery = date > today ? empty() : placementDelivery(placement, date);
        add(total, delivery);
        add(rows[index] as Delivery, delivery);
      });
      return { placement, delivery: total };
    });
    byItem = sortRows(
      allocations.map(({ placement, delivery }) => ({
        key: placement.id,
        label: placement.name,
        ...delivery,
      })),
    );
  } else {
    const campaigns = db.campaigns.filter((campaign) =>
      report.kind === 'Campaign'
        ? campaign.id === report.campaignId
        : campaign.accountId === report.accountId,
    );
    for (const campaign of campaigns) {
      const total = empty();
      days.forEach((date, index) => {
        const delivery = campaignDelivery(campaign, date, today);
        add(total, delivery);
        add(rows[index] as Delivery, delivery);
      });
      const screens = campaignScreens(campaign, db.placements);
      const weights = screens.map((p) => 1 + (hashString(`${campaign.id}:${p.id}`) % 100) / 25);
      const parts = splitDelivery(total, weights);
      screens.forEach((placement, index) =>
        allocations.push({ placement, delivery: parts[index] ?? empty() }),
      );
      if (report.kind === 'AllCampaigns') {
        byItem.push({ key: campaign.id, label: campaign.name, ...total });
      }
    }
    byItem =
      report.kind === 'AllCampaigns'
        ? sortRows(byItem)
        : group(allocations, (p) => ({ key: p.id, label: p.name }));
  }

  const totals = rows.reduce((acc, row) => add(acc, row), empty());
  return {
    id: report.id,
    name: report.name,
    kind: report.kind,
    description: report.description,
    currency: 'USD',
    rows,
    totals,
    breakdowns: {
      byVenueType: group(allocations, byVenue),
      byState: group(allocations, byState),
      byItem,
    },
  };
}
