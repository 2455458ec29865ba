// The palette's record search (issue 27): what the user types, once still for a moment, is
// asked of GET /search, beside the screens, actions and cached records the palette lists
// itself. Each key typed moves the query to a new cache key, which cancels (aborts) the request
// of the previous one at once; the new one is sent when the typing pauses.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mayFindRecords, searchResultItems } from '@/app/command-palette/palette-items';
import { recordSearchQueryOptions } from '@/api/search';
import type { FoundRecords } from '@/components/command-palette/palette-search';
import {
  indexPaletteItem,
  SHOWN_PER_GROUP,
  type PaletteItem,
} from '@/components/command-palette/palette-search';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { Role } from '@/types/api';

/**
 * How long the typing must pause before the API is asked: longer than the gap between the keys
 * of a fast typist (no request per key), short enough that the first results come within
 * 150 ms of the last key (bench/lib/palette-search.js).
 */
export const RECORD_SEARCH_DELAY_MS = 80;

const NOTHING: FoundRecords = { state: 'idle', items: [] };

/** Whether an item found for an earlier query still has every word of this one. */
function stillMatches(item: PaletteItem, query: string): boolean {
  const { text } = indexPaletteItem(item);
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((term) => text.includes(term));
}

/** What the API finds for the query being typed, while the palette is open. */
export function useRecordSearch(roles: readonly Role[] | undefined, typed: string): FoundRecords {
  // A login that may open no record list (no roles) is not searched for: the API refuses it.
  const query = roles && mayFindRecords(roles) ? typed.trim() : '';
  const paused = useDebouncedValue(query, RECORD_SEARCH_DELAY_MS) === query;
  const search = useQuery({
    // As many of each kind as the palette shows of a group.
    ...recordSearchQueryOptions(query, SHOWN_PER_GROUP),
    enabled: query !== '' && paused,
    // While the next answer comes, what the last one found and the new query still matches
    // stays listed: typing on narrows the list instead of emptying it at every key.
    placeholderData: keepPreviousData,
  });
  const results = search.data?.results;
  const earlier = search.isPlaceholderData;
  const items = useMemo(() => {
    if (!roles || !results) return [];
    const found = searchResultItems(roles, results);
    return earlier ? found.filter((item) => stillMatches(item, query)) : found;
  }, [roles, results, earlier, query]);
  if (query === '') return NOTHING;
  if (search.isError) return { state: 'failed', items: [] };
  if (!results || earlier) return { state: 'searching', items };
  return { state: 'idle', items };
}
