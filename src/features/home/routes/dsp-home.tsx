import {
  ChartBarIcon,
  FilmIcon,
  MapIcon,
  PlusCircleIcon,
  PresentationChartLineIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { FEATURED_INVENTORY_ID } from '@/config/env';
import { routePath } from '@/config/routes';
import { useSession } from '@/lib/session/use-session';

interface HomeCard {
  title: string;
  description: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

// NAV-DSP-HOME: the five cards of the DSP home and their paths.
export const HOME_CARDS: readonly HomeCard[] = [
  {
    title: 'Create a Campaign',
    description: 'Set your audience, creatives, schedule and budget, then launch.',
    to: routePath('campaignCreate'),
    icon: PlusCircleIcon,
  },
  {
    title: 'Explore Inventory',
    description: 'See the screens available in airports, malls, gas stations and more.',
    to: routePath('inventoryReport', { id: FEATURED_INVENTORY_ID }),
    icon: MapIcon,
  },
  {
    title: 'Browse Content',
    description: 'Pair your campaign with clips from the content library.',
    to: routePath('content'),
    icon: FilmIcon,
  },
  {
    title: 'Campaign Dashboard',
    description: 'Follow spend, impressions and pacing of every campaign.',
    to: routePath('campaigns'),
    icon: PresentationChartLineIcon,
  },
  {
    title: 'Campaign Reports',
    description: 'Daily delivery by venue type, state and campaign.',
    to: routePath('reports'),
    icon: ChartBarIcon,
  },
];

export default function DspHomeRoute() {
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight break-words text-gray-900">
        Welcome, {session.user.name}
      </h1>
      <p className="mt-1 text-sm text-gray-600">What would you like to do today?</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {HOME_CARDS.map((card) => (
          <li key={card.title}>
            <Link
              to={card.to}
              className="hover:ring-brand-500 focus-visible:outline-brand-600 flex h-full gap-4 rounded-lg bg-white p-5 shadow-xs ring-1 ring-gray-200 focus-visible:outline-2"
            >
              <card.icon aria-hidden="true" className="text-brand-600 size-8 shrink-0" />
              <span>
                <span className="block font-semibold text-gray-900">{card.title}</span>
                <span className="mt-1 block text-sm text-gray-600">{card.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
