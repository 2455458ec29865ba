import {
  BuildingOffice2Icon,
  ChartBarIcon,
  Cog6ToothIcon,
  FilmIcon,
  HomeIcon,
  MapIcon,
  MegaphoneIcon,
  PhotoIcon,
  ArrowRightStartOnRectangleIcon,
  ServerStackIcon,
  ShieldCheckIcon,
  TvIcon,
  WrenchScrewdriverIcon,
  TicketIcon,
  ClockIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  PaletteTrigger,
  type PaletteTriggerProps,
} from '@/components/command-palette/palette-trigger';
import { BrandMark } from '@/components/layouts/brand';
import { isNavItemActive, navItemsFor } from '@/config/nav';
import { ROUTES, type RouteId } from '@/config/routes';
import type { Role } from '@/types/api';

const ICONS: Partial<Record<RouteId, ComponentType<SVGProps<SVGSVGElement>>>> = {
  home: HomeIcon,
  accounts: BuildingOffice2Icon,
  campaigns: MegaphoneIcon,
  placements: TvIcon,
  inventory: MapIcon,
  content: FilmIcon,
  creatives: PhotoIcon,
  reviews: ShieldCheckIcon,
  reports: ChartBarIcon,
  settings: Cog6ToothIcon,
  bidders: ServerStackIcon,
  tools: WrenchScrewdriverIcon,
  deals: TicketIcon,
  activity: ClockIcon,
};

/** A figure beside a sidebar item: `count` is shown, `label` completes the link's name. */
export interface NavBadge {
  count: number;
  /** `4 pending`: the link is named `Reviews, 4 pending`. */
  label: string;
}

export type NavBadges = Partial<Record<RouteId, NavBadge>>;

export interface SidebarExtras {
  /** Figures beside items (none for a count of 0). */
  badges?: NavBadges;
  /** The command palette's trigger in the footer. */
  palette?: PaletteTriggerProps;
}

export function Sidebar({
  roles,
  email,
  onLogout,
  onNavigate,
  badges,
  palette,
}: {
  roles: readonly Role[];
  email: string;
  onLogout: () => void;
  onNavigate?: () => void;
} & SidebarExtras) {
  const { pathname } = useLocation();
  return (
    <div className="flex h-full grow flex-col gap-y-5 overflow-y-auto bg-gray-900 px-6 pb-4">
      <div className="flex h-16 shrink-0 items-center text-white">
        <Link
          to="/"
          onClick={onNavigate}
          className="rounded focus-visible:outline-2 focus-visible:outline-white"
        >
          <BrandMark />
        </Link>
      </div>
      <nav aria-label="Main" className="flex flex-1 flex-col">
        <ul className="-mx-2 flex-1 space-y-1">
          {navItemsFor(roles).map((item) => {
            const active = isNavItemActive(item, pathname, roles);
            const Icon = ICONS[item.route] ?? HomeIcon;
            const badge = badges?.[item.route];
            return (
              <li key={item.route}>
                <Link
                  to={ROUTES[item.route].path}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  // The figure is shown; the name says what it counts: `Reviews, 4 pending`.
                  aria-label={badge?.count ? `${item.label}, ${badge.label}` : undefined}
                  className={`group flex gap-x-3 rounded-md p-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-white ${
                    active
                      ? 'bg-gray-800 text-white'
                      : 'text-gray-300 hover:bg-gray-800 hover:text-white'
                  }`}
                >
                  <Icon aria-hidden="true" className="size-6 shrink-0" />
                  {item.label}
                  {badge?.count ? (
                    <span
                      aria-hidden="true"
                      className="bg-brand-600 ml-auto min-w-6 rounded-full px-2 text-center text-xs leading-6 font-semibold text-white"
                    >
                      {badge.count}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="-mx-2 mt-6 flex flex-wrap items-center gap-2 border-t border-gray-800 pt-4">
          {palette ? <PaletteTrigger {...palette} /> : null}
          {/* NAV-EMAIL-LOGOUT: the user's e-mail and the logout icon. */}
          <span className="min-w-0 flex-1 truncate text-sm text-gray-300" title={email}>
            {email}
          </span>
          <button
            type="button"
            onClick={onLogout}
            className="rounded-md p-2 text-gray-300 hover:bg-gray-800 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <span className="sr-only">Log out</span>
            <ArrowRightStartOnRectangleIcon aria-hidden="true" className="size-6" />
          </button>
        </div>
      </nav>
    </div>
  );
}
