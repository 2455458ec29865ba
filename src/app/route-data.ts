// What each screen reads first, as the very query options its screen uses: the route's loader
// (src/app/route-prefetch.ts) starts these reads when a navigation starts, alongside the
// screen's code, and intent (the pointer or focus on a link or row) warms them before the click.
// This file is a chunk of its own (route-prefetch.ts loads it; the sign-in screen never does),
// and each entry imports its resource's file (and any pure feature logic it needs) on its own,
// so no screen's API code lands in the shell's chunks. test/app/route-data.test.tsx renders every
// screen after its loader and fails if the screen asks the API anything its loader did not.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { ROUTES, type RouteId } from '@/config/routes';
import type { ReviewStatus, Session } from '@/types/api';

export interface RouteReadContext {
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

/** A route's first reads; resolves once they (and the reads they lead to) have settled. */
type RouteReads = (context: RouteReadContext) => Promise<unknown>;

const REVIEW_TABS: readonly ReviewStatus[] = ['Pending', 'Approved', 'Rejected'];

const all = (reads: readonly (Promise<unknown> | null)[]) => Promise.all(reads);

export const ROUTE_READS: Partial<Record<RouteId, RouteReads>> = {
  accounts: async ({ read }) => {
    const { accountsQueryOptions } = await import('@/api/accounts');
    return read(accountsQueryOptions());
  },
  accountEdit: async ({ read, params }) => {
    const { accountQueryOptions } = await import('@/api/accounts');
    return read(accountQueryOptions(params.id ?? ''));
  },
  accountDetail: async ({ read, params }) => {
    const { accountQueryOptions, accountUsersQueryOptions } = await import('@/api/accounts');
    const id = params.id ?? '';
    return all([read(accountQueryOptions(id)), read(accountUsersQueryOptions(id))]);
  },
  placements: async ({ read }) => {
    const { placementListStreamQueryOptions } = await import('@/api/placements');
    return read(placementListStreamQueryOptions());
  },
  placementEdit: async ({ read, params }) => {
    const { placementQueryOptions } = await import('@/api/placements');
    return read(placementQueryOptions(params.id ?? ''));
  },
  campaigns: async ({ read }) => {
    const { campaignsQueryOptions } = await import('@/api/campaigns');
    return read(campaignsQueryOptions());
  },
  campaignCreate: async ({ read, search, session }) => {
    const [{ accountQueryOptions }, { campaignQueryOptions }, creatives, { duplicateSource }] =
      await Promise.all([
        import('@/api/accounts'),
        import('@/api/campaigns'),
        import('@/api/creatives'),
        import('@/features/campaigns/handover'),
      ]);
    const from = duplicateSource(search);
    return all([
      read(accountQueryOptions(session.user.account_id ?? '')),
      read(creatives.creativesQueryOptions()),
      from ? read(campaignQueryOptions(from)) : null,
    ]);
  },
  campaignDetail: async ({ read, params }) => {
    const id = params.id ?? '';
    const [{ campaignQueryOptions }, reports, { accountsQueryOptions }, content, own] =
      await Promise.all([
        import('@/api/campaigns'),
        import('@/api/reports'),
        import('@/api/accounts'),
        import('@/api/content'),
        import('@/features/campaigns/campaign-report'),
      ]);
    // The delivery chart's report is found in the list, then read: one after the other.
    const chart = read(reports.reportsQueryOptions()).then((list) => {
      const summary = list && own.campaignReportOf(list, id);
      return summary ? read(reports.reportQueryOptions(summary.id)) : undefined;
    });
    return all([
      read(campaignQueryOptions(id)),
      read(accountsQueryOptions()),
      read(content.clipsQueryOptions()),
      chart,
    ]);
  },
  campaignEdit: async ({ read, params, session }) => {
    const [{ accountQueryOptions }, { campaignQueryOptions }, creatives] = await Promise.all([
      import('@/api/accounts'),
      import('@/api/campaigns'),
      import('@/api/creatives'),
    ]);
    // The form needs the campaign's own account (an Admin's campaign may be another's).
    const account = read(campaignQueryOptions(params.id ?? '')).then((campaign) =>
      read(accountQueryOptions(campaign?.accountId ?? session.user.account_id ?? '')),
    );
    return all([account, read(creatives.creativesQueryOptions())]);
  },
  creatives: async ({ read }) => {
    const { creativesQueryOptions } = await import('@/api/creatives');
    return read(creativesQueryOptions());
  },
  content: async ({ read }) => {
    const { clipsQueryOptions } = await import('@/api/content');
    return read(clipsQueryOptions());
  },
  reviews: async ({ read }) => {
    const { reviewRulesQueryOptions, reviewsQueryOptions } = await import('@/api/reviews');
    // Every tab's count shows at once, so every queue is read.
    return all([
      read(reviewRulesQueryOptions()),
      ...REVIEW_TABS.map((status) => read(reviewsQueryOptions(status))),
    ]);
  },
  settings: async ({ read }) => {
    const { teamQueryOptions } = await import('@/api/users');
    return read(teamQueryOptions());
  },
  tools: async ({ read }) => {
    const { accountsQueryOptions } = await import('@/api/accounts');
    return read(accountsQueryOptions());
  },
  debug: async ({ read }) => {
    const [{ biddersQueryOptions }, { accountsQueryOptions }] = await Promise.all([
      import('@/api/bidders'),
      import('@/api/accounts'),
    ]);
    return all([read(biddersQueryOptions()), read(accountsQueryOptions())]);
  },
  sandbox: async ({ read }) => {
    const { placementsQueryOptions } = await import('@/api/placements');
    return read(placementsQueryOptions());
  },
  inventory: async ({ read, search }) => {
    const [{ inventoryQueryOptions }, { accountsQueryOptions }, filters] = await Promise.all([
      import('@/api/inventory'),
      import('@/api/accounts'),
      import('@/features/inventory/inventory-filters'),
    ]);
    const applied = filters.readFilters(
      {
        states: search.get('states') ?? '',
        venueTypes: search.get('venueTypes') ?? '',
        publishers: search.get('publishers') ?? '',
      },
      search.get('q') ?? '',
    );
    return all([
      read(inventoryQueryOptions(filters.inventoryQuery(applied))),
      read(accountsQueryOptions()),
    ]);
  },
  inventoryReport: async ({ read, params }) => {
    const [{ inventoryReportQueryOptions }, { accountsQueryOptions }] = await Promise.all([
      import('@/api/inventory'),
      import('@/api/accounts'),
    ]);
    return all([read(inventoryReportQueryOptions(params.id ?? '')), read(accountsQueryOptions())]);
  },
  reports: async ({ read }) => {
    const { reportsQueryOptions } = await import('@/api/reports');
    return read(reportsQueryOptions());
  },
  reportDetail: async ({ read, params, search }) => {
    const [{ reportQueryOptions }, { resolveRange }, { localIsoDate }] = await Promise.all([
      import('@/api/reports'),
      import('@/features/reports/report-range'),
      import('@/lib/dates'),
    ]);
    const { start, end } = resolveRange(search, localIsoDate());
    return read(reportQueryOptions(params.id ?? '', { start, end }));
  },
  bidders: async ({ read }) => {
    const { biddersQueryOptions } = await import('@/api/bidders');
    return read(biddersQueryOptions());
  },
  bidderEdit: async ({ read, params }) => {
    const { bidderQueryOptions } = await import('@/api/bidders');
    return read(bidderQueryOptions(params.id ?? ''));
  },
};

const noop = () => undefined;

/**
 * Read what `screen` reads first, for this URL and session. `intent`: warmed, not asked for, so
 * a failed read is a background one (no toast; the screen, if opened, reads again and says so).
 * Resolves once every read has settled; never rejects.
 */
export async function readScreen(
  screen: RouteId,
  url: URL,
  session: Session,
  { intent, client }: { intent: boolean; client: QueryClient },
): Promise<void> {
  const reads = ROUTE_READS[screen];
  if (!reads) return;
  const params = matchPath(ROUTES[screen].path, url.pathname)?.params ?? {};
  const read = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) =>
    client
      .fetchQuery(intent ? { ...options, meta: { ...options.meta, background: true } } : options)
      .catch(noop);
  await reads({ params, search: url.searchParams, session, read }).catch(noop);
}
