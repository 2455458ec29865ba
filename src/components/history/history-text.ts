// How a change-history entry reads (HIST-PANEL-ENTRY): the person (`Avery Admin as Dana
// Buyer` for an admin signed in as a user), the action, the path (`Bulk pause`, `Import of
// placements.csv`) and each change (`Bid CPM: $5.00 → $4.00`, a secret `API key changed`).
// The History sections, the Activity list and its CSV export all use these words.
import { ACTION_LABELS, KIND_LABELS } from '@/components/history/history-kinds';
import { isolateText } from '@/lib/text/bidi-text';
import { formatZonedDateTime, MISSING } from '@/lib/text/format';
import type {
  HistoryAction,
  HistoryChange,
  HistoryEntry,
  HistoryRecordKind,
  HistoryVia,
} from '@/types/api';

export const HISTORY_TEXT = {
  heading: 'History',
  loading: 'Loading the history…',
  failed: 'The history could not be loaded.',
  empty: 'No changes recorded yet.',
  showMore: 'Show more',
  changes: 'Changes',
  // HIST-RESTORE, HIST-RESTORE-DELETED
  restore: 'Restore previous values',
  restoreDeleted: 'Restore',
} as const;

/** `Restore the 3 deleted placements` (a Full DB Sync's entry, HIST-RESTORE-DELETED). */
export const restoreDeletedLabel = (count: number) =>
  count === 1 ? 'Restore the deleted placement' : `Restore the ${count} deleted placements`;

/** The toast once placements are back: `3 placements restored`. */
export const placementsRestored = (count: number) =>
  count === 1 ? 'Placement restored' : `${count} placements restored`;

export { ACTION_LABELS, KIND_LABELS };

/** The History section's list, as a part of the page (test/parts.ts fails its download by it). */
export const HISTORY_PART = 'record history';

const VIA_LABELS: Readonly<Record<Exclude<HistoryVia, 'bulk' | 'import'>, string>> = {
  form: 'Form',
  toggle: 'Switch',
  'review rule': 'Review rule',
  restore: 'Restore',
  api: 'API',
};

/**
 * Who made the change: the person, or `Avery Admin as Dana Buyer` (HIST-PANEL-ENTRY). Names from
 * the API are isolated (FORM-BIDI-ISOLATE): a bidi control in one never reorders what follows.
 */
export function personLabel(entry: Pick<HistoryEntry, 'actor' | 'onBehalfOf'>): string {
  // `onBehalfOf` is the admin signed in as the user (`actor`): `Avery Admin as Dana Buyer`.
  const actor = isolateText(entry.actor.name);
  return entry.onBehalfOf ? `${isolateText(entry.onBehalfOf.name)} as ${actor}` : actor;
}

/** The path of the change: `Bulk pause`, `Import of placements.csv`, `Form`, `Switch`… */
export function pathLabel(entry: Pick<HistoryEntry, 'via' | 'action' | 'fileName'>): string {
  switch (entry.via) {
    case 'bulk':
      if (entry.action === 'paused') return 'Bulk pause';
      if (entry.action === 'activated') return 'Bulk activate';
      return 'Bulk change';
    case 'import':
      return entry.fileName ? `Import of ${isolateText(entry.fileName)}` : 'Import';
    default:
      return VIA_LABELS[entry.via] ?? entry.via;
  }
}

/** The action as a word (an action this console does not know yet: as the API wrote it). */
export const actionLabel = (action: HistoryAction): string => ACTION_LABELS[action] ?? action;

/** The kind of record as a word. */
export const kindLabel = (kind: HistoryRecordKind): string => KIND_LABELS[kind] ?? kind;

/** A change's value as shown: none is `—`; API text isolated (FORM-BIDI-ISOLATE). */
export const changeValue = (value: string | null | undefined): string =>
  value === null || value === undefined ? MISSING : isolateText(value);

/** One change: `Bid CPM: $5.00 → $4.00` (none: `—`), a secret `API key changed`. */
export function changeText(change: HistoryChange): string {
  const label = isolateText(change.label);
  if (change.secret) return `${label} changed`;
  return `${label}: ${changeValue(change.old)} → ${changeValue(change.new)}`;
}

/** An entry's accessible name: `Updated by Dana Buyer, Mar 5, 2026, 10:42 AM EST`. */
export function entrySummary(entry: HistoryEntry): string {
  return `${actionLabel(entry.action)} by ${personLabel(entry)}, ${formatZonedDateTime(entry.at)}`;
}
