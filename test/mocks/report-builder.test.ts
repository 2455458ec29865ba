import { venueTypeLabel } from '@/data/venue-types';
import { getDb } from '@/mocks/db';
import { campaignLifetimeStats, placementDelivery } from '@/mocks/delivery';
import { addDays, today } from '@/lib/text/dates';
import { buildReport, defaultReportRange } from '@/mocks/report-builder';
import type { Report, ReportBreakdownRow } from '@/types/api';

function report(id: string, range = defaultReportRange()): Report {
  const record = getDb().reports.find((candidate) => candidate.id === id);
  if (!record) throw new Error(`no report ${id}`);
  return buildReport(record, range);
}

const sum = (rows: readonly ReportBreakdownRow[], key: 'impressions' | 'plays') =>
  rows.reduce((total, row) => total + row[key], 0);

// Requirements checked here: RPT-BREAKDOWNS, RPT-BUILDER.
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

describe('report builder: derived from the seeded delivery', () => {
  const cents = (value: number) => Math.round(value * 100);

  it.each(['rpt_all_campaigns', 'rpt_cmp_1', 'rpt_all_placements'])(
    '%s: every breakdown sums to the money total, to the cent',
    (id) => {
      const built = report(id);
      expect(cents(built.totals.spend)).toBe(
        built.rows.reduce((total, row) => total + cents(row.spend), 0),
      );
      for (const breakdown of Object.values(built.breakdowns)) {
        expect(breakdown.reduce((total, row) => total + cents(row.spend), 0)).toBe(
          cents(built.totals.spend),
        );
      }
    },
  );

  it("sums the publisher's placements' own delivery day by day", () => {
    const day = addDays(today(), -3);
    const built = report('rpt_all_placements', { start: day, end: day });
    const placements = getDb().placements.filter((p) => p.accountId === 'acc_northwind');
    const expected = placements.reduce(
      (total, placement) => total + placementDelivery(placement, day).impressions,
      0,
    );
    expect(built.rows[0]?.impressions).toBe(expected);
    expect(built.breakdowns.byItem.map((row) => row.key).sort()).toEqual(
      placements.map((p) => p.id).sort(),
    );
  });

  it("sums a campaign's own delivery, matching its lifetime stats", () => {
    const campaign = getDb().campaigns.find((c) => c.id === 'cmp_1');
    if (!campaign) throw new Error('no cmp_1');
    const built = report('rpt_cmp_1', { start: '2000-01-01', end: today() });
    expect(built.totals.impressions).toBe(campaignLifetimeStats(campaign, today()).impressions);
  });

  it('shows no delivery on days still to come', () => {
    const built = report('rpt_all_placements', {
      start: addDays(today(), 1),
      end: addDays(today(), 7),
    });
    expect(built.rows).toHaveLength(7);
    expect(built.totals).toEqual({ impressions: 0, plays: 0, spend: 0 });
  });

  it('labels venue types with their taxonomy path and states with their names', () => {
    const built = report('rpt_all_placements');
    for (const row of built.breakdowns.byVenueType) {
      expect(row.label).toBe(venueTypeLabel(Number(row.key)));
      expect(row.label).not.toMatch(/^Unknown/);
    }
    expect(built.breakdowns.byState.map((row) => row.label)).toContain('New York');
  });
});
