// One query's states in one place: loading, error with Retry, not found, empty, or the data.
// Pass the useQuery() result itself.
import { useState, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { ApiError } from '@/lib/http/api-error';

/** The fields of a useQuery() result this needs (any UseQueryResult fits). */
export interface QueryStateSource<TData> {
  data: TData | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryStateProps<TData> {
  query: QueryStateSource<TData>;
  /** The loading message, e.g. `Loading accounts…`. */
  loadingLabel?: string;
  /** The error's heading (the screen's failure message); the error's own text shows below it. */
  errorTitle: string | ((error: unknown) => string);
  /** Shown instead of the error for a 404 (e.g. an id that does not exist). */
  notFound?: ReactNode;
  /** Shown when isEmpty(data); by default an empty array is empty. */
  empty?: ReactNode;
  isEmpty?: (data: TData) => boolean;
  children: (data: TData) => ReactNode;
}

function isEmptyArray(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

export function QueryState<TData>({
  query,
  loadingLabel,
  errorTitle,
  notFound,
  empty,
  isEmpty = isEmptyArray,
  children,
}: QueryStateProps<TData>) {
  // The error being retried. react-query drops a data-less query back to pending on refetch;
  // keeping the error panel with a busy Retry button avoids a flash to the loading state.
  const [retrying, setRetrying] = useState<{ error: unknown } | null>(null);
  const { data } = query;
  const failure = query.isError ? { error: query.error } : retrying;

  // A failed background refresh keeps the data on screen (the query cache has toasted the
  // failure); the error state is for when there is nothing to show.
  if (failure && data === undefined) {
    const { error } = failure;
    if (notFound !== undefined && error instanceof ApiError && error.status === 404) {
      return <>{notFound}</>;
    }
    const retry = () => {
      setRetrying(failure);
      void query.refetch().finally(() => setRetrying(null));
    };
    return (
      <ErrorState
        title={typeof errorTitle === 'function' ? errorTitle(error) : errorTitle}
        error={error}
        onRetry={retry}
        retrying={retrying !== null || query.isFetching}
      />
    );
  }
  if (query.isPending || data === undefined) return <LoadingState label={loadingLabel} />;
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
