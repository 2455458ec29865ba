// The sidebar's count of pending reviews (issue 21), apart from reviews.ts: the shell loads it
// on every publisher's screen, and with it only this small module, not the decisions and rules.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import { reviewKeys } from '@/api/keys';
import { listFrom } from '@/api/list';
import type { Query } from '@/api/operations';

// REV-PENDING-BADGE: the sidebar's `Reviews, {n} pending`.
/**
 * The number of pending reviews. The API has no count call: it is the length of GET
 * /reviews?status=Pending (the Pending tab's list; reviews.ts reads it the same way).
 * Refetched whenever the window regains focus (another tab or person may have decided since),
 * and after every decision through the Pending list's key it lives under. A background figure:
 * a failure shows no badge and no toast.
 */
export const pendingReviewCountQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.pendingCount(),
    queryFn: async () =>
      listFrom<unknown>(
        await api.get<unknown>('/reviews', {
          query: { status: 'Pending' } satisfies Query<'getReviews'>,
        }),
        'reviews',
      ).length,
    refetchOnWindowFocus: 'always',
    meta: { background: true },
  });
