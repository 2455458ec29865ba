// Record search (docs/api.md, "Search"): the records of every kind the caller may open whose
// name or id matches, for the command palette. Scoped by the server to the caller's roles and
// account.
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '@/api/keys';
import type { Query, Reply } from '@/api/operations';
import { api } from '@/lib/http/api-client';

export { searchKeys };

/** One query's results; the signal cancels it (the palette's next key does). */
export function searchRecords(
  query: Query<'searchRecords'>,
  signal?: AbortSignal,
): Promise<Reply<'searchRecords'>> {
  return api.get<Reply<'searchRecords'>>('/search', {
    query: { q: query.q, limit: query.limit } satisfies Query<'searchRecords'>,
    signal,
  });
}

export const recordSearchQueryOptions = (q: string, limit: number) =>
  queryOptions({
    queryKey: searchKeys.records(q, limit),
    // TanStack Query aborts the signal when nothing observes the query any more (another key).
    queryFn: ({ signal }) => searchRecords({ q, limit }, signal),
    // What was typed a moment ago is answered from the cache while it is fresh.
    staleTime: 10_000,
    // A failed search says so at once, in the palette's own quiet line (no toast): the screens
    // and actions are still listed.
    retry: false,
    meta: { background: true },
  });
