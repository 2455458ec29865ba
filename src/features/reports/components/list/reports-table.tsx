import { Link } from 'react-router-dom';
import { DataTable, type Column } from '@/components/ui/table';
import { routePath } from '@/config/routes';
import { useListParams } from '@/hooks/use-list-params';
import type { ReportSummary } from '@/types/api';
import { kindLabel } from '@/features/reports/messages';

const reportPath = (report: ReportSummary) => routePath('reportDetail', { id: report.id });

const COLUMNS: readonly Column<ReportSummary>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (report) => (
      <div className="max-w-md min-w-40">
        <Link
          to={reportPath(report)}
          className="hover:text-brand-700 focus-visible:outline-brand-600 font-medium [overflow-wrap:anywhere] text-gray-900 focus-visible:outline-2"
        >
          {report.name}
        </Link>
        {/* An Admin's list holds every account's reports (RPT-ACCOUNT-SCOPE): whose each is. */}
        {report.accountName ? (
          <p className="mt-1 text-xs [overflow-wrap:anywhere] text-gray-700">
            {report.accountName}
          </p>
        ) : null}
        {/* Below `sm` the description column is hidden: it is read under the name instead. */}
        <p className="mt-1 text-xs [overflow-wrap:anywhere] text-gray-600 sm:hidden">
          {report.description}
        </p>
      </div>
    ),
    sortValue: (report) => report.name,
  },
  {
    id: 'kind',
    header: 'Kind',
    cell: (report) => <span className="whitespace-nowrap">{kindLabel(report.kind)}</span>,
    sortValue: (report) => kindLabel(report.kind),
  },
  {
    id: 'description',
    header: 'Description',
    cell: (report) => <span className="[overflow-wrap:anywhere]">{report.description}</span>,
    sortValue: (report) => report.description,
    hideOnMobile: true,
  },
];

const SORT_COLUMNS = COLUMNS.map((column) => column.id);

/** The account's reports; a row (or its name) opens the report. The sort lives in the URL. */
export function ReportsTable({ reports }: { reports: readonly ReportSummary[] }) {
  const { sort, setSort } = useListParams({ sortColumns: SORT_COLUMNS });
  return (
    <DataTable
      caption="Reports"
      columns={COLUMNS}
      rows={reports}
      rowKey={(report) => report.id}
      rowHref={reportPath}
      sort={sort}
      onSortChange={setSort}
    />
  );
}
