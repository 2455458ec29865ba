// The count of pending reviews behind the sidebar's badge, loaded by the shell (src/app/shell.tsx)
// only for a user who may open /reviews, so no other user downloads its code. It renders
// nothing: it keeps the count's query running and tells the shell the count, or undefined while
// it is unknown or when it failed (a background figure: then no badge, and no toast).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pendingReviewCountQueryOptions } from '@/api/review-count';

export function PendingReviewsCount({ onCount }: { onCount: (count: number | undefined) => void }) {
  const { data, isError } = useQuery(pendingReviewCountQueryOptions());
  const count = isError ? undefined : data;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
