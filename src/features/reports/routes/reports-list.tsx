import { useReports } from '@/api/reports';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { ROUTES } from '@/config/routes';
import { ReportsTable } from '@/features/reports/components/list/reports-table';
import { REPORT_TEXT } from '@/features/reports/messages';

/** `/reports` (and the SSP home at `/`): the reports the account may open. */
export default function ReportsListRoute() {
  const reports = useReports();
  return (
    <>
      <PageHeader title={ROUTES.reports.title} description={REPORT_TEXT.listDescription} />
      <QueryState
        query={reports}
        loadingLabel={REPORT_TEXT.listLoading}
        errorTitle={REPORT_TEXT.listFailed}
        empty={<EmptyState title={REPORT_TEXT.noReports} description={REPORT_TEXT.noReportsHint} />}
      >
        {(rows) => <ReportsTable reports={rows} />}
      </QueryState>
    </>
  );
}
