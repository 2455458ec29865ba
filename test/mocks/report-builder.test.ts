import { getDb } from '@/mocks/db';
import { addDays, today } from '@/mocks/dates';
import { buildReport, defaultReportRange } from '@/mocks/report-builder';
import type { Report, ReportBreakdownRow } from '@/types/api';

function report(id: string, range = defaultReportRange()): Report {
  const record = getDb().reports.find((candidate) => candidate.id === id);
  if (!record) throw new Error(`no report ${id}`);
  return buildReport(record, range);
}

const sum = (rows: readonly ReportBreakdownRow[], key: 'impressions' | 'plays') =>
  rows.reduce((total, row) => total + row[key], 0);

describe('report builder', () => {
  it('has 90 daily rows ending today by default', () => {
    const { rows } = report('rpt_all_campaigns');
    expect(rows).toHaveLength(90);
    expect(rows.at(-1)?.date).toBe(today());
    expect(rows[0]?.date).toBe(addDays(today(), -89));
  });

  it.each(['rpt_all_campaigns', 'rpt_cmp_1', 'rpt_all_placements'])(
    '%s: totals equal the rows and every breakdown',
    (id) => {
      const built = report(id);
      expect(built.totals.impressions).toBeGreaterThan(0);
      expect(built.totals.impressions).toBe(
        built.rows.reduce((total, row) => total + row.impressions, 0),
      );
      for (const breakdown of Object.values(built.breakdowns)) {
        expect(sum(breakdown, 'impressions')).toBe(built.totals.impressions);
        expect(sum(breakdown, 'plays')).toBe(built.totals.plays);
      }
    },
  );

  it('breaks all campaigns down by campaign and all placements by placement', () => {
    expect(
      report('rpt_all_campaigns')
        .breakdowns.byItem.map((row) => row.key)
        .sort(),
    ).toEqual(['cmp_1', 'cmp_2', 'cmp_3', 'cmp_4', 'cmp_5']);
    expect(report('rpt_all_placements').breakdowns.byItem).toHaveLength(40);
  });

  it('shows no delivery for the draft campaign and honours the range', () => {
    expect(report('rpt_cmp_4').totals).toEqual({ impressions: 0, plays: 0, spend: 0 });
    const week = report('rpt_cmp_1', { start: addDays(today(), -6), end: today() });
    expect(week.rows).toHaveLength(7);
  });
});
