// What the creatives gallery reads first (ROUTE-LOADERS), as the very query options it uses.
import { creativesQueryOptions } from '@/api/creatives';
import { recordHistoryQueryOptions } from '@/api/history';
import { OPEN_CREATIVE_PARAM } from '@/config/creative-path';
import type { ScreenReads } from '@/config/screen-routes';

export const creatives: ScreenReads = ({ read, readPages, search }) => {
  // HIST-PANEL: a creative opened by the link (`?creative=`) shows its History in the panel.
  const open = search.get(OPEN_CREATIVE_PARAM);
  return Promise.all([
    read(creativesQueryOptions()),
    open ? readPages(recordHistoryQueryOptions('creative', open)) : null,
  ]);
};
