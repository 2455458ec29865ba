// What the placements screens read first (ROUTE-LOADERS), as the very query options they use.
import { placementListStreamQueryOptions, placementQueryOptions } from '@/api/placements';
import type { ScreenReads } from '@/config/screen-routes';

export const placements: ScreenReads = ({ read }) => read(placementListStreamQueryOptions());

export const placementEdit: ScreenReads = ({ read, params }) =>
  read(placementQueryOptions(params.id ?? ''));
