// `Export CSV`: the report exactly as the screen shows it, in one file of sections separated
// by an empty line: the report and its range, the headline totals, the daily rows (the chart's
// data table) with a Total row equal to the headline totals, then each breakdown in the order
// it is sorted on screen. Dates are YYYY-MM-DD and numbers plain (1234.50, not "$1,234.50") so
// spreadsheets read them as numbers; text cells are made safe by src/lib/csv/csv-export.ts.
import { toCsv, safeFileName, type CsvCell } from '@/lib/csv/csv-export';
import { kindLabel } from '@/features/reports/messages';
import {
  BREAKDOWN_IDS,
  breakdownNameHeader,
  ecpm,
  moneyLabel,
  reportTotals,
  type SortedBreakdowns,
} from '@/features/reports/report-metrics';
import type { DateRange } from '@/features/reports/report-range';
import type { Report } from '@/types/api';

export interface ReportCsvInput {
  report: Pick<Report, 'name' | 'kind' | 'currency' | 'rows'>;
  range: DateRange;
  /** The breakdowns in their on-screen order. */
  breakdowns: SortedBreakdowns;
}

const cents = (dollars: number) => (Number.isFinite(dollars) ? dollars.toFixed(2) : '');
const money = (dollars: number | null) => (dollars === null ? '' : cents(dollars));

// RPT-EXPORT-CSV
export function reportCsvRows({ report, range, breakdowns }: ReportCsvInput): CsvCell[][] {
  const currency = report.currency || 'USD';
  const moneyHeader = `${moneyLabel(report.kind)} (${currency})`;
  const ecpmHeader = `eCPM (${currency})`;
  const totals = reportTotals(report.rows);
  const rows: CsvCell[][] = [
    ['Report', report.name],
    ['Kind', kindLabel(report.kind)],
    ['Start date', range.start],
    ['End date', range.end],
    [],
    ['Impressions', totals.impressions],
    ['Plays', totals.plays],
    [moneyHeader, cents(totals.spend)],
    [ecpmHeader, money(ecpm(totals.spend, totals.impressions))],
    [],
    ['Date', 'Impressions', 'Plays', moneyHeader],
    ...report.rows.map((row) => [row.date, row.impressions, row.plays, cents(row.spend)]),
    ['Total', totals.impressions, totals.plays, cents(totals.spend)],
  ];
  for (const id of BREAKDOWN_IDS) {
    rows.push(
      [],
      [breakdownNameHeader(id, report.kind), 'Impressions', 'Plays', moneyHeader, ecpmHeader],
    );
    for (const row of breakdowns[id]) {
      rows.push([
        row.label,
        row.impressions,
        row.plays,
        cents(row.spend),
        money(ecpm(row.spend, row.impressions)),
      ]);
    }
  }
  return rows;
}

export function reportCsv(input: ReportCsvInput): string {
  return toCsv(reportCsvRows(input));
}

// RPT-CSV-FILE
/** `{report name}_{start}_{end}.csv`, the name reduced to safe characters. */
export function reportFileName(name: string, range: DateRange): string {
  return `${safeFileName(name, 'report')}_${range.start}_${range.end}.csv`;
}
