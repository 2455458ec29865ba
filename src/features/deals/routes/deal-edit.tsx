// /deals/{id}/edit: the publisher's deal, pre-filled. The save merges with the deal as it is
// now (a colleague's change to another field is kept; a field both changed asks first) and
// carries If-Match (DEAL-EDIT, MANY-MERGE). A deal that is not the user's shows why, never a
// blank page. The deal's History is below the form (HIST-PANEL), once the deal is read.
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { dealFetchError, getDealVersioned, updateDealMutation, useDeal } from '@/api/deals';
import { useRecordHistory } from '@/api/history';
import { RecordHistory } from '@/components/history/record-history';
import { EditorQuery } from '@/components/form/editor';
import { useEditor } from '@/components/form/use-editor';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES, routePath } from '@/config/routes';
import { messageOf } from '@/lib/http/api-error';
import { versionHash } from '@/lib/saving/three-way-merge';
import type { Deal } from '@/types/api';
import { dealBody, dealToValues } from '@/features/deals/deal-body';
import { DEAL_MERGE_UNITS, describeDealValue } from '@/features/deals/deal-merge';
import type { DealFormValues } from '@/features/deals/deal-schema';
import {
  DEAL_DRAFT_VERSION,
  DEAL_FIELD_LABELS,
  DEAL_FORM_OPTIONS,
  dealAmounts,
  DealForm,
} from '@/features/deals/components/form/deal-form';
import { DEAL_FORM_TEXT as T } from '@/features/deals/form-messages';
import { useSeatNames } from '@/features/deals/components/list/seat-names';

/** The deal's version for its draft: what the form edits, not its traffic (stats move daily). */
function dealVersion({ stats: _stats, ...deal }: Deal): string {
  return versionHash(deal);
}

function EditDeal({ deal }: { deal: Deal }) {
  const update = useMutation(updateDealMutation);
  // Buyers by name in the conflict view (the seats field reads the same cached list).
  const names = useSeatNames(true);
  const editor = useEditor({
    noun: 'deal',
    key: `deal.${deal.id}`,
    draftVersion: DEAL_DRAFT_VERSION,
    defaults: dealToValues(deal),
    form: DEAL_FORM_OPTIONS,
    labels: DEAL_FIELD_LABELS,
    mergeUnits: DEAL_MERGE_UNITS,
    describe: (path, value) => describeDealValue(path, value, names),
    amounts: dealAmounts,
    edit: {
      version: dealVersion(deal),
      read: () => getDealVersioned(deal.id),
      toValues: dealToValues,
      record: deal,
    },
    request: (values: DealFormValues, current) => {
      const body = dealBody(values);
      return {
        body,
        send: (idempotencyKey, via) =>
          update.mutateAsync({
            id: deal.id,
            body,
            idempotencyKey,
            ifMatch: current?.etag,
            path: { via },
          }),
      };
    },
    success: T.saved,
    to: (saved) => routePath('dealDetail', { id: saved.id }),
    toWithoutReply: routePath('deals'),
  });
  return (
    <DealForm
      editor={editor}
      submitLabel={T.saveLabel}
      cancelTo={routePath('dealDetail', { id: deal.id })}
      unsavedMessage={T.editUnsaved}
      publisherId={deal.publisher.id}
    />
  );
}

export default function DealEditRoute() {
  const { id = '' } = useParams();
  const deal = useDeal(id);
  const history = useRecordHistory('deal', id, { enabled: deal.data !== undefined });
  return (
    <>
      <PageHeader
        title={ROUTES.dealEdit.title}
        description={
          deal.data ? (
            <>
              {deal.data.name} · Deal ID <span className="font-mono">{deal.data.dealId}</span>
            </>
          ) : undefined
        }
      />
      <EditorQuery
        query={deal}
        loadingLabel={T.loading}
        errorTitle={(error) => dealFetchError(messageOf(error))}
        notFound={<p className="text-sm text-gray-700">{T.notFound}</p>}
      >
        {/* Keyed by id (EditorQuery): another deal's edit starts from its own draft and values. */}
        {(loaded) => <EditDeal deal={loaded} />}
      </EditorQuery>
      {deal.data ? (
        <div className="mt-8">
          <RecordHistory query={history} restoreTo={routePath('dealEdit', { id })} />
        </div>
      ) : null}
    </>
  );
}
