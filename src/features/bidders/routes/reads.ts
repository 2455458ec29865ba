// What the bidders screens read first (ROUTE-LOADERS), as the very query options they use.
import { bidderQueryOptions, biddersQueryOptions } from '@/api/bidders';
import { recordHistoryQueryOptions } from '@/api/history';
import type { ScreenReads } from '@/config/screen-routes';

export const bidders: ScreenReads = ({ read }) => read(biddersQueryOptions());

// HIST-PANEL: the bidder's History, once the bidder is found.
export const bidderEdit: ScreenReads = ({ read, readPages, params }) => {
  const id = params.id ?? '';
  return read(bidderQueryOptions(id)).then((found) =>
    found ? readPages(recordHistoryQueryOptions('bidder', id)) : undefined,
  );
};
