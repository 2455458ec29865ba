// A bulk import acts on the caller's own placements: an Admin's list holds every account's, and
// the import, its Full DB Sync and its merge compare the file with the caller's account only
// (BATCH-SYNC-COUNTS). Before, a Full DB Sync by an Admin offered to delete every publisher's.
import { usePlacements } from '@/api/placements';
import { useSession } from '@/lib/session/use-session';

export function useOwnAccountId(): string {
  return useSession()?.user.account_id ?? '';
}

export const useOwnPlacements = () => usePlacements(useOwnAccountId());
