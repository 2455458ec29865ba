import Papa from 'papaparse';
import { reportCsv, reportCsvRows, reportFileName } from '@/features/reports/report-csv';
import { sortBreakdowns, DEFAULT_BREAKDOWN_SORT } from '@/features/reports/report-metrics';
import type { Report } from '@/types/api';

const REPORT: Report = {
  id: 'rpt_1',
  name: 'All placements',
  kind: 'AllPlacements',
  description: 'Every placement',
  currency: 'USD',
  rows: [
    { date: '2025-03-01', impressions: 1000, plays: 400, spend: 0.1 },
    { date: '2025-03-02', impressions: 2500, plays: 900, spend: 0.2 },
  ],
  totals: { impressions: 3500, plays: 1300, spend: 0.3 },
  breakdowns: {
    byItem: [
      {
        key: 'p1',
        label: '=HYPERLINK("http://evil")',
        impressions: 3000,
        plays: 1000,
        spend: 0.25,
      },
      { key: 'p2', label: 'Mall, "North"\nEntrance', impressions: 500, plays: 300, spend: 0.05 },
    ],
    byVenueType: [
      { key: '1', label: 'Transit › Airports', impressions: 3500, plays: 1300, spend: 0.3 },
    ],
    byState: [
      { key: 'NY', label: 'New York', impressions: 0, plays: 0, spend: 0 },
      { key: 'CA', label: 'California', impressions: 3500, plays: 1300, spend: 0.3 },
    ],
  },
};

const RANGE = { start: '2025-03-01', end: '2025-03-02' };
const SORTS = {
  byItem: { columnId: 'label', direction: 'desc' },
  byVenueType: DEFAULT_BREAKDOWN_SORT,
  byState: DEFAULT_BREAKDOWN_SORT,
} as const;

const parse = (text: string) => Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data;

// Requirements checked here: RPT-REVENUE, RPT-EXPORT-CSV, RPT-CSV-FILE.
describe('reportCsv', () => {
  const breakdowns = sortBreakdowns(REPORT, SORTS);
  const text = reportCsv({ report: REPORT, range: RANGE, breakdowns });
  const lines = parse(text);

  it('writes the report, the headline totals, the days with a Total row, and each breakdown', () => {
    expect(lines).toEqual([
      ['Report', 'All placements'],
      ['Kind', 'All placements'],
      ['Start date', '2025-03-01'],
      ['End date', '2025-03-02'],
      [''],
      ['Impressions', '3500'],
      ['Plays', '1300'],
      ['Revenue (USD)', '0.30'],
      ['eCPM (USD)', '0.09'],
      [''],
      ['Date', 'Impressions', 'Plays', 'Revenue (USD)'],
      ['2025-03-01', '1000', '400', '0.10'],
      ['2025-03-02', '2500', '900', '0.20'],
      ['Total', '3500', '1300', '0.30'],
      [''],
      ['Placement', 'Impressions', 'Plays', 'Revenue (USD)', 'eCPM (USD)'],
      ['Mall, "North"\nEntrance', '500', '300', '0.05', '0.10'],
      [`'=HYPERLINK("http://evil")`, '3000', '1000', '0.25', '0.08'],
      [''],
      ['Venue type', 'Impressions', 'Plays', 'Revenue (USD)', 'eCPM (USD)'],
      ['Transit › Airports', '3500', '1300', '0.30', '0.09'],
      [''],
      ['State', 'Impressions', 'Plays', 'Revenue (USD)', 'eCPM (USD)'],
      ['California', '3500', '1300', '0.30', '0.09'],
      ['New York', '0', '0', '0.00', ''],
    ]);
  });

  it('quotes per RFC 4180 and ends lines with CRLF', () => {
    expect(text).toContain('\r\n"Mall, ""North""\nEntrance",500,');
    expect(text).toContain(`\r\n"'=HYPERLINK(""http://evil"")",3000,`);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('has totals equal to the sum of the days', () => {
    const total = lines.find((line) => line[0] === 'Total');
    const days = lines.filter((line) => /^\d{4}-\d{2}-\d{2}$/.test(line[0] ?? ''));
    const sum = (index: number) => days.reduce((acc, line) => acc + Number(line[index]), 0);
    expect(Number(total?.[1])).toBe(sum(1));
    expect(Number(total?.[2])).toBe(sum(2));
    expect(Number(total?.[3])).toBeCloseTo(sum(3), 10);
  });

  it('says spend for a buyer report and names its items campaigns', () => {
    const buyer = { ...REPORT, kind: 'AllCampaigns' as const, name: 'All campaigns' };
    const rows = reportCsvRows({ report: buyer, range: RANGE, breakdowns });
    expect(rows).toContainEqual(['Spend (USD)', '0.30']);
    expect(rows).toContainEqual(['Campaign', 'Impressions', 'Plays', 'Spend (USD)', 'eCPM (USD)']);
  });

  it('neutralises a hostile report name', () => {
    const hostile = { ...REPORT, name: '@SUM(1+1)*cmd' };
    expect(reportCsv({ report: hostile, range: RANGE, breakdowns })).toMatch(
      /^Report,'@SUM\(1\+1\)\*cmd\r\n/,
    );
  });
});

describe('reportFileName', () => {
  it('names the file by the report and range, in safe characters', () => {
    expect(reportFileName('All placements', RANGE)).toBe(
      'All-placements_2025-03-01_2025-03-02.csv',
    );
    expect(reportFileName('<script>alert(1)</script>', RANGE)).toBe(
      'script-alert-1-script_2025-03-01_2025-03-02.csv',
    );
    expect(reportFileName('حملة', RANGE)).toBe('report_2025-03-01_2025-03-02.csv');
  });
});
