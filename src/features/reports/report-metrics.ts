// A report's numbers as the screen and its CSV show them, computed once here so both agree:
// totals summed from the daily rows (money in whole cents, so no float drift), eCPM, the money
// column's name (publishers earn revenue, buyers spend), and the breakdowns' sort.
import type { SortState } from '@/types/sort';
import { sortRows, type Column } from '@/components/ui/table-sort';
import type { Report, ReportBreakdownRow, ReportRow } from '@/types/api';

export interface Totals {
  impressions: number;
  plays: number;
  /** Dollars, rounded to the cent. */
  spend: number;
}

const finite = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

// RPT-TOTALS
/** The sum of the rows; a missing or unreadable value counts as 0. */
export function reportTotals(rows: readonly Pick<ReportRow, keyof Totals>[]): Totals {
  let impressions = 0;
  let plays = 0;
  let cents = 0;
  for (const row of rows) {
    impressions += finite(row.impressions);
    plays += finite(row.plays);
    cents += Math.round(finite(row.spend) * 100);
  }
  return { impressions, plays, spend: cents / 100 };
}

// RPT-ECPM
/** Effective CPM: dollars per thousand impressions, to the cent; null without impressions. */
export function ecpm(spend: number, impressions: number): number | null {
  if (!(impressions > 0) || !Number.isFinite(spend)) return null;
  return Math.round((spend / impressions) * 1000 * 100) / 100;
}

// RPT-REVENUE
/** Publishers' reports (all placements) earn revenue; buyers' reports spend. */
export function isRevenueReport(kind: string): boolean {
  return kind === 'AllPlacements';
}

export function moneyLabel(kind: string): 'Revenue' | 'Spend' {
  return isRevenueReport(kind) ? 'Revenue' : 'Spend';
}

/** What the item breakdown lists: campaigns for all campaigns, else screens (placements). */
export function itemLabel(kind: string): 'Campaign' | 'Placement' {
  return kind === 'AllCampaigns' ? 'Campaign' : 'Placement';
}

// RPT-BREAKDOWNS
export type BreakdownId = 'byItem' | 'byVenueType' | 'byState';
export const BREAKDOWN_IDS: readonly BreakdownId[] = ['byItem', 'byVenueType', 'byState'];

export function breakdownTitle(id: BreakdownId, kind: string): string {
  if (id === 'byItem') return `By ${itemLabel(kind).toLowerCase()}`;
  return id === 'byVenueType' ? 'By venue type' : 'By state';
}

export function breakdownNameHeader(id: BreakdownId, kind: string): string {
  if (id === 'byItem') return itemLabel(kind);
  return id === 'byVenueType' ? 'Venue type' : 'State';
}

// RPT-SORT
/** The URL param keeping each breakdown's sort. */
export const SORT_PARAMS: Record<BreakdownId, string> = {
  byItem: 'itemSort',
  byVenueType: 'venueSort',
  byState: 'stateSort',
};

export type BreakdownColumnId = 'label' | 'impressions' | 'plays' | 'spend' | 'ecpm';

export const BREAKDOWN_SORT_VALUES: Record<
  BreakdownColumnId,
  (row: ReportBreakdownRow) => string | number | null
> = {
  label: (row) => row.label,
  impressions: (row) => finite(row.impressions),
  plays: (row) => finite(row.plays),
  spend: (row) => finite(row.spend),
  // A row without impressions has no eCPM (shown as —); it sorts as 0, below every other.
  ecpm: (row) => ecpm(finite(row.spend), finite(row.impressions)) ?? 0,
};

export const BREAKDOWN_COLUMN_IDS = Object.keys(BREAKDOWN_SORT_VALUES) as BreakdownColumnId[];

/** The server's order: most impressions first. */
export const DEFAULT_BREAKDOWN_SORT: SortState = { columnId: 'impressions', direction: 'desc' };

const SORT_COLUMNS: readonly Column<ReportBreakdownRow>[] = BREAKDOWN_COLUMN_IDS.map((id) => ({
  id,
  header: id,
  cell: () => null,
  sortValue: BREAKDOWN_SORT_VALUES[id],
}));

/** The rows in the sort's order (stable: ties keep the server's order). */
export function sortBreakdown(
  rows: readonly ReportBreakdownRow[],
  sort: SortState,
): ReportBreakdownRow[] {
  return sortRows(rows, SORT_COLUMNS, sort);
}

export type SortedBreakdowns = Record<BreakdownId, ReportBreakdownRow[]>;

export function sortBreakdowns(
  report: Pick<Report, 'breakdowns'>,
  sorts: Record<BreakdownId, SortState>,
): SortedBreakdowns {
  const of = (id: BreakdownId) => sortBreakdown(report.breakdowns?.[id] ?? [], sorts[id]);
  return { byItem: of('byItem'), byVenueType: of('byVenueType'), byState: of('byState') };
}
