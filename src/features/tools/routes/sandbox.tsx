import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/fields';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { usePlacements } from '@/api/placements';
import { useSandboxRequest } from '@/api/sandbox';
import { PlacementPicker } from '@/components/placement/placement-picker';
import { SandboxResultView } from '@/features/tools/components/sandbox-result';
import { sandboxSchema, type SandboxValues } from '@/features/tools/schemas';

export default function SandboxRoute() {
  const placements = usePlacements();
  const request = useSandboxRequest();
  const { control, register, handleSubmit, formState } = useForm<SandboxValues>({
    resolver: yupResolver(sandboxSchema),
    mode: 'onTouched',
    defaultValues: { placementId: '', debugSessionId: '' },
  });

  const onSubmit = handleSubmit((values) =>
    request
      .mutateAsync({
        placementId: values.placementId,
        debugSessionId: values.debugSessionId || undefined,
      })
      .catch(() => undefined),
  );

  let form;
  if (placements.isPending) form = <LoadingState label="Loading placements…" />;
  else if (placements.isError)
    form = (
      <ErrorState
        title="Failed to load placements."
        error={placements.error}
        onRetry={() => void placements.refetch()}
        retrying={placements.isFetching}
      />
    );
  else if (!placements.data.length) form = <EmptyState title="There are no placements yet." />;
  else
    form = (
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Controller
          control={control}
          name="placementId"
          render={({ field, fieldState }) => (
            <PlacementPicker
              placements={placements.data}
              value={field.value || null}
              onChange={(id) => field.onChange(id ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
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
          error={formState.errors.debugSessionId?.message}
          {...register('debugSessionId')}
        />
        <Button type="submit" loading={request.isPending}>
          Send Test Request
        </Button>
      </form>
    );

  return (
    <>
      <PageHeader
        title="Ad Request Sandbox"
        description="Send a test ad request for a placement and see how every bidder answered."
      />
      <div className="space-y-6">
        <Card title="Test request">{form}</Card>
        {request.isPending ? (
          <LoadingState label="Running the auction…" />
        ) : request.isError ? (
          <ErrorState title="The test request failed." error={request.error} />
        ) : request.data ? (
          <SandboxResultView result={request.data} />
        ) : null}
      </div>
    </>
  );
}
