// /deals/create: a new deal; `?from={id}` starts it as a copy of that deal (the detail screen's
// Duplicate), never with its Deal ID. Saving goes to the new deal's page, which shows the
// generated Deal ID.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  createDealMutation,
  dealFetchError,
  dealQueryOptions,
  updateDealMutation,
} from '@/api/deals';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useWizardDraft } from '@/components/wizard/use-wizard-draft';
import { ROUTES, routePath } from '@/config/routes';
import { messageOf } from '@/lib/http/api-error';
import { createOptions, withSaveKey } from '@/api/requests';
import type { Deal } from '@/types/api';
import { dealBody, duplicateValues, newDealValues } from '@/features/deals/deal-body';
import type { DealFormValues } from '@/features/deals/deal-schema';
import { DEAL_DRAFT_VERSION, DealForm } from '@/features/deals/components/form/deal-form';
import { DEAL_FORM_TEXT as T } from '@/features/deals/form-messages';

function CreateDeal({ draftKey, defaults }: { draftKey: string; defaults: DealFormValues }) {
  const create = useMutation(createDealMutation);
  const update = useMutation(updateDealMutation);
  const draft = useWizardDraft<DealFormValues>({
    key: draftKey,
    version: DEAL_DRAFT_VERSION,
    defaults,
  });
  const save = (values: DealFormValues): Promise<Deal | null> => {
    const body = dealBody(values);
    // One key per logical save: a retry of the same values (after a lost reply) is one deal.
    return withSaveKey(
      draftKey,
      body,
      (idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
      // Found saved after a lost reply: the values typed since update that deal.
      createOptions(
        body,
        (variables) => update.mutateAsync(variables),
        (id) => routePath('dealDetail', { id }),
      ),
    );
  };
  return (
    <DealForm
      draft={draft}
      save={save}
      success={T.created}
      submitLabel={T.createLabel}
      cancelTo={routePath('deals')}
      unsavedMessage={T.createUnsaved}
      flightHint={T.flightNewHint}
    />
  );
}

function DuplicateDeal({ from }: { from: string }) {
  const source = useQuery(dealQueryOptions(from));
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
