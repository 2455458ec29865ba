import { ArrowUpTrayIcon, PlusIcon } from '@heroicons/react/20/solid';
import { usePlacementListStream } from '@/api/placements';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { routePath, ROUTES } from '@/config/routes';
import {
  LOADING_PLACEMENTS,
  NO_PLACEMENTS,
  PLACEMENTS_LOAD_ERROR,
} from '@/features/placements/list-messages';
import { PlacementsTable } from '@/features/placements/components/list/placements-table';

/**
 * PLC-LIST, PLC-LIST-LINKS: the publisher's placements, with New Placement and Bulk Import. The
 * list shows its first rows while the rest is still coming (PLC-LIST-STREAM,
 * src/api/placements.ts).
 */
export default function PlacementsListRoute() {
  const placements = usePlacementListStream();
  return (
    <>
      <PageHeader
        title={ROUTES.placements.title}
        actions={
          <>
            <ButtonLink to={routePath('placementBatch')} variant="secondary">
              <ArrowUpTrayIcon aria-hidden="true" className="size-4" />
              Bulk Import
            </ButtonLink>
            <ButtonLink to={routePath('placementCreate')}>
              <PlusIcon aria-hidden="true" className="size-4" />
              New Placement
            </ButtonLink>
          </>
        }
      />
      <QueryState
        query={placements}
        isEmpty={(list) => list.complete && list.items.length === 0}
        loadingLabel={LOADING_PLACEMENTS}
        errorTitle={PLACEMENTS_LOAD_ERROR}
        empty={
          <EmptyState
            title={NO_PLACEMENTS}
            description="Add a screen with New Placement, or many at once from a CSV file with Bulk Import."
          />
        }
      >
        {(list) => (
          <PlacementsTable
            placements={list.items}
            arriving={
              list.complete
                ? null
                : { fetching: placements.isFetching, retry: () => void placements.refetch() }
            }
          />
        )}
      </QueryState>
    </>
  );
}
