// What the creatives gallery reads first (ROUTE-LOADERS), as the very query options it uses.
import { creativesQueryOptions } from '@/api/creatives';
import type { ScreenReads } from '@/config/screen-routes';

export const creatives: ScreenReads = ({ read }) => read(creativesQueryOptions());
