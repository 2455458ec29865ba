// An Inventory Explorer Report (INV-REPORT): a saved report's name, description and
// filters, and what they hold today (GET /inventory/{id} runs the saved filters again): the
// summary, the map and the screens, with Create Campaign. `Open in Explorer` goes on from the
// same filters. The DSP home's Explore Inventory card opens the featured report.
import { ArrowTopRightOnSquareIcon } from '@heroicons/react/20/solid';
import { useParams } from 'react-router-dom';
import { useInventoryReport } from '@/api/inventory';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { routePath, ROUTES } from '@/config/routes';
import { useListParams } from '@/hooks/use-list-params';
import type { InventoryFilters } from '@/types/api';
import { CreateCampaignButton } from '@/features/inventory/components/create-campaign-button';
import { useFilterLines } from '@/features/inventory/hooks/use-filter-lines';
import { InventoryResults } from '@/features/inventory/components/inventory-results';
import { DEFAULT_SORT, SORT_COLUMNS } from '@/features/inventory/components/screen-columns';
import { useScreenSelection } from '@/features/inventory/hooks/use-screen-selection';
import { explorerSearch } from '@/features/inventory/inventory-filters';
import {
  LOADING_REPORT,
  NO_REPORT_SCREENS,
  NO_SCREENS_HINT,
  OPEN_IN_EXPLORER,
  REPORT_LOAD_ERROR,
  REPORT_NOT_FOUND,
} from '@/features/inventory/messages';

function SavedFilters({ filters }: { filters: InventoryFilters }) {
  const lines = useFilterLines(filters);
  if (lines.length === 0) return <p className="text-sm text-gray-600">Every screen: no filters.</p>;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      {lines.map(({ term, value }) => (
        <div key={term} className="contents">
          <dt className="font-medium text-gray-900">{term}</dt>
          <dd className="[overflow-wrap:anywhere] text-gray-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function InventoryReportRoute() {
  const { id = '' } = useParams();
  const report = useInventoryReport(id);
  const selection = useScreenSelection(report.data?.screens);
  const list = useListParams({ defaultSort: DEFAULT_SORT, sortColumns: SORT_COLUMNS });
  const loaded = report.data;
  return (
    <>
      <PageHeader
        title={loaded?.name || ROUTES.inventoryReport.title}
        description={
          loaded?.description ? (
            <p className="[overflow-wrap:anywhere] whitespace-pre-line">{loaded.description}</p>
          ) : undefined
        }
        actions={
          loaded ? (
            <>
              <ButtonLink
                variant="secondary"
                to={`${routePath('inventory')}${explorerSearch(loaded.filters)}`}
              >
                <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4" />
                {OPEN_IN_EXPLORER}
              </ButtonLink>
              <CreateCampaignButton
                handover={selection.handover}
                screens={loaded.screens}
                sort={list.sort}
              />
            </>
          ) : undefined
        }
      />
      <QueryState
        query={report}
        loadingLabel={LOADING_REPORT}
        errorTitle={REPORT_LOAD_ERROR}
        notFound={
          <EmptyState
            title={REPORT_NOT_FOUND}
            description="It may have been removed, or it belongs to another account."
            action={
              <ButtonLink variant="secondary" to={routePath('inventory')}>
                Open the {ROUTES.inventory.title}
              </ButtonLink>
            }
          />
        }
      >
        {(result) => (
          <div className="space-y-6">
            <SavedFilters filters={result.filters} />
            <InventoryResults
              result={result}
              selection={selection}
              sort={list.sort}
              onSortChange={list.setSort}
              selectedStates={result.filters.states}
              emptyTitle={NO_REPORT_SCREENS}
              emptyDescription={NO_SCREENS_HINT}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
