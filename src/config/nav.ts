// The sidebar (NAV-SIDEBAR-ROLES): its items by role and which one is highlighted. Apart from the
// route table so the sign-in screen, which has no sidebar, does not download it.
import { hasAnyRole, homeFor, ROUTES, type RouteId } from '@/config/routes';
import type { Role } from '@/types/api';

const ADMIN = ['Admin'] as const;
const DSP = ['DSP'] as const;
const SSP = ['SSP'] as const;

export interface NavItem {
  label: string;
  route: RouteId;
  roles: readonly Role[];
}

// NAV-SIDEBAR-ROLES, in the spec's order, with Deals (DEAL-SIDEBAR) after Reports for SSP and
// DSP and after Bidders for Admin: a login with both sees it once, first (NAV-SIDEBAR-ONCE).
// Activity (HIST-ACTIVITY) is every role's last item.
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', route: 'home', roles: DSP },
  { label: 'Accounts', route: 'accounts', roles: ADMIN },
  { label: 'Campaigns', route: 'campaigns', roles: DSP },
  { label: 'Placements', route: 'placements', roles: SSP },
  { label: 'Inventory', route: 'inventory', roles: DSP },
  { label: 'Content', route: 'content', roles: DSP },
  { label: 'Ad Creatives', route: 'creatives', roles: DSP },
  { label: 'Reviews', route: 'reviews', roles: SSP },
  { label: 'Reports', route: 'reports', roles: ['SSP', 'DSP'] },
  { label: 'Deals', route: 'deals', roles: ['SSP', 'DSP'] },
  { label: 'Settings', route: 'settings', roles: ADMIN },
  { label: 'Bidders', route: 'bidders', roles: ADMIN },
  { label: 'Deals', route: 'deals', roles: ADMIN },
  { label: 'Tools', route: 'tools', roles: ADMIN },
  { label: 'Activity', route: 'activity', roles: ['Admin', 'DSP', 'SSP'] },
];

/** The sidebar of a login: its roles' items, each route once (at its first place). */
export function navItemsFor(roles: readonly Role[]): NavItem[] {
  const seen = new Set<RouteId>();
  return NAV_ITEMS.filter((item) => {
    if (!hasAnyRole(roles, item.roles) || seen.has(item.route)) return false;
    seen.add(item.route);
    return true;
  });
}

/**
 * The highlighted sidebar item. At `/` the spec highlights Reports for SSP users who are not
 * admin; otherwise the item of the home screen shown there (Accounts for Admin, Home for DSP):
 * NAV-REPORTS-AT-ROOT. Elsewhere the item of the path's section (NAV-ACTIVE-SECTION).
 */
export function isNavItemActive(item: NavItem, pathname: string, roles: readonly Role[]): boolean {
  if (pathname === '/') {
    const sspNotAdmin = roles.includes('SSP') && !roles.includes('Admin');
    if (sspNotAdmin) return item.route === 'reports';
    const home = homeFor(roles);
    return (
      (home === 'accounts' && item.route === 'accounts') ||
      (home === 'dspHome' && item.route === 'home')
    );
  }
  const path = ROUTES[item.route].path;
  return pathname === path || pathname.startsWith(`${path}/`);
}
