// The editor kit's parts on screen (src/components/form/use-editor.ts holds their state): the
// draft notice above the form, the draft kept while the form is open with its leave guard, and
// the dialogs that guard the save: the conflict view (MANY-CONFLICT-VIEW) and the amount check
// (FORM-MONEY-CONFIRM). Each dialog's code is a chunk of its own, downloaded once the user starts
// working on the screen, inside a boundary of its own (LazyPart): a failed download shows its
// error with Retry in place and never takes the form with it (ROUTE-PART-FAILS).
import { Fragment, useRef, type ReactNode } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import { DraftNotice } from '@/components/form/draft-notice';
import { useRestoreKey } from '@/components/form/restore';
import { useDraftAutosave } from '@/components/form/use-draft';
import type { Editor as EditorState } from '@/components/form/use-editor';
import { LeaveGuard } from '@/components/leave-guard/leave-guard';
import { LazyPart, usePreloadParts } from '@/components/ui/lazy-part';
import { QueryState, type QueryStateProps } from '@/components/ui/query-state';
import { lazyComponent } from '@/lib/versions/lazy-component';

const conflictDialog = lazyComponent(
  () => import('@/components/form/conflict-dialog').then((module) => module.ConflictDialog),
  'conflict view',
);

const amountCheckDialog = lazyComponent(
  () => import('@/components/form/amount-check-dialog').then((module) => module.AmountCheckDialog),
  'amount check',
);

const NO_VISITED: ReadonlySet<string> = new Set();

/**
 * A plain form's draft, kept on every change, and its leave guard (BID-LEAVE, FORM-LEAVE-GUARD,
 * MANY-LEAVE-DURING-SAVE): it asks while the form differs from where it started or holds a
 * restored draft, the save's time included, and steps aside once the save answered as saved.
 */
function DraftKeeper<V extends FieldValues, C>({
  editor,
  message,
}: {
  editor: EditorState<V, C>;
  message: string;
}) {
  const { form, draft, leavingRef } = editor;
  const touchingRef = useRef(false);
  useDraftAutosave({ form, draft, visited: NO_VISITED, touchingRef, leavingRef });
  const { isDirty } = useFormState({ control: form.control });
  if (!isDirty && !editor.restored) return null;
  return (
    <LeaveGuard
      when={() => !leavingRef.current}
      onLeave={() => {
        leavingRef.current = true;
        draft.clear();
      }}
      message={message}
      // Its draft is written before a reload for a new version and comes back after it.
      keptOnReload
    />
  );
}

export function EditorDialogs<V extends FieldValues, C>({ editor }: { editor: EditorState<V, C> }) {
  usePreloadParts(conflictDialog, amountCheckDialog);
  const { conflicts, amounts } = editor;
  return (
    <>
      {conflicts.asking ? (
        <LazyPart part={conflictDialog} onCancel={() => conflicts.answer(null)}>
          <conflictDialog.Component
            noun={editor.noun}
            conflicts={conflicts.asking.conflicts}
            against={conflicts.asking.against}
            onResolve={conflicts.answer}
            onCancel={() => conflicts.answer(null)}
          />
        </LazyPart>
      ) : null}
      {amounts.asking ? (
        <LazyPart part={amountCheckDialog} onCancel={() => amounts.answer(false)}>
          <amountCheckDialog.Component amounts={amounts.asking} onAnswer={amounts.answer} />
        </LazyPart>
      ) : null}
    </>
  );
}

/**
 * An editor on screen: the draft notice, the form (`children`), and for a plain form its draft
 * and leave guard (a wizard keeps its own: `wizard`), and the dialogs.
 */
export function Editor<V extends FieldValues, C>({
  editor,
  leaveMessage,
  wizard = false,
  children,
}: {
  editor: EditorState<V, C>;
  /** What leaving with unsaved work would lose (a wizard says it itself). */
  leaveMessage?: string;
  wizard?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <DraftNotice editor={editor} />
      {children}
      {wizard || leaveMessage === undefined ? null : (
        <DraftKeeper editor={editor} message={leaveMessage} />
      )}
      <EditorDialogs editor={editor} />
    </>
  );
}

/**
 * An edit screen's record: loading, the error with Retry, not found, then the editor, keyed by
 * the record so another record never inherits what was typed and a refetch never resets it.
 */
export function EditorQuery<T extends { id: string }>(props: QueryStateProps<T>) {
  const { children, ...rest } = props;
  return (
    <QueryState {...rest}>
      {(record) => <KeyedRecord id={record.id}>{children(record)}</KeyedRecord>}
    </QueryState>
  );
}

/** Keyed by the record, and by a restore asked for on this page (HIST-RESTORE). */
function KeyedRecord({ id, children }: { id: string; children: ReactNode }) {
  return <Fragment key={useRestoreKey(id)}>{children}</Fragment>;
}
