// The reports screens' words, in one place (RPT-LIST, RPT-RANGE-CUSTOM, RPT-NOT-FOUND, ...).
import type { ReportKind } from '@/types/api';

export const REPORT_TEXT = {
  // RPT-LIST; RPT-LIST-ERROR (listFailed)
  listDescription: 'Delivery reports available to your account.',
  listLoading: 'Loading reports…',
  listFailed: 'The reports could not be loaded.',
  noReports: 'No reports yet',
  noReportsHint: 'Reports appear here once your account has campaigns or placements.',
  // RPT-DETAIL-ERROR (detailFailed), RPT-NOT-FOUND (notFound, notFoundHint)
  detailLoading: 'Loading the report…',
  detailFailed: 'The report could not be loaded.',
  notFound: 'Report not found',
  notFoundHint: 'There is no report with this ID for your account, or the link is wrong.',
  noAccess: "You don't have access to this report",
  backToReports: 'Back to reports',
  exportCsv: 'Export CSV',
  // RPT-UPDATING
  updating: 'Updating the report…',
  // RPT-NO-DELIVERY
  noDelivery: 'No delivery in this date range',
  noDeliveryHint: 'Choose a longer or earlier date range.',
  noRows: 'Nothing to break down in this date range.',
} as const;

// RPT-RANGE, RPT-RANGE-CUSTOM; invalidLink: RPT-RANGE-LINK.
export const RANGE_TEXT = {
  label: 'Date range',
  startLabel: 'Start date',
  endLabel: 'End date',
  apply: 'Apply',
  startRequired: 'Enter a start date',
  endRequired: 'Enter an end date',
  invalidDay: 'Enter a real date as YYYY-MM-DD',
  future: 'The end date cannot be after today',
  order: 'The start date must be on or before the end date',
  tooLong: 'A custom range can span at most 366 days',
  invalidLink: "The link's date range could not be shown; showing the last 30 days instead.",
} as const;

export const KIND_LABELS: Record<ReportKind, string> = {
  Campaign: 'Campaign',
  AllCampaigns: 'All campaigns',
  AllPlacements: 'All placements',
};

/** A report's kind in words; an unknown kind (a newer API) as sent. */
export function kindLabel(kind: string): string {
  return (KIND_LABELS as Record<string, string | undefined>)[kind] ?? kind;
}
