import { Toggle } from '@/components/ui/toggle';
import { useSetStateToggle } from '@/api/toggle-state';
import type { Bidder } from '@/types/api';
import { setBidderActiveMutation } from '@/api/bidders';
import { bidderAlready, bidderToggleFailed } from '@/features/bidders/messages';

/**
 * BID-TOGGLE, BID-TOGGLE-ALREADY: a row's Active switch. It shows the bidder's isActive as the
 * server last reported it. A click asks for the other state: the bidder is read first and GET
 * /bidders/{id}/toggleActive is sent only if it is not in that state yet (src/api/toggle-state.ts);
 * every state the server reports updates the row. Already in the asked state (a colleague set it):
 * said in a toast, never flipped back. The switch is disabled while the read and flip run. A
 * failure toasts once.
 */
export function BidderActiveToggle({
  bidder,
}: {
  bidder: Pick<Bidder, 'id' | 'name' | 'isActive'>;
}) {
  const { name } = bidder;
  const set = useSetStateToggle(setBidderActiveMutation, {
    already: (state) => bidderAlready(name, state),
    failed: (state) => bidderToggleFailed(name, state),
  });
  return (
    <Toggle
      checked={bidder.isActive}
      label={`Active: ${name}`}
      disabled={set.isPending}
      onChange={() => set.mutate({ id: bidder.id, isActive: !bidder.isActive })}
    />
  );
}
