// What the deals screens read first (ROUTE-LOADERS), as the very query options they use.
import { accountsQueryOptions } from '@/api/accounts';
import { dealQueryOptions, dealsQueryOptions, dealStatsQueryOptions } from '@/api/deals';
import { recordHistoryQueryOptions } from '@/api/history';
import { inventoryQueryOptions } from '@/api/inventory';
import { placementsQueryOptions } from '@/api/placements';
import type { ScreenReadContext, ScreenReads } from '@/config/screen-routes';
import { dealInventoryFilters } from '@/features/deals/deal-inventory';
import type { Session } from '@/types/api';

/** HIST-PANEL: a deal's History, once the deal is found (a missing one has none to ask for). */
const dealHistory = (
  { readPages }: Pick<ScreenReadContext, 'readPages'>,
  id: string,
  deal: Promise<unknown>,
) => deal.then((found) => (found ? readPages(recordHistoryQueryOptions('deal', id)) : undefined));

/** A publisher or an Admin sees the buyer seats by name (the advertisers of GET /accounts). */
const namesSeats = (session: Session) =>
  session.roles.includes('SSP') || session.roles.includes('Admin');

export const deals: ScreenReads = ({ read, session }) =>
  Promise.all([
    read(dealsQueryOptions()),
    namesSeats(session) ? read(accountsQueryOptions()) : null,
  ]);

export const dealCreate: ScreenReads = ({ read, search }) => {
  // Duplicate opens `/deals/create?from={id}`: the copied deal is read too.
  const from = search.get('from');
  return Promise.all([
    read(accountsQueryOptions()),
    read(placementsQueryOptions()),
    from ? read(dealQueryOptions(from)) : null,
  ]);
};

export const dealEdit: ScreenReads = (context) => {
  const { read, params } = context;
  const id = params.id ?? '';
  const deal = read(dealQueryOptions(id));
  return Promise.all([
    deal,
    read(accountsQueryOptions()),
    read(placementsQueryOptions()),
    dealHistory(context, id, deal),
  ]);
};

export const dealDetail: ScreenReads = (context) => {
  const { read, params, session } = context;
  const id = params.id ?? '';
  // A buyer sees the deal's screens: its publisher's inventory, once the deal is read.
  const screens = session.roles.includes('DSP')
    ? read(dealQueryOptions(id)).then((deal) =>
        deal ? read(inventoryQueryOptions(dealInventoryFilters(deal))) : undefined,
      )
    : read(dealQueryOptions(id));
  return Promise.all([
    screens,
    read(dealStatsQueryOptions(id)),
    namesSeats(session) ? read(accountsQueryOptions()) : null,
    dealHistory(context, id, read(dealQueryOptions(id))),
  ]);
};
