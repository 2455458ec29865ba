// What the command palette offers a user (issue 21): the actions and screens the user's roles
// allow, from the route table (src/config/routes.ts, the one source of roles per route), and
// the records already in the query cache, read under the list keys of src/api/keys.ts. Records
// not cached come from GET /search (issue 27, use-record-search.ts), listed alike. Recent items
// are checked against the same rules.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  accountKeys,
  bidderKeys,
  campaignKeys,
  creativeKeys,
  dealKeys,
  placementKeys,
  reportKeys,
} from '@/api/keys';
import type { PaletteItem } from '@/components/command-palette/palette-search';
import {
  findRoute,
  hasAnyRole,
  ROUTE_LIST,
  ROUTES,
  routePath,
  type RouteId,
} from '@/config/routes';
import { NAV_ITEMS } from '@/config/nav';
import { NEW_BIDDER_PROTOCOLS } from '@/rules/bidder-protocols';
import { creativePath } from '@/config/creative-path';
import type { RecentItem } from '@/lib/session/recent-items';
import type { Role, SearchKind, SearchResult } from '@/types/api';

export const ACTIONS_GROUP = 'Actions';
export const SCREENS_GROUP = 'Screens';
export const SIGN_OUT: PaletteItem = {
  id: 'action:signOut',
  label: 'Sign out',
  group: ACTIONS_GROUP,
};

interface RouteAction {
  id: string;
  route: RouteId;
  params?: Record<string, string | number>;
  /** After the route's title: `New Bidder: OpenRtb`. */
  suffix?: string;
}

// Issue 21's actions, each named by the screen it opens. New Bidder opens one form per protocol,
// as the bidders list's New Bidder menu does.
const ROUTE_ACTIONS: readonly RouteAction[] = [
  { id: 'action:newCampaign', route: 'campaignCreate' },
  { id: 'action:newPlacement', route: 'placementCreate' },
  { id: 'action:bulkImport', route: 'placementBatch' },
  // DEAL-PALETTE: New Deal for publishers; deals found by name or Deal ID (below).
  { id: 'action:newDeal', route: 'dealCreate' },
  ...NEW_BIDDER_PROTOCOLS.map((protocol, index) => ({
    id: `action:newBidder:${protocol}`,
    route: 'bidderCreate' as const,
    params: { protocol: index },
    suffix: protocol,
  })),
];
const ACTION_ROUTES = new Set<RouteId>(ROUTE_ACTIONS.map((action) => action.route));

interface RecordSource {
  /** The list's cache key (every list cached under it: the placements list and its stream). */
  key: QueryKey;
  /** Where a wrapped list keeps its records (`{campaigns: [...]}`); a bare list has none. */
  field?: string;
  /** The list screen: its title is the group's name, its roles decide who sees the records. */
  listRoute: RouteId;
  path: (id: string) => string;
  detail?: (record: Record<string, unknown>) => unknown;
}

/**
 * Every kind of record the palette lists, from the cache and from GET /search (one row a kind,
 * keyed by the API's SearchKind: issue 28's deals are one more row), in the order of its groups.
 */
const RECORD_SOURCES: Record<SearchKind, RecordSource> = {
  Campaign: {
    key: campaignKeys.list(),
    field: 'campaigns',
    listRoute: 'campaigns',
    path: (id) => routePath('campaignDetail', { id }),
  },
  Placement: {
    key: placementKeys.list(),
    field: 'items',
    listRoute: 'placements',
    path: (id) => routePath('placementEdit', { id }),
    detail: (placement) => placement.externalId,
  },
  Bidder: {
    key: bidderKeys.list(),
    listRoute: 'bidders',
    path: (id) => routePath('bidderEdit', { id }),
  },
  Account: {
    key: accountKeys.list(),
    listRoute: 'accounts',
    path: (id) => routePath('accountDetail', { id }),
  },
  Creative: {
    key: creativeKeys.list(),
    field: 'creatives',
    listRoute: 'creatives',
    path: creativePath,
  },
  Report: {
    key: reportKeys.list(),
    listRoute: 'reports',
    path: (id) => routePath('reportDetail', { id }),
  },
  Deal: {
    key: dealKeys.list(),
    listRoute: 'deals',
    path: (id) => routePath('dealDetail', { id }),
    detail: (deal) => deal.dealId,
  },
};

function actionItems(roles: readonly Role[]): PaletteItem[] {
  const actions: PaletteItem[] = ROUTE_ACTIONS.filter((action) =>
    hasAnyRole(roles, ROUTES[action.route].roles),
  ).map((action) => {
    const title = ROUTES[action.route].title;
    return {
      id: action.id,
      label: action.suffix ? `${title}: ${action.suffix}` : title,
      group: ACTIONS_GROUP,
      path: routePath(action.route, action.params),
    };
  });
  return [...actions, SIGN_OUT];
}

