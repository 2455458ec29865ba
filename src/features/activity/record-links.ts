// Where an Activity row's record opens (HIST-ACTIVITY): its page, when it has one the viewer's
// roles may open (a campaign's detail, a placement's or a bidder's edit, the creatives panel);
// otherwise its name is plain text. A deleted record has no page to open.
import { creativePath } from '@/config/creative-path';
import { hasAnyRole, ROUTES, routePath, type RouteId } from '@/config/routes';
import type { HistoryEntry, HistoryRecordKind, Role } from '@/types/api';

/** The route of each kind's page, by its `:id`. */
const RECORD_ROUTES: Partial<Record<HistoryRecordKind, RouteId>> = {
  campaign: 'campaignDetail',
  placement: 'placementEdit',
  deal: 'dealDetail',
  bidder: 'bidderEdit',
  account: 'accountDetail',
  report: 'reportDetail',
  inventoryReport: 'inventoryReport',
};

export function recordPath(
  entry: Pick<HistoryEntry, 'record' | 'action'>,
  roles: readonly Role[],
): string | null {
  const { kind, id } = entry.record;
  if (entry.action === 'deleted' || id === '') return null;
  if (kind === 'creative') {
    return hasAnyRole(roles, ROUTES.creatives.roles) ? creativePath(id) : null;
  }
  if (kind === 'reviewRule') {
    return hasAnyRole(roles, ROUTES.reviews.roles) ? routePath('reviews') : null;
  }
  const route = RECORD_ROUTES[kind];
  if (!route || !hasAnyRole(roles, ROUTES[route].roles)) return null;
  return routePath(route, { id });
}

/** The editor of each kind that `Restore previous values` opens (HIST-RESTORE). */
const EDIT_ROUTES: Partial<Record<HistoryRecordKind, RouteId>> = {
  campaign: 'campaignEdit',
  placement: 'placementEdit',
  deal: 'dealEdit',
  bidder: 'bidderEdit',
  account: 'accountEdit',
};

/** The record's editor, when the viewer's roles may open it; else null. */
export function editPath(
  entry: Pick<HistoryEntry, 'record' | 'action'>,
  roles: readonly Role[],
): string | null {
  const route = EDIT_ROUTES[entry.record.kind];
  if (!route || entry.action === 'deleted' || !hasAnyRole(roles, ROUTES[route].roles)) return null;
  return routePath(route, { id: entry.record.id });
}
