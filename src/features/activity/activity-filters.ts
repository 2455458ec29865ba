// The Activity screen's view in the URL (HIST-ACTIVITY-FILTERS): record kind, person, action,
// a date range and part of a record's name, as `?kind=campaign&actor=u_1&action=paused&
// from=2026-03-01&to=2026-03-05&q=spring`; a link or a reload shows the same list. What the URL
// holds becomes GET /history's filters here, for the screen and its loader alike (the same
// cache key), so the first page the loader reads is the one the screen shows.
import type { HistoryFilters } from '@/api/history';
import { ACTION_LABELS, KIND_LABELS } from '@/components/history/history-kinds';
import { addDays, isDay } from '@/lib/text/dates';
import type { HistoryAction, HistoryRecordKind } from '@/types/api';

/** The filters kept in the URL and their defaults (the search text is `q`). */
export const FILTER_DEFAULTS = { kind: '', actor: '', action: '', from: '', to: '' };
export type ActivityFilterName = keyof typeof FILTER_DEFAULTS;

export interface ActivityView extends Record<ActivityFilterName, string> {
  /** Part of a record's name. */
  q: string;
}

export const isKind = (value: string): value is HistoryRecordKind =>
  Object.hasOwn(KIND_LABELS, value);
export const isAction = (value: string): value is HistoryAction =>
  Object.hasOwn(ACTION_LABELS, value);

/** The view a URL's query string asks for. */
export function viewFromSearch(search: URLSearchParams): ActivityView {
  const view = { ...FILTER_DEFAULTS, q: search.get('q') ?? '' };
  for (const name of Object.keys(FILTER_DEFAULTS) as ActivityFilterName[]) {
    view[name] = search.get(name) ?? FILTER_DEFAULTS[name];
  }
  return view;
}

/** Local midnight at the start of `day` as an instant (ISO 8601, UTC). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();

/**
 * GET /history's filters for a view, every entry of them (the CSV export): an unknown kind or
 * action, or a date that is no day, filters nothing (a hand-edited link never asks the API for
 * a 400); the range is the viewer's local days, `to` included.
 */
export function entryFilters(view: ActivityView): HistoryFilters {
  const filters: HistoryFilters = {};
  if (isKind(view.kind)) filters.kind = view.kind;
  if (view.actor.trim()) filters.actor = view.actor.trim();
  if (isAction(view.action)) filters.action = view.action;
  if (isDay(view.from)) filters.from = startOfDay(view.from);
  if (isDay(view.to)) filters.to = startOfDay(addDays(view.to, 1));
  if (view.q.trim()) filters.q = view.q.trim();
  return filters;
}

/** The Activity list's filters: one row per transaction (HIST-ACTIVITY-GROUP). */
export const activityFilters = (view: ActivityView): HistoryFilters => ({
  ...entryFilters(view),
  grouped: true,
});
