// A stored draft of an edit that began from an older version of the record (MANY-DRAFT-VERSION):
// never applied silently. The notice offers it: Review merges it three ways against the
// record as it is now (the conflict view for a field changed on both sides), Discard drops it.
import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useConflictQuestion } from '@/components/form/use-merged-save';
import { Button } from '@/components/ui/button';
import { sameValue, settleConflicts, threeWayMerge } from '@/lib/saving/three-way-merge';
import type { WizardDraft } from '@/components/wizard/use-wizard-draft';

export const STALE_DRAFT_TEXT = {
  notice: (noun: string) => `You have unsaved changes from an older version of this ${noun}.`,
  hint: 'It was saved since you made them. Review them against what is saved now, or discard them.',
  review: 'Review changes',
  discard: 'Discard them',
} as const;

export function StaleDraftNotice<T extends FieldValues, C>({
  noun,
  draft,
  form,
  labels,
}: {
  /** What is edited: `campaign`, `placement`. */
  noun: string;
  /** Fields' labels by path, for the conflict view (most steps are not on screen). */
  labels?: Readonly<Record<string, string>>;
  draft: WizardDraft<T>;
  form: UseFormReturn<T, C>;
}) {
  const [open, setOpen] = useState(draft.stale !== null);
  const question = useConflictQuestion(noun, labels);
  const stale = draft.stale;
  if (!open || stale === null) return question.view;

  const review = async () => {
    // Theirs is the form as it is now: the record as loaded, with anything typed since.
    const { merged, conflicts } = threeWayMerge(stale.base, stale.values, form.getValues());
    let settled = merged;
    if (conflicts.length > 0) {
      const choices = await question.ask(conflicts);
      if (choices === null) return;
      settled = settleConflicts(merged, conflicts, choices);
    }
    const current = form.getValues();
    for (const name of Object.keys(settled) as Path<T>[]) {
      const value = settled[name] as PathValue<T, Path<T>>;
      // Set as the user's change: the draft is kept again, now of the current version.
      if (!sameValue(value, current[name])) form.setValue(name, value, { shouldDirty: true });
    }
    setOpen(false);
  };

  return (
    <>
      <div
        role="status"
        className="mb-4 flex flex-col gap-3 rounded-md bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <p className="font-semibold">{STALE_DRAFT_TEXT.notice(noun)}</p>
          <p className="mt-1">{STALE_DRAFT_TEXT.hint}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={() => void review()}>
            {STALE_DRAFT_TEXT.review}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              draft.clear();
              setOpen(false);
            }}
          >
            {STALE_DRAFT_TEXT.discard}
          </Button>
        </div>
      </div>
      {question.view}
    </>
  );
}
