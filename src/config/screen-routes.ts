// How a feature declares its screens to the router (ROUTE-LOADERS): for each route of the route
// table (src/config/routes.ts: path, title, roles, the sidebar), the screen's code and its first
// reads, side by side in the feature's `routes/index.ts`. The app composes them
// (src/app/screen-routes.ts); a route without both fails the type check and
// test/app/screen-routes.test.tsx, and the route-reads tests (test/app/route-reads.ts) fail if a screen asks
// the API anything its reads did not.
import type { ComponentType } from 'react';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
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
}

/** A screen's first reads; resolves once they (and the reads they lead to) have settled. */
export type ScreenReads = (context: ScreenReadContext) => Promise<unknown>;

/** A feature's module of first reads: one export per screen that reads anything on opening. */
export type ScreenReadsModule = Readonly<Record<string, ScreenReads>>;

export interface ScreenRoute {
  /** The screen's code, a chunk of its own. */
  screen: ScreenLoader;
  /**
   * Its first reads, in the feature's own reads module (a chunk apart, so the shell never
   * carries API code), or `null` for a screen that asks the API nothing when it opens.
   */
  reads: { module: () => Promise<ScreenReadsModule>; name: string } | null;
}

/** A feature's screens, by route id. */
export type ScreenRoutes<Id extends Exclude<RouteId, 'root'>> = Readonly<Record<Id, ScreenRoute>>;

/** `readsFrom(reads, 'bidderEdit')`: the export `bidderEdit` of the feature's reads module. */
export function readsFrom<M extends ScreenReadsModule>(
  module: () => Promise<M>,
  name: keyof M & string,
): ScreenRoute['reads'] {
  return { module, name };
}
