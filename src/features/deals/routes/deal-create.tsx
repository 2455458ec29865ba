// /deals/create: a new deal; `?from={id}` starts it as a copy of that deal (the detail screen's
// Duplicate), never with its Deal ID. Saving goes to the new deal's page, which shows the
// generated Deal ID.
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { createDealMutation, dealFetchError, updateDealMutation, useDeal } from '@/api/deals';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useEditor } from '@/components/form/use-editor';
import { ROUTES, routePath } from '@/config/routes';
import { messageOf } from '@/lib/http/api-error';
import { useSession } from '@/lib/session/use-session';
import { dealBody, duplicateValues, newDealValues } from '@/features/deals/deal-body';
import type { DealFormValues } from '@/features/deals/deal-schema';
import {
  DEAL_DRAFT_VERSION,
  DEAL_FIELD_LABELS,
  DEAL_FORM_OPTIONS,
  dealAmounts,
  DealForm,
} from '@/features/deals/components/form/deal-form';
import { DEAL_FORM_TEXT as T } from '@/features/deals/form-messages';

function CreateDeal({ draftKey, defaults }: { draftKey: string; defaults: DealFormValues }) {
  const create = useMutation(createDealMutation);
  const update = useMutation(updateDealMutation);
  // A new deal is the signed-in publisher's own account's (an Admin's too).
  const publisherId = useSession()?.user.account_id;
  const editor = useEditor({
    noun: 'deal',
    key: draftKey,
    draftVersion: DEAL_DRAFT_VERSION,
    defaults,
    form: DEAL_FORM_OPTIONS,
    labels: DEAL_FIELD_LABELS,
    amounts: dealAmounts,
    request: (values: DealFormValues) => {
      const body = dealBody(values);
      return { body, send: (idempotencyKey) => create.mutateAsync({ body, idempotencyKey }) };
    },
    // Found saved after a lost reply: the values typed since update that deal.
    created: {
      update: (id, values, idempotencyKey) =>
        update.mutateAsync({ id, body: dealBody(values), idempotencyKey }),
      open: (id) => routePath('dealDetail', { id }),
    },
    success: T.created,
    to: (deal) => routePath('dealDetail', { id: deal.id }),
    toWithoutReply: routePath('deals'),
  });
  return (
    <DealForm
      editor={editor}
      submitLabel={T.createLabel}
      cancelTo={routePath('deals')}
      unsavedMessage={T.createUnsaved}
      flightHint={T.flightNewHint}
      publisherId={publisherId}
    />
  );
}

function DuplicateDeal({ from }: { from: string }) {
  const source = useDeal(from);
  return (
    <>
      <PageHeader
        title={ROUTES.dealCreate.title}
        description={source.data ? T.duplicateDescription(source.data.name) : undefined}
      />
      <QueryState
        query={source}
        loadingLabel={T.loading}
        errorTitle={(error) => dealFetchError(messageOf(error))}
        notFound={<p className="text-sm text-gray-700">{T.notFound}</p>}
      >
        {(deal) => (
          <CreateDeal
            key={deal.id}
            draftKey={`deal.copy.${deal.id}`}
            defaults={duplicateValues(deal)}
          />
        )}
      </QueryState>
    </>
  );
}

export default function DealCreateRoute() {
  const [params] = useSearchParams();
  const from = params.get('from');
  if (from) return <DuplicateDeal key={from} from={from} />;
  return (
    <>
      <PageHeader title={ROUTES.dealCreate.title} description={T.createDescription} />
      <CreateDeal draftKey="deal.new" defaults={newDealValues()} />
    </>
  );
}
