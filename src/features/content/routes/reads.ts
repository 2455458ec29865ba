// What the content library reads first (ROUTE-LOADERS), as the very query options it uses.
import { clipsQueryOptions } from '@/api/content';
import type { ScreenReads } from '@/config/screen-routes';

export const content: ScreenReads = ({ read }) => read(clipsQueryOptions());
