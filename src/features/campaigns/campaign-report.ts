// Which report is a campaign's own: the detail screen's delivery chart shows it, and the
// route's first reads (src/features/campaigns/routes/reads.ts) read it ahead of the screen.
import type { ReportSummary } from '@/types/api';

export function campaignReportOf(
  reports: readonly ReportSummary[],
  campaignId: string,
): ReportSummary | undefined {
  return reports.find((report) => report.kind === 'Campaign' && report.campaignId === campaignId);
}
