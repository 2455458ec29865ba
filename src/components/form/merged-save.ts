// A save that never loses someone else's update (MANY-MERGE, MANY-IF-MATCH): the
// edit remembers the values it began from; on save the record is read again and merged three
// ways in form-value space. Fields the user did not change take the server's values; a field
// both changed (differently) opens the conflict view and nothing is sent until the user
// chooses. The update carries `If-Match` of the version just read; a 412 (someone saved in
// between) reads and merges again, never overwrites. The editor kit runs it
// (src/components/form/use-editor.ts); plain functions, no state of their own.
import { dayPartCellsText } from '@/components/ui/day-part-grid/day-parts-text';
import { ApiError, isAbortError, messageOf } from '@/lib/http/api-error';
import { isKeptSecret, maskedSecret, secretValueText } from '@/lib/saving/secret-value';
import { toastError } from '@/lib/toasts/toasts';
import {
  humanisePath,
  rebaseOnSent,
  settleConflicts,
  threeWayMerge,
  type MergeChoice,
  type MergeConflict,
  type MergeUnits,
} from '@/lib/saving/three-way-merge';

/** A conflict with its field's label, as the conflict view shows it. */
export interface LabelledConflict extends MergeConflict {
  label: string;
  /** The values in the form's own words, where the editor gives them (a venue type's name). */
  texts?: { base: string; mine: string; theirs: string };
  /** BID-SECRET-WRITE-ONLY: a write-only secret's field: never shown but masked or `Changed`. */
  secret?: boolean;
}

export const EMPTY_VALUE_TEXT = '(empty)';

/**
 * A form value as the conflict view and the draft notice show it; a secret's (`secret`) masked
 * or `Changed`, never as typed (BID-SECRET-WRITE-ONLY).
 */
export function conflictValueText(value: unknown, secret = false): string {
  if (secret) return secretValueText(value, EMPTY_VALUE_TEXT);
  if (isKeptSecret(value)) return maskedSecret(value.kept);
  if (value === undefined || value === null || value === '') return EMPTY_VALUE_TEXT;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY_VALUE_TEXT;
    // A day-part grid's cells (operating hours, day-parts): in words, never as JSON.
    const cells = dayPartCellsText(value);
    if (cells !== null) return cells;
    return value.every((item) => typeof item !== 'object' || item === null)
      ? value.map(String).join(', ')
      : JSON.stringify(value);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}

/** What the other side of a conflict is: values someone saved, or a restore's (HIST-RESTORE). */
export type ConflictAgainst = 'saved' | 'restored';

/** The conflict view as a question: resolves with the choices, or null on Cancel. */
export type AskConflicts = (
  conflicts: readonly MergeConflict[],
  /** `restored`: asked from a restore's draft notice, against the restored values. */
  against?: ConflictAgainst,
) => Promise<Record<string, MergeChoice> | null>;

/** The user closed the conflict view without choosing: nothing was sent, nothing is lost. */
export class SaveCancelledError extends Error {
  constructor() {
    super('The save was cancelled in the conflict view.');
    this.name = 'SaveCancelledError';
  }
}

/** How many times a save reads and merges again after a 412 before it gives up (and says so). */
const MAX_ATTEMPTS = 3;

/**
 * A field's label as its form shows it (the control named `path`, its label without the
 * required star), else the screen's own name for it (a step not on screen), else the path made
 * readable.
 */
export function fieldLabel(path: string, fallback?: string): string {
  if (typeof document !== 'undefined') {
    const control = document.querySelector(`[name="${path.replace(/["\\]/g, '')}"]`);
    // A radio's label names one option, not the field: the screen's own name for it then.
    const label =
      (control instanceof HTMLInputElement && control.type !== 'radio') ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
        ? control.labels?.[0]?.textContent
        : null;
    const text = label?.replace(/\*\s*$/, '').trim();
    if (text) return text;
  }
  return fallback ?? humanisePath(path);
}

/** The record read afresh, with its ETag when the API sends one. */
export interface Versioned<R> {
  record: R;
  etag: string | null;
}

export interface MergedSave<V, R, S> {
  /** The form values the edit began from. */
  base: V;
  /** What this editor's last send carried when its answer was lost (MANY-OUTCOME). */
  sent?: V | null;
  values: V;
  read: () => Promise<Versioned<R>>;
  /** The record as form values (the same mapping the form starts from). */
  toValues: (record: R) => V;
  /** Sends the merged values; `current` is the record they were merged against. */
  send: (values: V, current: Versioned<R>) => Promise<S>;
  ask: AskConflicts;
  /** Fields merged as one (a deal's way of choosing screens with its lists). */
  units?: MergeUnits;
}

export async function mergedSave<V, R, S>({
  base,
  sent,
  values,
  read,
  toValues,
  send,
  ask,
  units,
}: MergedSave<V, R, S>): Promise<S> {
  let from = base;
  let mine = values;
  for (let attempt = 1; ; attempt += 1) {
    const current = await read().catch((error: unknown) => {
      // Not a mutation, so the query client does not say it: said here, the form kept.
      const expired = error instanceof ApiError && error.sessionExpired;
      if (!expired && !isAbortError(error)) toastError(messageOf(error), { id: messageOf(error) });
      throw error;
    });
    const theirs = toValues(current.record);
    if (sent && attempt === 1) from = rebaseOnSent(base, sent, theirs);
    const { merged, conflicts } = threeWayMerge(from, mine, theirs, units);
    let settled = merged;
    if (conflicts.length > 0) {
      const choices = await ask(conflicts);
      if (choices === null) throw new SaveCancelledError();
      settled = settleConflicts(merged, conflicts, choices);
    }
    try {
      return await send(settled, current);
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 412;
      if (!stale) throw error;
      // The query client leaves a 412 to this loop: said here once it gives up, never before.
      if (attempt >= MAX_ATTEMPTS) {
        toastError(messageOf(error), { id: messageOf(error) });
        throw error;
      }
      // Someone saved between the read and the update: merge what was decided against theirs.
      from = theirs;
      mine = settled;
    }
  }
}
