import {
  breakdownNameHeader,
  breakdownTitle,
  DEFAULT_BREAKDOWN_SORT,
  ecpm,
  moneyLabel,
  reportTotals,
  sortBreakdown,
} from '@/features/reports/report-metrics';
import type { ReportBreakdownRow } from '@/types/api';

const row = (key: string, impressions: number, spend: number, plays = impressions * 2) => ({
  key,
  label: key.toUpperCase(),
  impressions,
  plays,
  spend,
});

// Requirements checked here: RPT-TOTALS, RPT-ECPM, RPT-REVENUE, RPT-SORT.
describe('reportTotals', () => {
  it('sums the rows, money to the exact cent', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; ten of 0.1 are not 1.
    const rows = Array.from({ length: 10 }, (_, i) => ({
      date: `2025-01-${String(i + 1).padStart(2, '0')}`,
      impressions: 1000 + i,
      plays: 10,
      spend: 0.1,
    }));
    expect(reportTotals(rows)).toEqual({ impressions: 10045, plays: 100, spend: 1 });
    expect(reportTotals([row('a', 1, 0.1), row('b', 2, 0.2)]).spend).toBe(0.3);
  });

  it('is zero without rows, and counts unreadable values as 0', () => {
    expect(reportTotals([])).toEqual({ impressions: 0, plays: 0, spend: 0 });
    const broken = { impressions: Number.NaN, plays: 3, spend: null as unknown as number };
    expect(reportTotals([broken, row('a', 5, 1.25)])).toEqual({
      impressions: 5,
      plays: 13,
      spend: 1.25,
    });
  });
});

describe('ecpm', () => {
  it('is dollars per thousand impressions, to the cent', () => {
    expect(ecpm(12.5, 2500)).toBe(5);
    expect(ecpm(10, 3)).toBe(3333.33);
    expect(ecpm(1234.56, 98765)).toBe(12.5);
  });

  it('is null without impressions', () => {
    expect(ecpm(10, 0)).toBeNull();
    expect(ecpm(0, 0)).toBeNull();
    expect(ecpm(Number.NaN, 10)).toBeNull();
  });
});

describe('names', () => {
  it('says revenue for publishers and spend for buyers, and names the items', () => {
    expect(moneyLabel('AllPlacements')).toBe('Revenue');
    expect(moneyLabel('AllCampaigns')).toBe('Spend');
    expect(moneyLabel('Campaign')).toBe('Spend');
    expect(breakdownTitle('byItem', 'AllCampaigns')).toBe('By campaign');
    expect(breakdownTitle('byItem', 'AllPlacements')).toBe('By placement');
    expect(breakdownTitle('byItem', 'Campaign')).toBe('By placement');
    expect(breakdownTitle('byVenueType', 'Campaign')).toBe('By venue type');
    expect(breakdownNameHeader('byState', 'Campaign')).toBe('State');
  });
});

describe('sortBreakdown', () => {
  const rows: ReportBreakdownRow[] = [
    row('b', 100, 2),
    row('a10', 300, 1),
    row('a2', 100, 3),
    row('z', 0, 0),
  ];
  const keys = (sorted: ReportBreakdownRow[]) => sorted.map((r) => r.key);

  it('sorts by any column either way; ties keep the given order', () => {
    expect(keys(sortBreakdown(rows, DEFAULT_BREAKDOWN_SORT))).toEqual(['a10', 'b', 'a2', 'z']);
    expect(keys(sortBreakdown(rows, { columnId: 'impressions', direction: 'asc' }))).toEqual([
      'z',
      'b',
      'a2',
      'a10',
    ]);
    expect(keys(sortBreakdown(rows, { columnId: 'label', direction: 'asc' }))).toEqual([
      'a2',
      'a10',
      'b',
      'z',
    ]);
    expect(keys(sortBreakdown(rows, { columnId: 'spend', direction: 'desc' }))).toEqual([
      'a2',
      'b',
      'a10',
      'z',
    ]);
  });

  it('sorts by eCPM, a row without impressions as 0', () => {
    expect(keys(sortBreakdown(rows, { columnId: 'ecpm', direction: 'desc' }))).toEqual([
      'a2',
      'b',
      'a10',
      'z',
    ]);
    expect(keys(sortBreakdown(rows, { columnId: 'ecpm', direction: 'asc' }))).toEqual([
      'z',
      'a10',
      'b',
      'a2',
    ]);
  });

  it('does not change the rows it is given', () => {
    const copy = [...rows];
    sortBreakdown(rows, { columnId: 'label', direction: 'desc' });
    expect(rows).toEqual(copy);
  });
});
