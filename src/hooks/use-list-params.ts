// A list screen's view in the URL: the search text (`q`), the sort (`sort=name`, `sort=-name`)
// and named filters (`status=active`), so a link or a reload shows the same view. Params at
// their default are left out, keeping links short; updates replace the history entry, so Back
// leaves the list instead of stepping through keystrokes.
import type { SortState } from '@/types/sort';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SEARCH_PARAM = 'q';
export const SORT_PARAM = 'sort';

/** `name` -> name ascending, `-name` -> name descending; empty or absent -> null. */
export function parseSort(param: string | null): SortState {
  if (!param || param === '-') return null;
  return param.startsWith('-')
    ? { columnId: param.slice(1), direction: 'desc' }
    : { columnId: param, direction: 'asc' };
}

export function formatSort(sort: SortState): string {
  if (!sort) return '';
  return sort.direction === 'desc' ? `-${sort.columnId}` : sort.columnId;
}

export interface ListParamsOptions<F extends string = never> {
  /** The sort when the URL has none. */
  defaultSort?: SortState;
  /** The columns that may be sorted on; a URL naming another one gets the default sort. */
  sortColumns?: readonly string[];
  /** Each filter's name and its default value (left out of the URL), e.g. `{ status: '' }`. */
  filters?: Record<F, string>;
}

export interface ListParams<F extends string> {
  /** What the search box shows: updated at once, written to the URL as `q`. */
  search: string;
  setSearch: (text: string) => void;
  /** For DataTable's `sort` and `onSortChange`. */
  sort: SortState;
  setSort: (next: SortState) => void;
  filters: Record<F, string>;
  setFilter: (name: F, value: string) => void;
}

export function useListParams(options?: ListParamsOptions): ListParams<never>;
/** Filter names come from `filters`, which is required once there are any. */
export function useListParams<F extends string>(
  options: ListParamsOptions<F> & { filters: Record<F, string> },
): ListParams<F>;
export function useListParams<F extends string>({
  defaultSort = null,
  sortColumns,
  filters: filterDefaults,
}: ListParamsOptions<F> = {}): ListParams<F> {
  const [params, setParams] = useSearchParams();

  // The router applies URL changes in a transition, a render or more after the keystroke; an
  // input bound straight to the URL would lag and lose its caret. So the box shows local state
  // and the URL follows it. A URL change that does not come from typing here (Back, a link)
  // replaces the text, but only once the URL has caught up with what was typed, so the echo
  // of an earlier keystroke can never undo a later one.
  const urlSearch = params.get(SEARCH_PARAM) ?? '';
  const [search, setSearchText] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    if (seenUrlSearch === search) setSearchText(urlSearch);
  }

  const urlSort = parseSort(params.get(SORT_PARAM));
  const sort =
    urlSort && (!sortColumns || sortColumns.includes(urlSort.columnId)) ? urlSort : defaultSort;

  // Typed without a cast: Object.assign({}, defaults | undefined) is Record<F, string>, and
  // with no defaults the overloads make F never, for which the empty object is complete.
  const filters: Record<F, string> = Object.assign({}, filterDefaults);
  for (const name in filters) filters[name] = params.get(name) ?? filters[name];

  /**
   * Writes one param, or removes it at its default (an empty value against a non-empty default
   * stays, as `status=`, so the link still shows "any status"); `q` always from what is typed.
   */
  const write = (name: string, value: string, fallback: string, typed = search) => {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(name);
    else next.set(name, value);
    if (typed === '') next.delete(SEARCH_PARAM);
    else next.set(SEARCH_PARAM, typed);
    setParams(next, { replace: true });
  };

  return {
    search,
    setSearch: (text) => {
      setSearchText(text);
      write(SEARCH_PARAM, text, '', text);
    },
    sort,
    setSort: (next) => {
      const value = formatSort(next);
      write(SORT_PARAM, value === formatSort(defaultSort) ? '' : value, '');
    },
    filters,
    setFilter: (name, value) => {
      write(name, value, filterDefaults?.[name] ?? '');
    },
  };
}
