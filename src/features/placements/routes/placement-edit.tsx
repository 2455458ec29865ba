import { Link, useParams } from 'react-router-dom';
import { useRecordHistory } from '@/api/history';
import { usePlacement } from '@/api/placements';
import { RecordHistory } from '@/components/history/record-history';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { ROUTES, routePath } from '@/config/routes';
import { useRestoreKey } from '@/components/form/restore';
import { PLACEMENT_DELETED_HINT, PLACEMENT_NOT_FOUND } from '@/features/placements/messages';
import { PlacementWizard } from '@/features/placements/components/wizard/placement-wizard';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * Edit loads the placement by its route id; every step is open from the start. The
 * placement's History is below the wizard (HIST-PANEL), once the placement is read.
 */
export default function PlacementEditScreen() {
  useDocumentTitle(ROUTES.placementEdit.title);
  const { id = '' } = useParams();
  const placement = usePlacement(id);
  const history = useRecordHistory('placement', id, { enabled: placement.data !== undefined });
  // HIST-RESTORE: a restore asked for on this page starts the wizard afresh from its values.
  const restoreKey = useRestoreKey(id);
  return (
    <>
      <PageHeader title={ROUTES.placementEdit.title} />
      <QueryState
        query={placement}
        loadingLabel="Loading the placement…"
        errorTitle="The placement could not be loaded."
        notFound={
          // A placement deleted since (a Full DB Sync) comes back from Activity, not from here:
          // a `Restore previous values` of an earlier change lands here too (HIST-RESTORE-DELETED).
          <div className="space-y-2 text-sm text-gray-700">
            <p>{PLACEMENT_NOT_FOUND}</p>
            <p>
              {PLACEMENT_DELETED_HINT}{' '}
              <Link
                to={`${routePath('activity')}?action=deleted`}
                className="text-brand-700 hover:text-brand-600 focus-visible:outline-brand-600 rounded font-semibold focus-visible:outline-2"
              >
                {ROUTES.activity.title}
              </Link>
            </p>
          </div>
        }
      >
        {/* Keyed by id: another placement's edit starts from its own draft and values. */}
        {(loaded) => <PlacementWizard key={restoreKey} placement={loaded} />}
      </QueryState>
      {placement.data ? (
        <div className="mt-8">
          <RecordHistory query={history} restoreTo={routePath('placementEdit', { id })} />
        </div>
      ) : null}
    </>
  );
}
