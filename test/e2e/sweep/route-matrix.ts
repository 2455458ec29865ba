// The sweeps' test matrix, computed from the route table (src/config/routes.ts, the one source
// of truth) and the demo logins' roles (the mock seed, DEMO-LOGINS): no hand-kept list.
// A route added to ROUTE_LIST is swept the moment it lands.
import {
  hasAnyRole,
  homeFor,
  ROUTE_LIST,
  ROUTES,
  type RouteDef,
  type RouteId,
} from '@/config/routes';
import { today } from '@/lib/text/dates';
import { seedCampaigns } from '@/mocks/seed/campaigns';
import { ROUTE_EXAMPLES } from '@/mocks/seed/route-examples';
import { seedCreatives } from '@/mocks/seed/creatives';
import { seedUsers } from '@/mocks/seed/users';
import type { Role } from '@/types/api';
import { DEMO } from '../helpers';

export type LoginName = keyof typeof DEMO;
export const LOGIN_NAMES = Object.keys(DEMO) as LoginName[];

/** Each demo login's roles, as the demo database seeds them. */
export const LOGIN_ROLES = {} as Record<LoginName, readonly Role[]>;
for (const name of LOGIN_NAMES) {
  const user = seedUsers().find((candidate) => candidate.email === DEMO[name]);
  if (!user) throw new Error(`The demo seed has no user ${DEMO[name]}`);
  LOGIN_ROLES[name] = user.roles;
}

export interface RouteCase {
  route: RouteDef;
  /** The URL to open: the route's seeded example for parametrised routes, else its path. */
  url: string;
  /** Public routes: `[null]` (no login). `/`: every login. Else logins with a role of the route. */
  allowed: (LoginName | null)[];
  /** Logins that must see the no-access screen (none for public routes and `/`). */
  denied: LoginName[];
}

function urlOf(route: RouteDef): string {
  const example = ROUTE_EXAMPLES[route.id];
  if (example) return example;
  if (route.path.includes(':')) {
    throw new Error(`Route ${route.id} (${route.path}) has parameters but no example URL`);
  }
  return route.path;
}

/**
 * Routes open to several roles whose example record belongs to one account: the URL of a
 * record another login's account owns, so that login is swept on a real screen, not on the
 * not-found screen of someone else's record (a report is its account's; RPT-ACCOUNT-SCOPE).
 */
const OWN_EXAMPLES: Partial<Record<RouteId, Partial<Record<LoginName, string>>>> = {
  reportDetail: { ssp: '/reports/rpt_all_placements' },
};

export const ROUTE_CASES: readonly RouteCase[] = ROUTE_LIST.flatMap((route): RouteCase[] => {
  const url = urlOf(route);
  if (route.public) return [{ route, url, allowed: [null], denied: [] }];
  if (route.id === 'root') return [{ route, url, allowed: [...LOGIN_NAMES], denied: [] }];
  const allowed = LOGIN_NAMES.filter(
    (name) => route.roles.length === 0 || hasAnyRole(LOGIN_ROLES[name], route.roles),
  );
  const denied = LOGIN_NAMES.filter((name) => !allowed.includes(name));
  const own = Object.entries(OWN_EXAMPLES[route.id] ?? {}) as [LoginName, string][];
  const elsewhere = new Set(own.map(([name]) => name));
  return [
    { route, url, allowed: allowed.filter((name) => !elsewhere.has(name)), denied },
    ...own.map(([name, ownUrl]) => ({ route, url: ownUrl, allowed: [name], denied: [] })),
  ];
});

/** Routes that need a session. */
export const PROTECTED_CASES = ROUTE_CASES.filter((c) => !c.route.public);

/**
 * The title a login sees on a route: the route's own, except at `/`, which shows the role home
 * (NAV-HOME-BY-ROLE: Admin the accounts, DSP the home screen, SSP the reports list; a login
 * without a role the misconfigured message, titled Home).
 */
export function expectedTitle(route: RouteDef, login: LoginName | null): string {
  if (route.id !== 'root' || login === null) return route.title;
  switch (homeFor(LOGIN_ROLES[login])) {
    case 'accounts':
      return ROUTES.accounts.title;
    case 'dspHome':
      return ROUTES.home.title;
    case 'reports':
      return ROUTES.reports.title;
    default:
      return ROUTES.root.title;
  }
}

/**
 * The allowed logins the route sweep opens a route with: all of them at `/` (each sees another
 * home) and on public routes (no login); elsewhere the single-role logins, and `multi` (Admin,
 * DSP and SSP) only where no single-role login may open the route, because on a role's screen
 * it adds nothing but a longer sidebar, which `/` already covers for it.
 */
export function sweepLogins(c: RouteCase): (LoginName | null)[] {
  if (c.route.public || c.route.id === 'root') return c.allowed;
  const single = c.allowed.filter((name) => name !== 'multi');
  return single.length > 0 ? single : c.allowed;
}

/**
 * The list screens (issue 27, item 4): at 1280 px each table's columns fit its box, none
 * clipped and each row's menu in view; at 375 px a table may scroll inside its own box. `/` is
 * each role's home, a list too (the DSP home's, the accounts, the reports); a saved inventory
 * report is the explorer's table. Every other screen is checked for overflow only.
 */
export const LIST_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'root',
  'home',
  'campaigns',
  'creatives',
  'content',
  'placements',
  'reviews',
  'reports',
  'inventory',
  'inventoryReport',
  'accounts',
  'accountDetail',
  'bidders',
  'settings',
  'deals',
]);

/** A stable label for a login in test titles. */
export function loginLabel(login: LoginName | null): string {
  return login ?? 'signed out';
}

/**
 * Screens whose page title names the record they show once it has loaded, `Marquee | {name}`:
 * the campaign detail (src/features/campaigns/routes/campaign-detail.tsx and its unit test).
 * Until then, and when the record cannot be loaded, the guard's route title stands. The name
 * is the seeded record's at the route's example URL.
 */
const RECORD_TITLES: Partial<Record<RouteId, string>> = {};
for (const campaign of seedCampaigns(today(), seedCreatives(), {})) {
  if (ROUTE_EXAMPLES.campaignDetail === `/campaigns/${campaign.id}`) {
    RECORD_TITLES.campaignDetail = campaign.name;
  }
}
if (!RECORD_TITLES.campaignDetail) {
  throw new Error(`The demo seed has no campaign at ${ROUTE_EXAMPLES.campaignDetail}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The whole page title a login sees on a route (a pattern where a record may name it). */
export function expectedPageTitle(route: RouteDef, login: LoginName | null): string | RegExp {
  const title = `Marquee | ${expectedTitle(route, login)}`;
  const record = RECORD_TITLES[route.id];
  if (record === undefined) return title;
  return new RegExp(`^(${escapeRegExp(title)}|${escapeRegExp(`Marquee | ${record}`)})$`);
}
