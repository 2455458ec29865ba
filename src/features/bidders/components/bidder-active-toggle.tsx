import { Toggle } from '@/components/ui/toggle';
import type { Bidder } from '@/types/api';
import { useToggleBidder } from '@/api/bidders';

/**
 * A row's Active switch. It shows the bidder's isActive as the server last reported it: a
 * click sends GET /bidders/{id}/toggleActive and the reply's isActive updates the row; the
 * switch is disabled while that request runs. A failure leaves it as it was (and toasts).
 */
export function BidderActiveToggle({
  bidder,
}: {
  bidder: Pick<Bidder, 'id' | 'name' | 'isActive'>;
}) {
  const toggle = useToggleBidder();
  return (
    <Toggle
      checked={bidder.isActive}
      label={`Active: ${bidder.name}`}
      disabled={toggle.isPending}
      onChange={() => toggle.mutate(bidder.id)}
    />
  );
}
