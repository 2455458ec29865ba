// Which queue the screen shows: the tab lives in the URL as `?status=pending|approved|rejected`
// (any letter case is read; no or an unknown value opens Pending).
import { REVIEW_STATUSES } from '@/api/reviews';
import type { ReviewStatus } from '@/types/api';

export const STATUS_PARAM = 'status';
export const DEFAULT_STATUS: ReviewStatus = 'Pending';

export function statusFromParam(value: string | null): ReviewStatus {
  const wanted = (value ?? '').trim().toLowerCase();
  return REVIEW_STATUSES.find((status) => status.toLowerCase() === wanted) ?? DEFAULT_STATUS;
}

export function paramOfStatus(status: ReviewStatus): string {
  return status.toLowerCase();
}

/** The search string for a tab: the default tab needs no parameter. */
export function searchForStatus(current: URLSearchParams, status: ReviewStatus): URLSearchParams {
  const next = new URLSearchParams(current);
  if (status === DEFAULT_STATUS) next.delete(STATUS_PARAM);
  else next.set(STATUS_PARAM, paramOfStatus(status));
  return next;
}
