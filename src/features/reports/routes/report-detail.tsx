import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useReport } from '@/api/reports';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { routePath, ROUTES } from '@/config/routes';
import { ApiError } from '@/lib/http/api-error';
import { downloadText } from '@/lib/http/download';
import { rangeText, RangeControl } from '@/features/reports/components/detail/range-control';
import { ReportBody } from '@/features/reports/components/detail/report-body';
import { useReportView } from '@/features/reports/hooks/use-report-view';
import { kindLabel, RANGE_TEXT, REPORT_TEXT } from '@/features/reports/messages';
import { reportCsv, reportFileName } from '@/features/reports/report-csv';
import { reportTotals, sortBreakdowns } from '@/features/reports/report-metrics';

const NO_BREAKDOWNS = { breakdowns: { byItem: [], byVenueType: [], byState: [] } };

function Unavailable({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        title={title}
        description={description}
        action={
          <ButtonLink to={routePath('reports')} variant="secondary">
            {REPORT_TEXT.backToReports}
          </ButtonLink>
        }
      />
    </>
  );
}

/** `/reports/{id}` (RPT-DETAIL): one report over the date range the URL names. */
export default function ReportDetailRoute() {
  const { id = '' } = useParams();
  const view = useReportView();
  const { start, end } = view.range;
  const report = useReport(id, { start, end });
  const data = report.data;
  const totals = useMemo(() => reportTotals(data?.rows ?? []), [data]);
  const breakdowns = useMemo(
    () => sortBreakdowns(data ?? NO_BREAKDOWNS, view.sorts),
    [data, view.sorts],
  );

  const status = report.error instanceof ApiError && !data ? report.error.status : null;
  if (status === 404)
    return <Unavailable title={REPORT_TEXT.notFound} description={REPORT_TEXT.notFoundHint} />;
  if (status === 403) return <Unavailable title={REPORT_TEXT.noAccess} />;

  const updating = report.isFetching && data !== undefined;
  const exportCsv = () => {
    if (!data) return;
    const range = { start, end };
    downloadText(
      reportFileName(data.name, range),
      reportCsv({ report: data, range, breakdowns }),
      'text/csv',
    );
  };

  return (
    <>
      <PageHeader
        title={data?.name ?? ROUTES.reportDetail.title}
        description={
          data ? (
            <>
              <span className="font-medium text-gray-900">{kindLabel(data.kind)}</span>
              <span aria-hidden="true"> · </span>
              <span className="[overflow-wrap:anywhere]">{data.description}</span>
            </>
          ) : undefined
        }
        actions={
          <Button
            variant="secondary"
            onClick={exportCsv}
            disabled={!data || report.isFetching}
            icon={<ArrowDownTrayIcon aria-hidden="true" className="size-4" />}
          >
            {REPORT_TEXT.exportCsv}
          </Button>
        }
      />
      <div className="space-y-6">
        <Card>
          <RangeControl range={view.range} today={view.today} onChange={view.setRange} />
          <p className="mt-3 text-sm text-gray-600">
            {rangeText(view.range)}
            <span role="status" className="ml-2 font-medium text-gray-900">
              {updating ? REPORT_TEXT.updating : ''}
            </span>
          </p>
          {view.range.invalidLink ? (
            <p className="mt-2 text-sm text-amber-800">{RANGE_TEXT.invalidLink}</p>
          ) : null}
        </Card>
        <div className={updating ? 'opacity-60 transition-opacity' : undefined}>
          <QueryState
            query={report}
            loadingLabel={REPORT_TEXT.detailLoading}
            errorTitle={REPORT_TEXT.detailFailed}
            isEmpty={() => false}
          >
            {(loaded) => (
              <ReportBody report={loaded} totals={totals} breakdowns={breakdowns} view={view} />
            )}
          </QueryState>
        </div>
      </div>
    </>
  );
}
