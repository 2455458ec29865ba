// Every cache key of the /v1 resources, in one place: a save in one resource names the keys of
// others it changes (reviews <-> creatives, placements -> inventory and accounts), so the
// factories live below the resource files instead of in each, where they would import each
// other in a cycle. Each resource file re-exports its own factory. Keys go from general to
// specific, so invalidating `all` covers every list and detail of a resource.
import type { HistoryRecordKind, InventoryFilters, ReviewStatus } from '@/types/api';
import type { Query } from '@/api/operations';
import { HISTORY_ROOT_KEY } from '@/lib/cache/changed-keys';

/** GET /reports/{id}'s range: days as `YYYY-MM-DD`. */
export type ReportRange = Query<'getReport'>;

export const accountKeys = {
  all: ['accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  detail: (id: string) => [...accountKeys.all, 'detail', id] as const,
  users: (id: string) => [...accountKeys.detail(id), 'users'] as const,
};

export const userKeys = {
  all: ['users'] as const,
  /** GET /users: the team of the signed-in user's account. */
  list: () => [...userKeys.all, 'list'] as const,
};

export const bidderKeys = {
  all: ['bidders'] as const,
  list: () => [...bidderKeys.all, 'list'] as const,
  detail: (id: string) => [...bidderKeys.all, 'detail', id] as const,
};

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
};

export const creativeKeys = {
  all: ['creatives'] as const,
  list: () => [...creativeKeys.all, 'list'] as const,
  /** A creative's reviews (a decision on any of them invalidates `all`). */
  reviews: (id: string) => [...creativeKeys.all, 'reviews', id] as const,
};

export const contentKeys = {
  all: ['content'] as const,
  clips: () => [...contentKeys.all, 'clips'] as const,
};

export const placementKeys = {
  all: ['placements'] as const,
  list: () => [...placementKeys.all, 'list'] as const,
  /** The same list read as it arrives (the placements screen); a list() change refreshes it. */
  listStreamed: () => [...placementKeys.list(), 'streamed'] as const,
  detail: (id: string) => [...placementKeys.all, 'detail', id] as const,
  batchJob: (jobId: string) => [...placementKeys.all, 'batch', jobId] as const,
  /** Earlier versions an exported file names (BATCH-MERGE), by a hash of the refs asked. */
  versions: (refsHash: string) => [...placementKeys.all, 'versions', refsHash] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  /** Every status's queue (a decision moves a review between them). */
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (status: ReviewStatus) => [...reviewKeys.lists(), status] as const,
  /** The sidebar's pending count: under the Pending list, so what changes that list changes it. */
  pendingCount: () => [...reviewKeys.list('Pending'), 'count'] as const,
  /** The publisher's auto-approval rules. */
  rules: () => [...reviewKeys.all, 'rules'] as const,
};

export const reportKeys = {
  all: ['reports'] as const,
  list: () => [...reportKeys.all, 'list'] as const,
  detail: (id: string, range: ReportRange = {}) =>
    [...reportKeys.all, 'detail', id, range] as const,
};

export const inventoryKeys = {
  all: ['inventory'] as const,
  list: (filters: Partial<InventoryFilters>) => [...inventoryKeys.all, 'list', filters] as const,
  detail: (id: string) => [...inventoryKeys.all, 'detail', id] as const,
};

export const searchKeys = {
  all: ['search'] as const,
  /** GET /search: one query's results (each kind's best `limit`). */
  records: (query: string, limit: number) => [...searchKeys.all, query, limit] as const,
};

/** GET /deals/{id}/stats's range: days as `YYYY-MM-DD` (absent: the flight up to today). */
export type DealStatsRange = Query<'getDealStats'>;

export const dealKeys = {
  all: ['deals'] as const,
  /** GET /deals: what the caller's roles may see (own, offered or all). */
  list: () => [...dealKeys.all, 'list'] as const,
  detail: (id: string) => [...dealKeys.all, 'detail', id] as const,
  stats: (id: string, range: DealStatsRange = {}) =>
    [...dealKeys.detail(id), 'stats', range] as const,
};

/**
 * GET /history's filters for a list of entries (not its cursor or page size): the Activity
 * screen's (grouped), a transaction's records.
 */
export type HistoryFilters = Omit<Query<'getHistory'>, 'cursor' | 'limit'>;

// The change history (HIST-PANEL, HIST-ACTIVITY). Every successful save invalidates `all`
// (src/lib/cache/changed-keys.ts, HIST-PANEL-FRESH), so every list below is read again.
export const historyKeys = {
  all: HISTORY_ROOT_KEY,
  /** One record's entries, page by page (its History section). */
  record: (kind: HistoryRecordKind, id: string) =>
    [...historyKeys.all, 'record', kind, id] as const,
  /** A filtered list of entries, page by page (Activity; a transaction's records). */
  list: (filters: HistoryFilters) => [...historyKeys.all, 'list', filters] as const,
};
