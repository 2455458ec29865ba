// How a feature declares its screens to the router (ROUTE-LOADERS): for each route of the route
// table (src/config/routes.ts: path, title, roles, the sidebar), the screen's code and its first
// reads, side by side in the feature's `routes/index.ts`. The app composes them
// (src/app/screen-routes.ts); a route without both fails the type check and
// test/app/screen-routes.test.tsx, and the route-reads tests (test/app/route-reads.ts) fail if a screen asks
// the API anything its reads did not.
import type { ComponentType } from 'react';
import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  InfiniteData,
  QueryKey,
} from '@tanstack/react-query';
import type { RouteId } from '@/config/routes';
import type { Session } from '@/types/api';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

export interface ScreenReadContext {
  /** The route's path parameters (`:id`). */
  params: Readonly<Record<string, string | undefined>>;
  /** The URL's query string: a screen's view (tab, filters, range) lives there. */
  search: URLSearchParams;
  session: Session;
  /** Start (or join) a read; resolves with its data, or undefined if it failed. */
  read: <T, K extends QueryKey>(
    options: FetchQueryOptions<T, Error, T, K>,
  ) => Promise<T | undefined>;
  /**
   * Start (or join) a read of pages (an infinite query: a History section's first page);
   * resolves with its pages, or undefined if it failed.
   */
  readPages: <T, K extends QueryKey, P>(
    options: FetchInfiniteQueryOptions<T, Error, T, K, P>,
  ) => Promise<InfiniteData<T, P> | undefined>;
}

/** A screen's first reads; resolves once they (and the reads they lead to) have settled. */
export type ScreenReads = (context: ScreenReadContext) => Promise<unknown>;

/** A screen's route as its feature declares it. */
export interface ScreenRoute {
  /** The screen's code, a chunk of its own. */
  screen: ScreenLoader;
  /**
   * Its first reads: the feature's reads module (a chunk apart, so the shell never carries API
   * code), whose export named as the route is the screen's reads; `null` for a screen that asks
   * the API nothing when it opens.
   */
  reads: (() => Promise<Readonly<Record<string, unknown>>>) | null;
}

/**
 * A feature's screens, by route id: each screen's reads module must export its reads under the
 * route's id (`bidderEdit`), or the declaration does not type-check.
 */
export type ScreenRoutes<Id extends Exclude<RouteId, 'root'>> = {
  readonly [K in Id]: {
    screen: ScreenLoader;
    reads: (() => Promise<Readonly<Record<K, ScreenReads>>>) | null;
  };
};
