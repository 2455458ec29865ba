// The one query client and its one error policy (ERR-ONE-POLICY): a failed query or mutation
// is toasted once, with the message its cache key declares (`meta.errorMessage`, e.g. the
// spec's `Failed to load accounts.`) or else the server's mapped message; the screen shows its
// own inline state with Retry (QueryState); only a background figure of the shell
// (`meta.background`) fails without a toast. Saves declare the cache keys they change
// (`meta.invalidates`) and one handler here invalidates them once the save succeeds (or partly
// succeeds), with the change history every save adds to (changed-keys.ts, HIST-PANEL-FRESH).
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  ApiError,
  isAbortError,
  messageOf,
  NoAnswerError,
  OfflineError,
} from '@/lib/http/api-error';
import { toastError } from '@/lib/toasts/toast';
import { changedKeys } from '@/lib/cache/changed-keys';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
    mutationMeta: MutationMeta;
  }
}

/** The message shown for a failure: fixed (the spec's), or built from the error. */
export type ErrorMessage = string | ((error: unknown) => string);

export interface QueryMeta extends Record<string, unknown> {
  /** The screen-specific failure message (ERR-ONE-POLICY), toasted instead of the server's. */
  errorMessage?: ErrorMessage;
  /**
   * A figure the shell keeps up to date on every screen (the sidebar's pending reviews): its
   * failure is not toasted, since no screen asked for it; what shows it shows nothing instead.
   */
  background?: boolean;
  /**
   * The query's own fetch writes what it reads with setQueryData as it arrives (streamedQuery):
   * those writes are no save of this tab's, and go to no other tab (MANY-CROSS-TAB).
   */
  streamed?: boolean;
}

export interface MutationMeta extends QueryMeta {
  /** The cache keys this save changes (docs/api.md, "What a save changes"). */
  invalidates?: readonly QueryKey[];
}

/** The text a failure is announced with: the key's own message, else the server's. */
export function failureMessage(error: unknown, message?: ErrorMessage): string {
  // No answer, or not sent at all: said as such, whatever the screen's own message is
  // (MANY-2XX-SUCCESS, MANY-NO-ANSWER), so a save that may have gone through never reads as failed.
  if (error instanceof NoAnswerError || error instanceof OfflineError) return error.message;
  if (typeof message === 'function') return message(error);
  return message ?? messageOf(error);
}

function toastFailure(error: unknown, meta: QueryMeta | undefined) {
  if (meta?.background) return; // ERR-BACKGROUND
  // An expired session is said by the sign-in dialog over the screen, never in a toast.
  if (error instanceof ApiError && error.sessionExpired) return;
  // A cancelled request (an upload's Cancel) is what the user asked for, not a failure.
  if (isAbortError(error)) return;
  // A stale If-Match (412) is the editor kit's to settle: merged again and sent, or said by it
  // once it gives up (src/components/form/merged-save.ts). Only its saves send If-Match.
  if (error instanceof ApiError && error.status === 412) return;
  const message = failureMessage(error, meta?.errorMessage);
  // The toast id is the message, so the same failure shows once however many calls hit it.
  toastError(message, { id: message });
}

export function createQueryClient(): QueryClient {
  // Not awaited: a save-and-go screen navigates at once; the lists refetch when shown.
  const invalidateChanged = (meta: MutationMeta | undefined) => {
    for (const queryKey of changedKeys(meta)) void client.invalidateQueries({ queryKey });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        toastFailure(error, mutation.meta);
        // A save of many parts some of which were saved (`partlySaved`): read again all the same.
        if ((error as { partlySaved?: boolean }).partlySaved) invalidateChanged(mutation.meta);
      },
      onSuccess: (_data, _vars, _ctx, mutation) => invalidateChanged(mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Fresh views (MANY-REFETCH-FOCUS): a tab shown again fetches what may have changed
        // meanwhile (a colleague's save). Forms take their values once, on mount (defaultValues),
        // so a refetch never resets what is typed.
        refetchOnWindowFocus: true,
        // ERR-RETRY: client errors will not change on a retry; server and network failures get one
        // more try. A read past its deadline is not tried again: another 30 s would only hide it
        // longer.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          !(error instanceof NoAnswerError) &&
          count < 1,
      },
      // A save runs whatever the connection says: offline, the fetch client refuses it at once
      // (OfflineError). The default ('online') would pause it and send it when the connection
      // is back, minutes later and with old data (MANY-OFFLINE). Reads may wait for the
      // connection ('online'): a paused read sends nothing that changes data.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
