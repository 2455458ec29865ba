// The change history (docs/api.md, "Change history"; HIST-RECORD): GET /history answers entries
// newest first, a page at a time (`{entries, nextCursor}`). The console never writes an entry:
// every save records its own on the server, and every successful save invalidates these keys
// (src/lib/cache/changed-keys.ts, HIST-PANEL-FRESH). A record's History section (HIST-PANEL)
// and the Activity screen (HIST-ACTIVITY) read them as infinite queries; the CSV export
// (HIST-EXPORT) walks every page with historyPages().
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '@/lib/http/api-client';
import { daysRange } from '@/lib/text/dates';
import { historyKeys, type HistoryFilters } from '@/api/keys';
import type { Query, Reply } from '@/api/operations';
import type { HistoryEntry, HistoryPage, HistoryRecordKind } from '@/types/api';

export { historyKeys, type HistoryFilters };

export const HISTORY_LOAD_FAILED = 'Failed to load the history.';
export const ACTIVITY_LOAD_FAILED = 'Failed to load the activity.';

/** Entries per page of a record's History section. */
export const RECORD_HISTORY_PAGE = 20;
/** Entries per page of a list (Activity, a transaction's records). */
export const HISTORY_LIST_PAGE = 100;
/** Entries per page of the CSV export: the most the API answers at once. */
export const HISTORY_EXPORT_PAGE = 500;

/** GET /history: one page of the entries `query` asks for, newest first. */
export async function getHistory(
  query: Query<'getHistory'> = {},
  signal?: AbortSignal,
): Promise<HistoryPage> {
  const { grouped, ...rest } = query;
  const page = await api.get<Partial<Reply<'getHistory'>> | null>('/history', {
    query: { ...rest, grouped: grouped ? 'true' : undefined },
    signal,
  });
  // Read as leniently as the other lists (src/api/list.ts): a reply without its list is an
  // empty last page, never a screen that breaks on it.
  return {
    entries: Array.isArray(page?.entries) ? page.entries : [],
    nextCursor: typeof page?.nextCursor === 'string' ? page.nextCursor : null,
  };
}

type Cursor = string | undefined;

const nextCursor = (page: HistoryPage): Cursor => page.nextCursor ?? undefined;

/** Every page's entries, in order (the hooks' `select`: one list, newest first). */
const allEntries = (data: InfiniteData<HistoryPage, Cursor>): HistoryEntry[] =>
  data.pages.flatMap((page) => page.entries);

/** One record's entries (HIST-PANEL), a page at a time. */
export const recordHistoryQueryOptions = (kind: HistoryRecordKind, id: string) =>
  infiniteQueryOptions({
    queryKey: historyKeys.record(kind, id),
    queryFn: ({ pageParam, signal }) =>
      getHistory({ kind, recordId: id, cursor: pageParam, limit: RECORD_HISTORY_PAGE }, signal),
    initialPageParam: undefined as Cursor,
    getNextPageParam: nextCursor,
    meta: { errorMessage: HISTORY_LOAD_FAILED },
  });

/** The entries `filters` keep (HIST-ACTIVITY: grouped by transaction; a transaction's records). */
export const historyListQueryOptions = (filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: historyKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      getHistory({ ...filters, cursor: pageParam, limit: HISTORY_LIST_PAGE }, signal),
    initialPageParam: undefined as Cursor,
    getNextPageParam: nextCursor,
    meta: { errorMessage: ACTIVITY_LOAD_FAILED },
  });

/**
 * A record's history: every page read so far as one list (`fetchNextPage` reads the next);
 * `enabled: false` asks nothing (an edit screen whose record is not read yet, or not found).
 */
export const useRecordHistory = (kind: HistoryRecordKind, id: string, { enabled = true } = {}) =>
  useInfiniteQuery({ ...recordHistoryQueryOptions(kind, id), select: allEntries, enabled });

/** A list of entries; `enabled: false` asks nothing (a transaction not expanded). */
export const useHistoryList = (filters: HistoryFilters, { enabled = true } = {}) =>
  useInfiniteQuery({ ...historyListQueryOptions(filters), select: allEntries, enabled });

/**
 * HIST-CHART-MARKERS: a record's entries over a chart's local days (`YYYY-MM-DD`, oldest
 * first), from the record's own history (the History section's query: read once, by the
 * page's loader), reading its further pages only while they may still hold a day of the chart.
 */
export function useRecordChangesOver(
  kind: HistoryRecordKind,
  recordId: string,
  days: readonly { date: string }[],
): HistoryEntry[] | undefined {
  const range = days.length > 0 ? daysRange(days[0]!.date, days[days.length - 1]!.date) : null;
  const history = useRecordHistory(kind, recordId, { enabled: range !== null });
  const entries = history.data;
  const oldest = entries?.[entries.length - 1];
  const older = Boolean(range && oldest && oldest.at >= range.from);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  useEffect(() => {
    if (older && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [older, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const from = range?.from;
  const to = range?.to;
  return useMemo(
    () =>
      from && to && entries
        ? entries.filter((entry) => entry.at >= from && entry.at < to)
        : undefined,
    [entries, from, to],
  );
}

/**
 * Every entry `filters` keep, one page after another (HIST-EXPORT), each page's entries as it
 * comes. Stops when the signal aborts (the export's Cancel), or if a page gives back a cursor
 * already followed (a server that would otherwise loop forever).
 */
export async function* historyPages(
  filters: HistoryFilters,
  signal?: AbortSignal,
): AsyncGenerator<HistoryEntry[]> {
  const followed = new Set<string>();
  let cursor: Cursor;
  do {
    signal?.throwIfAborted();
    const page = await getHistory({ ...filters, cursor, limit: HISTORY_EXPORT_PAGE }, signal);
    yield page.entries;
    cursor = nextCursor(page);
    if (cursor !== undefined) {
      if (followed.has(cursor)) return;
      followed.add(cursor);
    }
  } while (cursor !== undefined);
}
