// GET /search (issue 27): records of every kind the caller may open, by name or id, for the
// command palette. The matching and the scoping are in src/mocks/record-search.ts.
import { fail, forbidden } from '@/mocks/http';
import { SEARCH_LIMIT, searchableKinds, searchRecords } from '@/mocks/record-search';
import { signedIn } from '@/mocks/resource';
import type { SearchResults } from '@/types/api';

export const SEARCH_MESSAGES = {
  query: 'Type something to search',
  limit: `The search limit must be a whole number from 1 to ${SEARCH_LIMIT.max}`,
} as const;

function parseLimit(value: string | null): number {
  if (value === null || value === '') return SEARCH_LIMIT.default;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_LIMIT.max) {
    fail(SEARCH_MESSAGES.limit);
  }
  return limit;
}

export const searchHandlers = [
  signedIn.get('/search', ({ user, request, db }): SearchResults => {
    // A caller whose roles open no list screen has nothing to search.
    if (searchableKinds(user).length === 0) throw forbidden();
    const url = new URL(request.url);
    const query = url.searchParams.get('q') ?? '';
    if (query.trim() === '') fail(SEARCH_MESSAGES.query);
    return { results: searchRecords(user, query, parseLimit(url.searchParams.get('limit')), db) };
  }),
];
