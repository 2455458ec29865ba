// What the admin tools read first (ROUTE-LOADERS), as the very query options they use.
import { accountsQueryOptions } from '@/api/accounts';
import { biddersQueryOptions } from '@/api/bidders';
import { placementsQueryOptions } from '@/api/placements';
import type { ScreenReads } from '@/config/screen-routes';

export const tools: ScreenReads = ({ read }) => read(accountsQueryOptions());

export const debug: ScreenReads = ({ read }) =>
  Promise.all([read(biddersQueryOptions()), read(accountsQueryOptions())]);

export const sandbox: ScreenReads = ({ read }) => read(placementsQueryOptions());
