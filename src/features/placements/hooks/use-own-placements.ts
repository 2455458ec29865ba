// A bulk import acts on the caller's own placements: an Admin's list holds every account's, and
// the import, its Full DB Sync and its merge compare the file with the caller's account only
// (BATCH-SYNC-COUNTS). Before, a Full DB Sync by an Admin offered to delete every publisher's.
import { useQuery } from '@tanstack/react-query';
import { placementsQueryOptions } from '@/api/placements';
import { useSession } from '@/lib/session/use-session';
import type { Placement } from '@/types/api';

export function useOwnAccountId(): string {
  return useSession()?.user.account_id ?? '';
}

/** An account's placements in a list (one without accounts is all the caller's). */
export function placementsOf(list: Placement[], accountId: string): Placement[] {
  const own = list.filter((p) => !p.accountId || p.accountId === accountId);
  return own.length === list.length ? list : own;
}

export function useOwnPlacements() {
  const accountId = useOwnAccountId();
  return useQuery({
    ...placementsQueryOptions(),
    select: (list: Placement[]) => placementsOf(list, accountId),
  });
}
