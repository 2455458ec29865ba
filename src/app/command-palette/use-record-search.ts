// The palette's record search (issue 27): what the user types, once still for a moment, is
// asked of GET /search, beside the screens, actions and cached records the palette lists
// itself. Each key typed moves the query to a new cache key, which cancels (aborts) the request
// of the previous one at once; the new one is sent when the typing pauses.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { searchResultItems } from '@/app/command-palette/palette-items';
import { recordSearchQueryOptions } from '@/api/search';
import type { FoundRecords } from '@/components/command-palette/command-palette';
import { SHOWN_PER_GROUP } from '@/components/command-palette/palette-search';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { Role } from '@/types/api';

/**
 * How long the typing must pause before the API is asked: longer than the gap between the keys
 * of a fast typist (no request per key), short enough that the first results come within
 * 150 ms of the last key (bench/lib/palette-search.js).
 */
export const RECORD_SEARCH_DELAY_MS = 80;

const NOTHING: FoundRecords = { state: 'idle', items: [] };

/** What the API finds for the query being typed, while the palette is open. */
export function useRecordSearch(roles: readonly Role[] | undefined, typed: string): FoundRecords {
  const query = roles ? typed.trim() : '';
  const paused = useDebouncedValue(query, RECORD_SEARCH_DELAY_MS) === query;
  const search = useQuery({
    // As many of each kind as the palette shows of a group.
    ...recordSearchQueryOptions(query, SHOWN_PER_GROUP),
    enabled: query !== '' && paused,
  });
  const results = search.data?.results;
  const items = useMemo(
    () => (roles && results ? searchResultItems(roles, results) : []),
    [roles, results],
  );
  if (query === '') return NOTHING;
  if (search.isError) return { state: 'failed', items: [] };
  if (!results) return { state: 'searching', items: [] };
  return { state: 'idle', items };
}
