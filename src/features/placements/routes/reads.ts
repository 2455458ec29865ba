// What the placements screens read first (ROUTE-LOADERS), as the very query options they use.
import { recordHistoryQueryOptions } from '@/api/history';
import { placementListStreamQueryOptions, placementQueryOptions } from '@/api/placements';
import type { ScreenReads } from '@/config/screen-routes';

export const placements: ScreenReads = ({ read }) => read(placementListStreamQueryOptions());

// HIST-PANEL: the placement's History, once the placement is found.
export const placementEdit: ScreenReads = ({ read, readPages, params }) => {
  const id = params.id ?? '';
  return read(placementQueryOptions(id)).then((found) =>
    found ? readPages(recordHistoryQueryOptions('placement', id)) : undefined,
  );
};
