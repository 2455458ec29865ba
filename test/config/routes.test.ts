import { isNavItemActive, NAV_ITEMS, navItemsFor } from '@/config/nav';
import { findRoute, homeFor, ROUTE_LIST, routePath } from '@/config/routes';

const labels = (roles: Parameters<typeof navItemsFor>[0]) =>
  navItemsFor(roles).map((item) => item.label);

describe('sidebar filtering (NAV-SIDEBAR-ROLES)', () => {
  it('DSP sees Home, Campaigns, Inventory, Content, Ad Creatives, Reports, Deals, Activity', () => {
    expect(labels(['DSP'])).toEqual([
      'Home',
      'Campaigns',
      'Inventory',
      'Content',
      'Ad Creatives',
      'Reports',
      'Deals',
      'Activity',
    ]);
  });
  it('SSP sees Placements, Reviews, Reports, Deals, Activity', () => {
    expect(labels(['SSP'])).toEqual(['Placements', 'Reviews', 'Reports', 'Deals', 'Activity']);
  });
  it('Admin sees Accounts, Settings, Bidders, Deals, Tools, Activity', () => {
    expect(labels(['Admin'])).toEqual([
      'Accounts',
      'Settings',
      'Bidders',
      'Deals',
      'Tools',
      'Activity',
    ]);
  });
  // HIST-ACTIVITY: Activity is every role's last item, once.
  it('every role sees Activity once, last', () => {
    for (const roles of [['DSP'], ['SSP'], ['Admin'], ['Admin', 'DSP', 'SSP']] as const) {
      expect(labels(roles).filter((label) => label === 'Activity')).toHaveLength(1);
      expect(labels(roles).at(-1)).toBe('Activity');
    }
  });
  it('a multi-role user sees every item once, in the spec order', () => {
    const once = NAV_ITEMS.filter(
      (item, index) => NAV_ITEMS.findIndex((other) => other.route === item.route) === index,
    );
    expect(labels(['Admin', 'DSP', 'SSP'])).toEqual(once.map((item) => item.label));
    expect(labels(['Admin', 'SSP']).filter((label) => label === 'Deals')).toHaveLength(1);
    expect(labels(['SSP', 'DSP'])).toEqual([
      'Home',
      'Campaigns',
      'Placements',
      'Inventory',
      'Content',
      'Ad Creatives',
      'Reviews',
      'Reports',
      'Deals',
      'Activity',
    ]);
  });
  it('a user without roles sees nothing', () => {
    expect(labels([])).toEqual([]);
  });
});

describe('home resolution (NAV-HOME-BY-ROLE)', () => {
  it.each([
    [['Admin'], 'accounts'],
    [['DSP'], 'dspHome'],
    [['SSP'], 'reports'],
    [['Admin', 'DSP', 'SSP'], 'accounts'],
    [['SSP', 'DSP'], 'dspHome'],
    [[], 'misconfigured'],
  ] as const)('%j -> %s', (roles, home) => {
    expect(homeFor(roles)).toBe(home);
  });
});

describe('active item', () => {
  const reports = NAV_ITEMS.find((item) => item.route === 'reports')!;
  const campaigns = NAV_ITEMS.find((item) => item.route === 'campaigns')!;
  it('highlights Reports at / for SSP users who are not admin', () => {
    expect(isNavItemActive(reports, '/', ['SSP'])).toBe(true);
    expect(isNavItemActive(reports, '/', ['SSP', 'Admin'])).toBe(false);
    expect(isNavItemActive(reports, '/', ['DSP'])).toBe(false);
    expect(isNavItemActive(reports, '/', ['SSP', 'DSP'])).toBe(true);
  });
  it('otherwise highlights the item of the home shown at /', () => {
    const home = NAV_ITEMS.find((item) => item.route === 'home')!;
    const accounts = NAV_ITEMS.find((item) => item.route === 'accounts')!;
    expect(isNavItemActive(home, '/', ['DSP'])).toBe(true);
    expect(isNavItemActive(accounts, '/', ['Admin', 'SSP'])).toBe(true);
    expect(isNavItemActive(home, '/', ['SSP', 'DSP'])).toBe(false);
  });
  it('highlights the section of nested paths', () => {
    expect(isNavItemActive(campaigns, '/campaigns/cmp_1/edit', ['DSP'])).toBe(true);
    expect(isNavItemActive(campaigns, '/campaignsx', ['DSP'])).toBe(false);
  });
});

describe('route table', () => {
  it('has every path of the spec route table', () => {
    const paths = ROUTE_LIST.map((route) => route.path);
    for (const path of [
      '/sign-in',
      '/forgot-password',
      '/reset-password',
      '/sign-up',
      '/',
      '/home',
      '/accounts',
      '/accounts/create',
      '/accounts/:id/edit',
      '/accounts/:id',
      '/placements',
      '/placements/create',
      '/placements/create/batch',
      '/campaigns',
      '/campaigns/create',
      '/campaigns/:id',
      '/campaigns/:id/edit',
      '/creatives',
      '/content',
      '/reviews',
      '/settings',
      '/tools',
      '/debug',
      '/inventory',
      '/inventory/:id',
      '/reports',
      '/reports/:id',
      '/bidders',
      '/bidders/create/:protocol',
      '/bidders/:id/edit',
      '/sandbox',
    ]) {
      expect(paths).toContain(path);
    }
  });
  it('fills parameters', () => {
    expect(routePath('bidderEdit', { id: 'a b' })).toBe('/bidders/a%20b/edit');
    expect(() => routePath('bidderEdit')).toThrow(/Missing route param id/);
  });
});

describe('findRoute, the boot chunk matcher', () => {
  it.each([
    ['/', 'root'],
    ['/sign-in', 'signIn'],
    ['/accounts/create', 'accountCreate'],
    ['/accounts/acc_1', 'accountDetail'],
    ['/accounts/acc_1/edit', 'accountEdit'],
    ['/placements/create/batch', 'placementBatch'],
    ['/bidders/create/3', 'bidderCreate'],
    ['/inventory/featured', 'inventoryReport'],
    ['/campaigns/', 'campaigns'],
  ])('%s -> %s', (pathname, id) => {
    expect(findRoute(pathname)?.id).toBe(id);
  });

  it('finds nothing for unknown paths', () => {
    expect(findRoute('/nope')).toBeNull();
    expect(findRoute('/accounts/a/b/c')).toBeNull();
  });
});
