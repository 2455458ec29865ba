import { PlusIcon } from '@heroicons/react/20/solid';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { routePath } from '@/config/routes';
import { NEW_BIDDER_PROTOCOLS } from '@/rules/bidder-protocols';

const ITEMS = NEW_BIDDER_PROTOCOLS.map((protocol, index) => ({
  label: protocol,
  to: routePath('bidderCreate', { protocol: index }),
}));

/** BID-NEW-MENU: New Bidder lists the protocols, each to /bidders/create/{index}. */
export function NewBidderMenu() {
  return (
    <DropdownMenu
      label="New Bidder"
      items={ITEMS}
      icon={<PlusIcon aria-hidden="true" className="-ml-0.5 size-5" />}
    />
  );
}
