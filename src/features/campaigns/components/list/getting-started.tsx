import { CloudArrowUpIcon, FilmIcon, MapIcon, MegaphoneIcon } from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { routePath } from '@/config/routes';

interface Step {
  to: string;
  title: string;
  description: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

// CMP-LIST-EMPTY: create a campaign, browse content, upload creatives, explore inventory.
const STEPS: readonly Step[] = [
  {
    to: routePath('campaignCreate'),
    title: 'Create a campaign',
    description: 'Choose an audience, your ad creatives, a schedule and a budget.',
    Icon: MegaphoneIcon,
  },
  {
    to: routePath('content'),
    title: 'Browse content',
    description: 'Pair your campaign with clips from the content library.',
    Icon: FilmIcon,
  },
  {
    to: routePath('creatives'),
    title: 'Upload creatives',
    description: 'Add the images and videos your campaign will show.',
    Icon: CloudArrowUpIcon,
  },
  {
    to: routePath('inventory'),
    title: 'Explore inventory',
    description: 'See the screens you can reach, by state, venue type and publisher.',
    Icon: MapIcon,
  },
];

/** The empty state when the account has no campaigns at all: where to start. */
export function GettingStarted() {
  return (
    <section
      aria-labelledby="campaigns-getting-started"
      className="rounded-lg border-2 border-dashed border-gray-300 px-6 py-10"
    >
      <h2 id="campaigns-getting-started" className="text-base font-semibold text-gray-900">
        No campaigns yet
      </h2>
      <p className="mt-1 text-sm text-gray-600">Get started with one of these steps.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {STEPS.map(({ to, title, description, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group focus-visible:outline-brand-600 flex h-full gap-3 rounded-lg bg-white p-4 shadow-xs ring-1 ring-gray-200 hover:ring-gray-300 focus-visible:outline-2"
            >
              <Icon aria-hidden="true" className="text-brand-600 size-6 shrink-0" />
              <span>
                <span className="group-hover:text-brand-700 block text-sm font-semibold text-gray-900">
                  {title}
                </span>
                <span className="mt-1 block text-sm text-gray-600">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
