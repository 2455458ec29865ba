import { Link } from 'react-router-dom';
import type { Column } from '@/components/ui/table';
import { routePath } from '@/config/routes';
import { venueTypeLabel } from '@/data/venue-types';
import { MISSING } from '@/lib/text/format';
import type { Placement } from '@/types/api';

/** A row opens the placement in the wizard's edit mode. */
export const placementEditPath = (placement: Pick<Placement, 'id'>) =>
  routePath('placementEdit', { id: placement.id });

export const placementKeyOf = (placement: Pick<Placement, 'id'>) => placement.id;

/**
 * "City, ST" from the address; a placement placed by coordinates alone has none (null), and a
 * half-filled address shows the part it has.
 */
export function cityState(placement: Pick<Placement, 'location'>): string | null {
  const address = placement.location?.address;
  const parts = [address?.city?.trim(), address?.state?.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The OpenOOH path, e.g. "Transit › Airports › Gates"; null when the placement has no kind. */
export function venueTypeOf(placement: Pick<Placement, 'kind'>): string | null {
  return typeof placement.kind === 'number' ? venueTypeLabel(placement.kind) : null;
}

const MONO = 'font-mono text-xs whitespace-nowrap';

/** PLC-LIST: Name, Placement Key, External ID; then venue type and City/State. */
export const PLACEMENT_COLUMNS: readonly Column<Placement>[] = [
  {
    id: 'name',
    header: 'Name',
    sortValue: (p) => p.name,
    cell: (p) => (
      <Link
        to={placementEditPath(p)}
        className="text-brand-700 hover:text-brand-600 focus-visible:outline-brand-600 block max-w-xs font-medium break-words focus-visible:outline-2"
      >
        {p.name || p.id}
      </Link>
    ),
  },
  {
    id: 'key',
    header: 'Placement Key',
    sortValue: (p) => p.placementKey,
    cell: (p) => p.placementKey || MISSING,
    className: MONO,
    hideOnMobile: true,
  },
  {
    id: 'externalId',
    header: 'External ID',
    sortValue: (p) => p.externalId,
    cell: (p) => p.externalId || MISSING,
    // A long ID (up to 200 characters, no spaces) wraps inside its column, never pushes the others.
    className: 'max-w-[12rem] [overflow-wrap:anywhere]',
  },
  {
    id: 'venueType',
    header: 'Venue Type',
    sortValue: venueTypeOf,
    cell: (p) => venueTypeOf(p) ?? MISSING,
    className: 'max-w-xs',
    hideOnMobile: true,
  },
  {
    id: 'cityState',
    header: 'City/State',
    sortValue: cityState,
    cell: (p) => cityState(p) ?? MISSING,
    className: 'whitespace-nowrap',
    hideOnMobile: true,
  },
];
