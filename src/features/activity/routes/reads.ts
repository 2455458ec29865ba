// What the Activity screen reads first (ROUTE-LOADERS), as the very query options it uses: the
// first page of the list the URL's filters keep (HIST-ACTIVITY-FILTERS).
import { historyListQueryOptions } from '@/api/history';
import type { ScreenReads } from '@/config/screen-routes';
import { activityFilters, viewFromSearch } from '@/features/activity/activity-filters';

export const activity: ScreenReads = ({ readPages, search }) =>
  readPages(historyListQueryOptions(activityFilters(viewFromSearch(search))));
