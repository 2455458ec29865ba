// What the bidders screens read first (ROUTE-LOADERS), as the very query options they use.
import { bidderQueryOptions, biddersQueryOptions } from '@/api/bidders';
import type { ScreenReads } from '@/config/screen-routes';

export const bidders: ScreenReads = ({ read }) => read(biddersQueryOptions());

export const bidderEdit: ScreenReads = ({ read, params }) =>
  read(bidderQueryOptions(params.id ?? ''));
