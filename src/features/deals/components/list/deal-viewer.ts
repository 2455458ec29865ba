// What the signed-in user may do with deals, from the session's roles (GET /deals already
// answers by role; this decides the columns and the controls). A login with several roles gets
// the union of what each allows: an Admin sees every deal with its publisher and may switch any;
// an SSP creates deals and edits its own; a DSP gets the map and Create Campaign on a deal's
// page. The buyer's own layout (Deal ID first, no switch) is for a DSP-only login.
import { useMemo } from 'react';
import { useSession } from '@/lib/session/use-session';
import type { Deal, Session } from '@/types/api';

export interface DealViewer {
  /** The user's account: a publisher's own deals, a buyer's Seat ID. */
  accountId: string;
  /** The buyer's table (Deal ID first, no switch): a login whose only deal role is DSP. */
  buyerLayout: boolean;
  /** The Publisher column: deals of more than one publisher may be listed. */
  showsPublisher: boolean;
  /** `New Deal` (POST /deals is the publisher's). */
  canCreate: boolean;
  /** Whether the Active switch is offered for this deal (its publisher or an Admin). */
  canSwitch: (deal: Pick<Deal, 'publisher'>) => boolean;
  /** `Edit Deal` and `Duplicate`: the deal is the user's publisher account's. */
  owns: (deal: Pick<Deal, 'publisher'>) => boolean;
  /** The buyer's view of a deal: its screens on the map and `Create Campaign`. */
  buys: boolean;
  /** Which sentence the list's empty state and description say. */
  audience: 'publisher' | 'buyer' | 'admin';
}

export function dealViewerOf(session: Session | null): DealViewer {
  const roles = session?.roles ?? [];
  const accountId = session?.user.account_id ?? '';
  const admin = roles.includes('Admin');
  const publisher = roles.includes('SSP');
  const buyer = roles.includes('DSP');
  const owns = (deal: Pick<Deal, 'publisher'>) => publisher && deal.publisher.id === accountId;
  return {
    accountId,
    buyerLayout: buyer && !publisher && !admin,
    showsPublisher: admin || buyer,
    canCreate: publisher,
    canSwitch: (deal) => admin || owns(deal),
    owns,
    buys: buyer,
    audience: admin ? 'admin' : publisher ? 'publisher' : 'buyer',
  };
}

/** The signed-in user's DealViewer, the same object while the session stays. */
export function useDealViewer(): DealViewer {
  const session = useSession();
  return useMemo(() => dealViewerOf(session), [session]);
}
