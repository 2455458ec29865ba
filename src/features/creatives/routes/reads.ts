// What the creatives gallery reads first (ROUTE-LOADERS), as the very query options it uses.
import { accountsQueryOptions } from '@/api/accounts';
import { creativesQueryOptions } from '@/api/creatives';
import { recordHistoryQueryOptions } from '@/api/history';
import { OPEN_CREATIVE_PARAM } from '@/config/creative-path';
import type { ScreenReads } from '@/config/screen-routes';

export const creatives: ScreenReads = ({ read, readPages, search, session }) => {
  // HIST-PANEL: a creative opened by the link (`?creative=`) shows its History in the panel.
  const open = search.get(OPEN_CREATIVE_PARAM);
  return Promise.all([
    read(creativesQueryOptions()),
    open ? readPages(recordHistoryQueryOptions('creative', open)) : null,
    // CRE-ADMIN-UPLOAD: an Admin chooses the advertiser an upload is for.
    session.roles.includes('Admin') ? read(accountsQueryOptions()) : null,
  ]);
};
