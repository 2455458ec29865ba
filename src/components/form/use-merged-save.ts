// A save that never loses someone else's update (MANY-MERGE, MANY-IF-MATCH): the
// edit remembers the values it began from; on save the record is read again and merged three
// ways in form-value space. Fields the user did not change take the server's values; a field
// both changed (differently) opens the conflict view and nothing is sent until the user
// chooses. The update carries `If-Match` of the version just read; a 412 (someone saved in
// between) reads and merges again, never overwrites.
import { createElement, useCallback, useRef, useState, type ReactNode } from 'react';
import type { LabelledConflict } from '@/components/form/conflict-dialog';
import { LazyPart, usePreloadParts } from '@/components/ui/lazy-part';
import { lazyComponent } from '@/lib/versions/lazy-component';
import { ApiError, isAbortError, messageOf } from '@/lib/http/api-error';
import { toastError } from '@/lib/toasts/toast';
import {
  humanisePath,
  settleConflicts,
  threeWayMerge,
  type MergeChoice,
  type MergeConflict,
} from '@/lib/saving/three-way-merge';

/** The user closed the conflict view without choosing: nothing was sent, nothing is lost. */

// The conflict view shows only when a colleague changed a field this tab changed too: rare, so
// its code is a chunk of its own, downloaded once the user starts working on the edit screen (usePreloadParts) and
// with a boundary of its own (LazyPart): a failed download never takes the form with it.
const conflictDialog = lazyComponent(
  () => import('@/components/form/conflict-dialog').then((module) => module.ConflictDialog),
  'conflict view',
);

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
    const label =
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
        ? control.labels?.[0]?.textContent
        : null;
    const text = label?.replace(/\*\s*$/, '').trim();
    if (text) return text;
  }
  return fallback ?? humanisePath(path);
}

interface Pending {
  conflicts: LabelledConflict[];
  settle: (choices: Record<string, MergeChoice> | null) => void;
}

/** The conflict view as a question: resolves with the choices, or null on Cancel. */
export function useConflictQuestion(noun: string, labels?: Readonly<Record<string, string>>) {
  const [pending, setPending] = useState<Pending | null>(null);
  usePreloadParts(conflictDialog);
  const ask = useCallback(
    (conflicts: readonly MergeConflict[]) =>
      new Promise<Record<string, MergeChoice> | null>((resolve) => {
        setPending({
          conflicts: conflicts.map((c) => ({
            ...c,
            label: fieldLabel(c.path, labels?.[c.path]),
          })),
          settle: (choices) => {
            setPending(null);
            resolve(choices);
          },
        });
      }),
    [labels],
  );
  const view: ReactNode = pending
    ? createElement(
        LazyPart,
        { part: conflictDialog, onCancel: () => pending.settle(null) },
        createElement(conflictDialog.Component, {
          noun,
          conflicts: pending.conflicts,
          onResolve: (choices: Record<string, MergeChoice>) => pending.settle(choices),
          onCancel: () => pending.settle(null),
        }),
      )
    : null;
  return { ask, view };
}

export interface MergedSaveOptions<V, R, S> {
  /** What is edited, for the conflict view's title (`bidder`, `campaign`). */
  noun: string;
  /** The form values the edit began from; read on the first render only. */
  base: V;
  /** The record read afresh, with its ETag when the API sends one. */
  read: () => Promise<{ record: R; etag: string | null }>;
  /** The record as form values (the same mapping the form starts from). */
  toValues: (record: R) => V;
  /** Sends the merged values; `current` is the record they were merged against. */
  send: (values: V, current: { record: R; etag: string | null }) => Promise<S>;
  /** Fields' labels by path, for fields whose control is not on screen (a wizard's other steps). */
  labels?: Readonly<Record<string, string>>;
}

export function useMergedSave<V, R, S>({
  noun,
  base,
  read,
  toValues,
  send,
  labels,
}: MergedSaveOptions<V, R, S>) {
  // The version the edit began from, kept as loaded: a background refetch never moves it.
  const baseRef = useRef(base);
  const question = useConflictQuestion(noun, labels);
  const save = async (values: V): Promise<S> => {
    let from = baseRef.current;
    let mine = values;
    for (let attempt = 1; ; attempt += 1) {
      const current = await read().catch((error: unknown) => {
        // Not a mutation, so the query client does not say it: said here, the form kept.
        const expired = error instanceof ApiError && error.sessionExpired;
        if (!expired && !isAbortError(error))
          toastError(messageOf(error), { id: messageOf(error) });
        throw error;
      });
      const theirs = toValues(current.record);
      const { merged, conflicts } = threeWayMerge(from, mine, theirs);
      let settled = merged;
      if (conflicts.length > 0) {
        const choices = await question.ask(conflicts);
        if (choices === null) throw new SaveCancelledError();
        settled = settleConflicts(merged, conflicts, choices);
      }
      try {
        return await send(settled, current);
      } catch (error) {
        const stale = error instanceof ApiError && error.status === 412;
        if (!stale || attempt >= MAX_ATTEMPTS) throw error;
        // Someone saved between the read and the update: merge what was decided against theirs.
        from = theirs;
        mine = settled;
      }
    }
  };
  return { save, conflictView: question.view };
}
