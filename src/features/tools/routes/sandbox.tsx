import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { TextInput } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { LazyPanel, usePreloadParts } from '@/components/ui/lazy-part';
import { EmptyState } from '@/components/ui/empty-state';
import { usePlacements } from '@/api/placements';
import { useSandboxRequest } from '@/api/sandbox';
import { PlacementPicker } from '@/components/placement/placement-picker';
import type { Placement } from '@/types/api';
import { sandboxSchema, type SandboxValues } from '@/features/tools/schemas';
import { lazyComponent } from '@/lib/versions/lazy-component';

// The results show only after a run: their code (the bids and deals tables, the winner's
// preview) downloads once the user starts on the form, not with the screen, which keeps the
// route within its byte budget. A failed download shows in the results' place with Retry, and
// the form keeps what was typed (ROUTE-PART-FAILS).
const resultsPanel = lazyComponent(
  () =>
    import('@/features/tools/components/sandbox-result').then((module) => module.SandboxResultView),
  'sandbox results',
);

// SBX-PAGE: placement (SBX-PLACEMENT), debug session ID (SBX-DEBUG-ID), Send Test Request.
function SandboxForm({
  placements,
  request,
}: {
  placements: readonly Placement[];
  request: ReturnType<typeof useSandboxRequest>;
}) {
  const form = useForm<SandboxValues>({
    resolver: yupResolver(sandboxSchema),
    mode: 'onTouched',
    defaultValues: { placementId: '', debugSessionId: '' },
  });

  // A failure is toasted by the mutation cache and shown below; the form keeps its values.
  const send = (values: SandboxValues) =>
    request
      .mutateAsync({
        placementId: values.placementId,
        debugSessionId: values.debugSessionId || undefined,
      })
      .catch(() => undefined);

  return (
    <Form form={form} onSubmit={send} className="space-y-5">
      <Controller
        control={form.control}
        name="placementId"
        render={({ field, fieldState }) => (
          <PlacementPicker
            placements={placements}
            value={field.value || null}
            onChange={(id) => field.onChange(id ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput<SandboxValues>
        name="debugSessionId"
        label="Debug session ID"
        hint={
          <>
            Optional. Sent as the <code className="font-mono">x-debug-session-id</code> header to
            force logging of publisher and bidder events for this request.
          </>
        }
        placeholder="123e4567-e89b-42d3-a456-426614174000"
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
      />
      <Button type="submit" loading={request.isPending}>
        Send Test Request
      </Button>
    </Form>
  );
}

// SBX-PAGE, SBX-FAILED
export default function SandboxRoute() {
  const placements = usePlacements();
  const request = useSandboxRequest();
  usePreloadParts(resultsPanel);
  return (
    <>
      <PageHeader
        title="Ad Request Sandbox"
        description="Send a test ad request for a placement and see how every bidder answered."
      />
      <div className="space-y-6">
        <Card title="Test request">
          <QueryState
            query={placements}
            loadingLabel="Loading placements…"
            errorTitle="Failed to load placements."
            empty={<EmptyState title="There are no placements yet." />}
          >
            {(rows) => <SandboxForm placements={rows} request={request} />}
          </QueryState>
        </Card>
        {request.isPending ? (
          <LoadingState label="Running the auction…" />
        ) : request.isError ? (
          <ErrorState title="The test request failed." error={request.error} />
        ) : request.data ? (
          <LazyPanel part={resultsPanel} fallback={<LoadingState label="Loading the results…" />}>
            <resultsPanel.Component result={request.data} />
          </LazyPanel>
        ) : null}
      </div>
    </>
  );
}
