import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, messageOf } from '@/lib/api-error';
import { toastError } from '@/lib/toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
    mutationMeta: QueryMeta;
  }
}

export interface QueryMeta extends Record<string, unknown> {
  /** The screen-specific failure message (spec section 8), toasted instead of the server's. */
  errorMessage?: string;
  /** Set false where the screen reports the failure itself. */
  errorToast?: boolean;
}

function toastFailure(error: unknown, meta: QueryMeta | undefined) {
  if (meta?.errorToast === false) return;
  // An expired session is announced once by the API client; no second toast per request.
  if (error instanceof ApiError && error.sessionExpired) return;
  const message = meta?.errorMessage ?? messageOf(error);
  toastError(message, { id: message });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => toastFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on a retry; server and network failures get one more try.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
