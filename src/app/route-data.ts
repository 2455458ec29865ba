// What each screen reads first (ROUTE-LOADERS), as the very query options its screen uses: the
// route's loader (src/app/route-prefetch.ts) starts these reads when a navigation starts, alongside
// the screen's code, and intent (the pointer or focus on a link or row) warms them before the
// click. This file is a chunk of its own (route-prefetch.ts loads it; the sign-in screen never
// does), and each entry imports its resource's file (and any pure feature logic it needs) on its
// own, so no screen's API code lands in the shell's chunks. test/app/route-reads.ts renders
// every screen after its loader and fails if the screen asks the API anything its loader did not.
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

/**
 * A module's loader that, once the module is loaded, returns it as it is instead of a promise:
 * `await` on it then costs a microtask, where `import()` of a loaded module waits for a task of
 * its own, behind the navigation's rendering (measured: 125 ms at 4x CPU before a read began).
 */
function loaded<M>(load: () => Promise<M>): () => M | Promise<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return () =>
    module ??
    (pending ??= load().then(
      (value) => (module = value),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
}

const modules = {
  accounts: loaded(() => import('@/api/accounts')),
  bidders: loaded(() => import('@/api/bidders')),
  campaigns: loaded(() => import('@/api/campaigns')),
  content: loaded(() => import('@/api/content')),
  creatives: loaded(() => import('@/api/creatives')),
  deals: loaded(() => import('@/api/deals')),
  inventory: loaded(() => import('@/api/inventory')),
  placements: loaded(() => import('@/api/placements')),
  reports: loaded(() => import('@/api/reports')),
  reviews: loaded(() => import('@/api/reviews')),
  users: loaded(() => import('@/api/users')),
  campaignReport: loaded(() => import('@/features/campaigns/campaign-report')),
  handover: loaded(() => import('@/features/campaigns/handover')),
  dealInventory: loaded(() => import('@/features/deals/deal-inventory')),
  inventoryFilters: loaded(() => import('@/features/inventory/inventory-filters')),
  reportRange: loaded(() => import('@/features/reports/report-range')),
  dates: loaded(() => import('@/lib/text/dates')),
};

const REVIEW_TABS: readonly ReviewStatus[] = ['Pending', 'Approved', 'Rejected'];

const all = (reads: readonly (Promise<unknown> | null)[]) => Promise.all(reads);

/** A publisher or an Admin sees the buyer seats by name (the advertisers of GET /accounts). */
const namesSeats = (session: Session) =>
  session.roles.includes('SSP') || session.roles.includes('Admin');

export const ROUTE_READS: Partial<Record<RouteId, RouteReads>> = {
  deals: async ({ read, session }) => {
    const [{ dealsQueryOptions }, { accountsQueryOptions }] = await Promise.all([
      modules.deals(),
      modules.accounts(),
    ]);
    return all([
      read(dealsQueryOptions()),
      namesSeats(session) ? read(accountsQueryOptions()) : null,
    ]);
  },
  dealCreate: async ({ read, search }) => {
    const [{ dealQueryOptions }, { accountsQueryOptions }, { placementsQueryOptions }] =
      await Promise.all([modules.deals(), modules.accounts(), modules.placements()]);
    // Duplicate opens `/deals/create?from={id}`: the copied deal is read too.
    const from = search.get('from');
    return all([
      read(accountsQueryOptions()),
      read(placementsQueryOptions()),
      from ? read(dealQueryOptions(from)) : null,
    ]);
  },
  dealEdit: async ({ read, params }) => {
    const [{ dealQueryOptions }, { accountsQueryOptions }, { placementsQueryOptions }] =
      await Promise.all([modules.deals(), modules.accounts(), modules.placements()]);
    return all([
      read(dealQueryOptions(params.id ?? '')),
      read(accountsQueryOptions()),
      read(placementsQueryOptions()),
    ]);
  },
  dealDetail: async ({ read, params, session }) => {
    const id = params.id ?? '';
    const [deals, { accountsQueryOptions }, { inventoryQueryOptions }, { dealInventoryFilters }] =
      await Promise.all([
        modules.deals(),
        modules.accounts(),
        modules.inventory(),
        modules.dealInventory(),
      ]);
    // A buyer sees the deal's screens: its publisher's inventory, once the deal is read.
    const screens = session.roles.includes('DSP')
      ? read(deals.dealQueryOptions(id)).then((deal) =>
          deal ? read(inventoryQueryOptions(dealInventoryFilters(deal))) : undefined,
        )
      : read(deals.dealQueryOptions(id));
    return all([
      screens,
      read(deals.dealStatsQueryOptions(id)),
      namesSeats(session) ? read(accountsQueryOptions()) : null,
    ]);
  },
  accounts: async ({ read }) => {
    const { accountsQueryOptions } = await modules.accounts();
    return read(accountsQueryOptions());
  },
  accountEdit: async ({ read, params }) => {
    const { accountQueryOptions } = await modules.accounts();
    return read(accountQueryOptions(params.id ?? ''));
  },
  accountDetail: async ({ read, params }) => {
    const { accountQueryOptions, accountUsersQueryOptions } = await modules.accounts();
    const id = params.id ?? '';
    return all([read(accountQueryOptions(id)), read(accountUsersQueryOptions(id))]);
  },
  placements: async ({ read }) => {
    const { placementListStreamQueryOptions } = await modules.placements();
    return read(placementListStreamQueryOptions());
  },
  placementEdit: async ({ read, params }) => {
    const { placementQueryOptions } = await modules.placements();
    return read(placementQueryOptions(params.id ?? ''));
  },
  campaigns: async ({ read }) => {
    const { campaignsQueryOptions } = await modules.campaigns();
    return read(campaignsQueryOptions());
  },
  campaignCreate: async ({ read, search, session }) => {
    const [{ accountQueryOptions }, { campaignQueryOptions }, creatives, { duplicateSource }] =
      await Promise.all([
        modules.accounts(),
        modules.campaigns(),
        modules.creatives(),
        modules.handover(),
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
        modules.campaigns(),
        modules.reports(),
        modules.accounts(),
        modules.content(),
        modules.campaignReport(),
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
      modules.accounts(),
      modules.campaigns(),
      modules.creatives(),
    ]);
    // The form needs the campaign's own account (an Admin's campaign may be another's).
    const account = read(campaignQueryOptions(params.id ?? '')).then((campaign) =>
      read(accountQueryOptions(campaign?.accountId ?? session.user.account_id ?? '')),
    );
    return all([account, read(creatives.creativesQueryOptions())]);
  },
  creatives: async ({ read }) => {
    const { creativesQueryOptions } = await modules.creatives();
    return read(creativesQueryOptions());
  },
  content: async ({ read }) => {
    const { clipsQueryOptions } = await modules.content();
    return read(clipsQueryOptions());
  },
  reviews: async ({ read }) => {
    const { reviewRulesQueryOptions, reviewsQueryOptions } = await modules.reviews();
    // Every tab's count shows at once, so every queue is read.
    return all([
      read(reviewRulesQueryOptions()),
      ...REVIEW_TABS.map((status) => read(reviewsQueryOptions(status))),
    ]);
  },
  settings: async ({ read }) => {
    const { teamQueryOptions } = await modules.users();
    return read(teamQueryOptions());
  },
  tools: async ({ read }) => {
    const { accountsQueryOptions } = await modules.accounts();
    return read(accountsQueryOptions());
  },
  debug: async ({ read }) => {
    const [{ biddersQueryOptions }, { accountsQueryOptions }] = await Promise.all([
      modules.bidders(),
      modules.accounts(),
    ]);
    return all([read(biddersQueryOptions()), read(accountsQueryOptions())]);
  },
  sandbox: async ({ read }) => {
    const { placementsQueryOptions } = await modules.placements();
    return read(placementsQueryOptions());
  },
  inventory: async ({ read, search }) => {
    const [{ inventoryQueryOptions }, { accountsQueryOptions }, filters] = await Promise.all([
      modules.inventory(),
      modules.accounts(),
      modules.inventoryFilters(),
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
      modules.inventory(),
      modules.accounts(),
    ]);
    return all([read(inventoryReportQueryOptions(params.id ?? '')), read(accountsQueryOptions())]);
  },
  reports: async ({ read }) => {
    const { reportsQueryOptions } = await modules.reports();
    return read(reportsQueryOptions());
  },
  reportDetail: async ({ read, params, search }) => {
    const [{ reportQueryOptions }, { resolveRange }, { localIsoDate }] = await Promise.all([
      modules.reports(),
      modules.reportRange(),
      modules.dates(),
    ]);
    const { start, end } = resolveRange(search, localIsoDate());
    return read(reportQueryOptions(params.id ?? '', { start, end }));
  },
  bidders: async ({ read }) => {
    const { biddersQueryOptions } = await modules.bidders();
    return read(biddersQueryOptions());
  },
  bidderEdit: async ({ read, params }) => {
    const { bidderQueryOptions } = await modules.bidders();
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

/** A read that asks nothing: running a route's reads with it loads only the code they need. */
const codeOnly: RouteReadContext['read'] = () => Promise.resolve(undefined);

/**
 * Load the API code of these screens' first reads, not their data: the screens one click away
 * (the sidebar's) then start their reads at the press instead of after their API module and
 * its imports have come (measured: 217-472 ms after the press at 4x CPU for a sidebar screen
 * whose resource the screen shown had not used). A few KB; never rejects.
 */
export async function warmScreenReads(
  screens: readonly RouteId[],
  session: Session,
): Promise<void> {
  const search = new URLSearchParams();
  await Promise.all(
    screens.map((screen) =>
      ROUTE_READS[screen]?.({ params: {}, search, session, read: codeOnly }).catch(noop),
    ),
  );
}
