// Loading, empty and error states: every request shows one of them, never a blank area.
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';

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

export function EmptyState({
  title,
  description,
  icon,
  action,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-lg border-2 border-dashed border-gray-300 px-6 py-12 text-center">
      {icon ? <div className="mx-auto mb-3 flex justify-center text-gray-400">{icon}</div> : null}
      <p className="text-sm font-semibold text-gray-900">{title}</p>
      {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      {action ? <div className="mt-6 flex justify-center">{action}</div> : null}
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

/** A field's options failed to load: a compact error with Retry, in the field's place. */
export function InlineLoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      <p>{message}</p>
      <Button variant="secondary" className="mt-2" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
