// The route table as data (ROUTE-TABLE): one source of truth for paths, screen titles, who may open
// each screen (ROUTE-ROLES) and the sidebar. React components attach to these ids in
// src/app/router.tsx; the end-to-end route sweep reads this file directly.
import type { Role } from '@/types/api';

export type RouteId =
  | 'signIn'
  | 'forgotPassword'
  | 'resetPassword'
  | 'signUp'
  | 'root'
  | 'home'
  | 'accounts'
  | 'accountCreate'
  | 'accountEdit'
  | 'accountDetail'
  | 'placements'
  | 'placementCreate'
  | 'placementBatch'
  | 'placementEdit'
  | 'campaigns'
  | 'campaignCreate'
  | 'campaignDetail'
  | 'campaignEdit'
  | 'creatives'
  | 'content'
  | 'reviews'
  | 'settings'
  | 'tools'
  | 'debug'
  | 'inventory'
  | 'inventoryReport'
  | 'reports'
  | 'reportDetail'
  | 'bidders'
  | 'bidderCreate'
  | 'bidderEdit'
  | 'sandbox'
  | 'deals'
  | 'dealCreate'
  | 'dealDetail'
  | 'dealEdit'
  | 'activity';

export interface RouteDef {
  id: RouteId;
  /** react-router pattern */
  path: string;
  /** screen title: the page title is `{product} | {title}` */
  title: string;
  /** public screens need no session; `roles` empty means any signed-in user */
  public?: boolean;
  roles: readonly Role[];
}

const ADMIN = ['Admin'] as const;
const DSP = ['DSP'] as const;
const SSP = ['SSP'] as const;
const DEAL_READERS = ['SSP', 'DSP', 'Admin'] as const;
const EVERY_ROLE = ['Admin', 'DSP', 'SSP'] as const;

export const ROUTES: Record<RouteId, RouteDef> = {
  signIn: { id: 'signIn', path: '/sign-in', title: 'Sign In', public: true, roles: [] },
  forgotPassword: {
    id: 'forgotPassword',
    path: '/forgot-password',
    title: 'Forgot Password',
    public: true,
    roles: [],
  },
  resetPassword: {
    id: 'resetPassword',
    path: '/reset-password',
    title: 'Change Password',
    public: true,
    roles: [],
  },
  signUp: {
    id: 'signUp',
    path: '/sign-up',
    title: 'Choose Password',
    public: true,
    roles: [],
  },
  root: { id: 'root', path: '/', title: 'Home', roles: [] },
  home: { id: 'home', path: '/home', title: 'Home', roles: DSP },
  accounts: { id: 'accounts', path: '/accounts', title: 'Accounts', roles: ADMIN },
  accountCreate: {
    id: 'accountCreate',
    path: '/accounts/create',
    title: 'New Account',
    roles: ADMIN,
  },
  accountEdit: {
    id: 'accountEdit',
    path: '/accounts/:id/edit',
    title: 'Edit Account',
    roles: ADMIN,
  },
  accountDetail: {
    id: 'accountDetail',
    path: '/accounts/:id',
    title: 'Account',
    roles: ADMIN,
  },
  placements: { id: 'placements', path: '/placements', title: 'Placements', roles: SSP },
  placementCreate: {
    id: 'placementCreate',
    path: '/placements/create',
    title: 'New Placement',
    roles: SSP,
  },
  placementBatch: {
    id: 'placementBatch',
    path: '/placements/create/batch',
    title: 'Bulk Import',
    roles: SSP,
  },
  placementEdit: {
    id: 'placementEdit',
    path: '/placements/:id/edit',
    title: 'Edit Placement',
    roles: SSP,
  },
  campaigns: { id: 'campaigns', path: '/campaigns', title: 'Campaigns', roles: DSP },
  campaignCreate: {
    id: 'campaignCreate',
    path: '/campaigns/create',
    title: 'New Campaign',
    roles: DSP,
  },
  campaignDetail: {
    id: 'campaignDetail',
    path: '/campaigns/:id',
    title: 'Campaign',
    roles: DSP,
  },
  campaignEdit: {
    id: 'campaignEdit',
    path: '/campaigns/:id/edit',
    title: 'Edit Campaign',
    roles: DSP,
  },
  creatives: { id: 'creatives', path: '/creatives', title: 'Ad Creatives', roles: DSP },
  content: { id: 'content', path: '/content', title: 'Content Library', roles: DSP },
  reviews: { id: 'reviews', path: '/reviews', title: 'Creative Reviews', roles: SSP },
  settings: { id: 'settings', path: '/settings', title: 'Settings', roles: ADMIN },
  tools: { id: 'tools', path: '/tools', title: 'Admin Tools', roles: ADMIN },
  debug: { id: 'debug', path: '/debug', title: 'Debug Tools', roles: ADMIN },
  inventory: { id: 'inventory', path: '/inventory', title: 'Inventory Explorer', roles: DSP },
  inventoryReport: {
    id: 'inventoryReport',
    path: '/inventory/:id',
    title: 'Inventory Explorer Report',
    roles: DSP,
  },
  reports: { id: 'reports', path: '/reports', title: 'Reports', roles: ['SSP', 'DSP'] },
  reportDetail: {
    id: 'reportDetail',
    path: '/reports/:id',
    title: 'Report',
    roles: ['SSP', 'DSP'],
  },
  bidders: { id: 'bidders', path: '/bidders', title: 'Bidders', roles: ADMIN },
  bidderCreate: {
    id: 'bidderCreate',
    path: '/bidders/create/:protocol',
    title: 'New Bidder',
    roles: ADMIN,
  },
  bidderEdit: {
    id: 'bidderEdit',
    path: '/bidders/:id/edit',
    title: 'Edit Bidder',
    roles: ADMIN,
  },
  sandbox: { id: 'sandbox', path: '/sandbox', title: 'Ad Request Sandbox', roles: ADMIN },
  // Deals (DEAL-ROLES): publishers write them, buyers and admins read them.
  deals: { id: 'deals', path: '/deals', title: 'Deals', roles: DEAL_READERS },
  dealCreate: { id: 'dealCreate', path: '/deals/create', title: 'New Deal', roles: SSP },
  dealDetail: {
    id: 'dealDetail',
    path: '/deals/:id',
    title: 'Deal',
    roles: DEAL_READERS,
  },
  dealEdit: {
    id: 'dealEdit',
    path: '/deals/:id/edit',
    title: 'Edit Deal',
    roles: SSP,
  },
  // HIST-ACTIVITY: every role's change history (an Admin's: the whole exchange's).
  activity: { id: 'activity', path: '/activity', title: 'Activity', roles: EVERY_ROLE },
};

