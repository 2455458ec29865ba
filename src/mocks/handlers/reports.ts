// Reports (SSP and DSP, their account's, RPT-ACCOUNT-SCOPE; an Admin any): the list, and one
// report over a date range built from the delivery model (src/mocks/report-builder.ts).
import { addDays, isDay, today } from '@/lib/text/dates';
import { fail } from '@/mocks/http';
import type { ReportRecord } from '@/mocks/records';
import { accountScope, canAccess, collection, routes } from '@/mocks/resource';
import { buildReport, DEFAULT_REPORT_DAYS, type ReportRange } from '@/mocks/report-builder';
import type { ReportSummary } from '@/types/api';

export const REPORT_MESSAGES = {
  date: 'Report dates must be YYYY-MM-DD',
  order: 'The start date must be on or before the end date',
} as const;

const readers = routes({ roles: ['SSP', 'DSP', 'Admin'] });

const reports = collection('Report', { rows: (db) => db.reports });

function toSummary({ id, name, kind, description, campaignId }: ReportRecord): ReportSummary {
  // campaignId is how a campaign's detail screen finds its report.
  return { id, name, kind, description, ...(campaignId ? { campaignId } : {}) };
}

/** A real calendar day (2025-02-30 is not), or a 400. */
function parseDay(value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  if (!isDay(value)) fail(REPORT_MESSAGES.date);
  return value;
}

/** `start` and `end` from the query; either missing: the last 90 days up to `end` (or today). */
function parseRange(url: URL): ReportRange {
  const start = parseDay(url.searchParams.get('start'));
  const end = parseDay(url.searchParams.get('end')) ?? today();
  const range = { start: start ?? addDays(end, -(DEFAULT_REPORT_DAYS - 1)), end };
  if (range.start > range.end) fail(REPORT_MESSAGES.order);
  return range;
}

export const reportHandlers = [
  readers.get('/reports', ({ user, db }) => {
    const scope = accountScope(user);
    if (scope) {
      return { reports: db.reports.filter((report) => report.accountId === scope).map(toSummary) };
    }
    // An Admin reads every account's: each says whose it is.
    const names = new Map(db.accounts.map((account) => [account.id, account.name]));
    return {
      reports: db.reports.map((report) => ({
        ...toSummary(report),
        accountName: names.get(report.accountId) ?? report.accountId,
      })),
    };
  }),

  readers.get('/reports/:id', ({ user, params, request, db }) => {
    const report = reports.findOr404(params.id, (found) => canAccess(user, found.accountId));
    return buildReport(report, parseRange(new URL(request.url)), db);
  }),
];
