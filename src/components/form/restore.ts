// HIST-RESTORE: `Restore previous values` of a history entry opens the record's editor with the
// entry's earlier values, through the normal merged save: the edit begins from the record as the
// entry left it (its `newValue`s over the record now), so a field a colleague changed since is a
// conflict, shown before anything is sent. The entry travels in the navigation's state, which a
// reload keeps.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { HistoryEntry } from '@/types/api';

export interface RestoreChange {
  field: string;
  value: unknown;
  newValue: unknown;
}

export interface RestoreRequest {
  entryId: string;
  changes: readonly RestoreChange[];
}

/**
 * The changes of an entry that Restore can set (a value before and after, no secret): an
 * update's, or a restore's, so a restore can be undone in turn.
 */
export function restorableChanges(entry: HistoryEntry): RestoreChange[] {
  if (entry.action !== 'updated' && entry.action !== 'restored') return [];
  return entry.changes.flatMap((change) =>
    !change.secret && 'value' in change && 'newValue' in change
      ? [{ field: change.field, value: change.value, newValue: change.newValue }]
      : [],
  );
}

/** The navigation state of a `Restore previous values` link, or null when nothing restores. */
export function restoreState(entry: HistoryEntry): { restore: RestoreRequest } | null {
  const changes = restorableChanges(entry);
  return changes.length > 0 ? { restore: { entryId: entry.id, changes } } : null;
}

function isRestoreRequest(value: unknown): value is RestoreRequest {
  const request = value as Partial<RestoreRequest> | null;
  return (
    typeof request?.entryId === 'string' &&
    Array.isArray(request.changes) &&
    request.changes.every((change) => typeof (change as RestoreChange)?.field === 'string')
  );
}

/** The restore this screen was opened for (read once), or null. */
export function useRestoreRequest(): RestoreRequest | null {
  const location = useLocation();
  const [request] = useState(() => {
    const state = location.state as { restore?: unknown } | null;
    return isRestoreRequest(state?.restore) ? state.restore : null;
  });
  return request;
}

/**
 * What an editor is keyed by besides its record: a restore asked for on the editor's own page
 * starts the editor afresh from the entry's values (what was typed is kept as its draft).
 */
export function useRestoreKey(recordId: string): string {
  const state = useLocation().state as { restore?: unknown } | null;
  return isRestoreRequest(state?.restore) ? `${recordId}:${state.restore.entryId}` : recordId;
}

/** A copy of the record with each change's field (a dotted path) set to `value` or `newValue`. */
export function withChanges<R>(
  record: R,
  changes: readonly RestoreChange[],
  which: 'value' | 'newValue',
): R {
  const copy = structuredClone(record) as Record<string, unknown>;
  for (const change of changes) {
    const path = change.field.split('.');
    let at: Record<string, unknown> = copy;
    for (const part of path.slice(0, -1)) {
      const next = at[part];
      if (next === null || typeof next !== 'object') at[part] = {};
      at = at[part] as Record<string, unknown>;
    }
    const last = path[path.length - 1]!;
    const value = change[which];
    if (value === null || value === undefined) delete at[last];
    else at[last] = value;
  }
  return copy as R;
}