export const ROUTE_LIST: readonly RouteDef[] = Object.values(ROUTES);

/** Fill a pattern's `:params`: `routePath('bidderEdit', { id: 'b1' })` -> `/bidders/b1/edit`. */
export function routePath(id: RouteId, params: Record<string, string | number> = {}): string {
  return ROUTES[id].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route param ${key} for ${id}`);
    return encodeURIComponent(String(value));
  });
}

export function hasAnyRole(userRoles: readonly Role[], allowed: readonly Role[]): boolean {
  return allowed.length === 0 || allowed.some((role) => userRoles.includes(role));
}

export type HomeKind = 'accounts' | 'dspHome' | 'reports' | 'misconfigured';

/** NAV-HOME-BY-ROLE: Admin sees accounts, DSP the home screen, SSP the reports list. */
export function homeFor(roles: readonly Role[]): HomeKind {
  if (roles.includes('Admin')) return 'accounts';
  if (roles.includes('DSP')) return 'dspHome';
  if (roles.includes('SSP')) return 'reports';
  return 'misconfigured';
}

/**
 * The route a path opens, as the router would choose it: among the patterns that match, the
 * one with the most static segments (`/accounts/create` before `/accounts/:id`). Kept free of
 * React Router so the boot code can use it before the router has loaded.
 */
export function findRoute(pathname: string): RouteDef | null {
  const segments = pathname.split('/').filter(Boolean);
  let best: { def: RouteDef; statics: number } | null = null;
  for (const def of ROUTE_LIST) {
    const pattern = def.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    let statics = 0;
    const matches = pattern.every((part, index) => {
      if (part.startsWith(':')) return segments[index] !== '';
      statics += 1;
      return part === segments[index];
    });
    if (matches && (!best || statics > best.statics)) best = { def, statics };
  }
  return best?.def ?? null;
}
