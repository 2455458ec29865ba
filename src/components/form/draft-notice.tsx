// A stored draft that is not applied as it is, offered instead, never dropped without a word:
// a draft of an edit that began from an older version of the record (MANY-DRAFT-VERSION), or a
// draft of an older format of the form (MANY-DRAFT-FORMAT), shown with what it held. Review
// merges it three ways against the form as it is now (the conflict view for a field changed on
// both sides); Discard drops it.
import { useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { conflictValueText, fieldLabel } from '@/components/form/merged-save';
import type { Editor } from '@/components/form/use-editor';
import { Button } from '@/components/ui/button';
import { withoutSecrets } from '@/lib/saving/secret-value';
import { sameValue, settleConflicts, threeWayMerge } from '@/lib/saving/three-way-merge';

export const STALE_DRAFT_TEXT = {
  notice: (noun: string) => `You have unsaved changes from an older version of this ${noun}.`,
  hint: 'It was saved since you made them. Review them against what is saved now, or discard them.',
  review: 'Review changes',
  discard: 'Discard them',
} as const;

/** The same offer when a restore began over the user's own unsaved draft (nobody saved since). */
export const SET_ASIDE_DRAFT_TEXT = {
  notice: (noun: string) => `You have unsaved changes to this ${noun} from before this restore.`,
  hint: 'Review them against the restored values, or discard them.',
} as const;

export const OUTDATED_DRAFT_TEXT = {
  notice: (noun: string) =>
    `You have unsaved changes to this ${noun} from an earlier version of the console.`,
  hint: 'They were kept as typed. Review them against the form, or discard them. They held:',
} as const;

export function DraftNotice<V extends FieldValues, C>({ editor }: { editor: Editor<V, C> }) {
  const { draft, form, noun } = editor;
  const offered =
    draft.stale ??
    (draft.outdated
      ? { values: { ...draft.base, ...draft.outdated.values }, base: draft.base }
      : null);
  const [open, setOpen] = useState(offered !== null);
  // The fields' labels are read from the form on screen, there once this has mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!open || offered === null) return null;

  const review = async () => {
    // Theirs is the form as it is now: the record as loaded, with anything typed since.
    const { merged, conflicts } = threeWayMerge(
      offered.base,
      offered.values,
      form.getValues(),
      editor.mergeUnits,
    );
    let settled = merged;
    if (conflicts.length > 0) {
      // A restore's set-aside draft is compared with the restored values, which nobody saved.
      const choices = await editor.askConflicts(
        conflicts,
        draft.restoring && draft.stale ? 'restored' : 'saved',
      );
      if (choices === null) return;
      settled = settleConflicts(merged, conflicts, choices);
    }
    // Taken in: no longer kept aside in the draft (the next write is the form as it is now).
    draft.settle();
    const current = form.getValues();
    for (const name of Object.keys(settled) as Path<V>[]) {
      const value = settled[name] as PathValue<V, Path<V>>;
      // Set as the user's change: the draft is kept again, now of the current version.
      if (!sameValue(value, current[name])) form.setValue(name, value, { shouldDirty: true });
    }
    setOpen(false);
  };

  // BID-SECRET-WRITE-ONLY: an older draft's typed secret is never shown.
  const outdatedHeld = draft.stale ? null : draft.outdated?.held;
  const held = outdatedHeld ? withoutSecrets(outdatedHeld, editor.secrets) : null;
  // A restore's offered draft is the user's own from before it, not a version saved since.
  const text = held
    ? OUTDATED_DRAFT_TEXT
    : draft.stale && draft.restoring
      ? SET_ASIDE_DRAFT_TEXT
      : STALE_DRAFT_TEXT;
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-3 rounded-md bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold">{text.notice(noun)}</p>
        <p className="mt-1">{text.hint}</p>
        {held ? (
          <ul className="mt-1 list-disc pl-5">
            {Object.entries(held).map(([name, value]) => (
              <li key={name}>
                {mounted ? fieldLabel(name, editor.labels?.[name]) : name}:{' '}
                {conflictValueText(value)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" onClick={() => void review()}>
          {STALE_DRAFT_TEXT.review}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            // Dropped for good: not kept aside any more, and the stored draft goes.
            draft.settle();
            draft.clear();
            setOpen(false);
          }}
        >
          {STALE_DRAFT_TEXT.discard}
        </Button>
      </div>
    </div>
  );
}
