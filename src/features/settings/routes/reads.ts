// What the settings screen reads first (ROUTE-LOADERS), as the very query options it uses.
import { teamQueryOptions } from '@/api/users';
import type { ScreenReads } from '@/config/screen-routes';

export const settings: ScreenReads = ({ read }) => read(teamQueryOptions());