/** Every screen without parameters the roles may open, but those an action already opens. */
function screenItems(roles: readonly Role[]): PaletteItem[] {
  return ROUTE_LIST.filter(
    (def) =>
      !def.public &&
      def.id !== 'root' &&
      !def.path.includes(':') &&
      !ACTION_ROUTES.has(def.id) &&
      hasAnyRole(roles, def.roles),
  ).map((def) => ({
    id: `screen:${def.id}`,
    label: def.title,
    group: SCREENS_GROUP,
    path: def.path,
    // The sidebar's shorter name (Reviews for Creative Reviews) finds the screen too.
    keywords: NAV_ITEMS.find((item) => item.route === def.id)?.label,
  }));
}

function isNamedRecord(value: unknown): value is { id: string; name: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

function recordsIn(data: unknown, field: string | undefined): unknown[] {
  if (Array.isArray(data)) return data;
  const wrapped =
    field && typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>)[field]
      : [];
  return Array.isArray(wrapped) ? wrapped : [];
}

/** A record as the palette lists it, found in the cache or by the API alike. */
function recordItem(source: RecordSource, id: string, name: string, detail: unknown): PaletteItem {
  return {
    id: `${source.listRoute}:${id}`,
    label: name,
    group: ROUTES[source.listRoute].title,
    path: source.path(id),
    detail: typeof detail === 'string' && detail !== '' ? detail : undefined,
    searchOnly: true,
  };
}

/**
 * GET /search's results as palette items, in the order of the kinds' groups. A kind whose screen
 * the roles may not open is left out (the server leaves it out too).
 */
export function searchResultItems(
  roles: readonly Role[],
  results: readonly SearchResult[],
): PaletteItem[] {
  const kinds = Object.keys(RECORD_SOURCES) as SearchKind[];
  return kinds.flatMap((kind) => {
    const source = RECORD_SOURCES[kind];
    if (!hasAnyRole(roles, ROUTES[source.listRoute].roles)) return [];
    return results
      .filter((result) => result.kind === kind)
      .map((result) => recordItem(source, result.id, result.name, result.detail));
  });
}

interface CachedRecords {
  items: PaletteItem[];
  /** Groups whose list is in the cache: a recent record missing from it is gone. */
  loaded: Set<string>;
}

function cachedRecords(roles: readonly Role[], client: QueryClient): CachedRecords {
  const items: PaletteItem[] = [];
  const loaded = new Set<string>();
  for (const source of Object.values(RECORD_SOURCES)) {
    const list = ROUTES[source.listRoute];
    if (!hasAnyRole(roles, list.roles)) continue;
    const seen = new Set<string>();
    for (const [, data] of client.getQueriesData<unknown>({ queryKey: source.key })) {
      if (data === undefined) continue;
      loaded.add(list.title);
      for (const record of recordsIn(data, source.field)) {
        if (!isNamedRecord(record) || seen.has(record.id)) continue;
        seen.add(record.id);
        const detail = source.detail?.(record as unknown as Record<string, unknown>);
        items.push(recordItem(source, record.id, record.name, detail));
      }
    }
  }
  return { items, loaded };
}

export interface PaletteContents {
  items: PaletteItem[];
  recent: PaletteItem[];
}

/** Whether these roles may open any kind of record the search finds (else it is never asked). */
export function mayFindRecords(roles: readonly Role[]): boolean {
  return Object.values(RECORD_SOURCES).some((source) =>
    hasAnyRole(roles, ROUTES[source.listRoute].roles),
  );
}

/**
 * The palette's contents for these roles, now. A recent item whose screen the roles no longer
 * allow, or whose record is missing from its cached list (deleted since), is left out; one
 * still listed takes the current name.
 */
export function paletteContents(
  roles: readonly Role[],
  client: QueryClient,
  recent: readonly RecentItem[],
): PaletteContents {
  const records = cachedRecords(roles, client);
  const items = [...actionItems(roles), ...screenItems(roles), ...records.items];
  const byId = new Map(items.map((item) => [item.id, item]));
  const recentShown = recent.flatMap((entry): PaletteItem[] => {
    const current = byId.get(entry.id);
    if (current) return [current];
    const route = findRoute(entry.path.split(/[?#]/)[0] ?? '');
    if (!route || route.public || !hasAnyRole(roles, route.roles)) return [];
    return records.loaded.has(entry.group) ? [] : [{ ...entry }];
  });
  return { items, recent: recentShown };
}
