import { Toggle } from '@/components/ui/toggle';
import { useSetStateToggle } from '@/api/toggle-state';
import { setDealActiveMutation } from '@/api/deals';
import type { Deal } from '@/types/api';
import { dealAlready, dealToggleFailed } from '@/features/deals/messages';

/**
 * A deal's Active switch (the list's rows and the deal's page). It shows isActive as the server
 * last reported it. A click asks for the other state: the deal is read first and
 * GET /deals/{id}/toggleActive is sent only if it is not in that state yet
 * (src/api/toggle-state.ts). Already in the asked state (a colleague set it): said in a toast,
 * never flipped back. Disabled while the read and flip run; a failure toasts once.
 */
export function DealActiveToggle({ deal }: { deal: Pick<Deal, 'id' | 'name' | 'isActive'> }) {
  const { name } = deal;
  const set = useSetStateToggle(setDealActiveMutation, {
    already: (state) => dealAlready(name, state),
    failed: (state) => dealToggleFailed(name, state),
  });
  return (
    <Toggle
      checked={deal.isActive}
      label={`Active: ${name}`}
      disabled={set.isPending}
      onChange={() => set.mutate({ id: deal.id, isActive: !deal.isActive })}
    />
  );
}
