// Loading and error states: every request shows one of them (or EmptyState, empty-state.tsx),
// never a blank area. These two are part of every page's first load; the rest load with screens.
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/http/api-error';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-12 text-sm text-gray-600"
    >
      <Spinner className="text-brand-600 size-5" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorState({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const detail = error === undefined ? undefined : messageOf(error);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center">
      <ExclamationTriangleIcon aria-hidden="true" className="mx-auto size-8 text-red-600" />
      <p className="mt-2 text-sm font-semibold text-red-900">{title}</p>
      {detail && detail !== title ? (
        <p className="mt-1 text-sm break-words text-red-800">{detail}</p>
      ) : null}
      {onRetry ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        </div>
      ) : null}
    </div>
  );
}
