// The conflict view of a merged save (MANY-CONFLICT-VIEW): each field that
// both this user and someone else changed, with the original, theirs and yours, and a choice
// per field. Nothing is sent until every field has a choice and the user saves; Cancel (or
// Escape) sends nothing and leaves what was typed as it is.
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  conflictValueText,
  EMPTY_VALUE_TEXT,
  type ConflictAgainst,
  type LabelledConflict,
} from '@/components/form/merged-save';
import type { MergeChoice } from '@/lib/saving/three-way-merge';

export const CONFLICT_TEXT = {
  title: (noun: string) => `Someone else changed this ${noun}`,
  description:
    'Since you opened it, someone else saved other values in fields you changed too. For each field, keep your value or take theirs. Nothing is saved until you choose.',
  original: 'Original',
  theirs: 'Theirs (saved now)',
  yours: 'Yours',
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  save: 'Save with my choices',
  cancel: 'Cancel',
  chooseAll: 'Choose Keep mine or Take theirs for every field.',
  empty: EMPTY_VALUE_TEXT,
} as const;

/**
 * The same view asked from the draft notice of a restore (HIST-RESTORE): the other side is the
 * restored values, which nobody has saved, and choosing fills the form, saving nothing.
 */
export const RESTORED_CONFLICT_TEXT = {
  title: (noun: string) => `Your changes to this ${noun} from before this restore`,
  description:
    'You changed these fields before this restore, and the restore gives them other values. For each field, keep your value or take the restored one. Nothing is saved until you save the form.',
  theirs: 'Restored',
  takeTheirs: 'Take restored',
  save: 'Use my choices',
  chooseAll: 'Choose Keep mine or Take restored for every field.',
} as const;

const wordingOf = (against: ConflictAgainst) =>
  against === 'restored' ? { ...CONFLICT_TEXT, ...RESTORED_CONFLICT_TEXT } : CONFLICT_TEXT;
type Wording = ReturnType<typeof wordingOf>;

function ValueRow({
  term,
  value,
  secret,
  text,
}: {
  term: string;
  value: unknown;
  secret: boolean;
  /** The value in the form's own words, when the editor gives them. */
  text: string | undefined;
}) {
  return (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-2">
      <dt className="text-gray-600">{term}</dt>
      <dd className="[overflow-wrap:anywhere] text-gray-900">
        {text ?? conflictValueText(value, secret)}
      </dd>
    </div>
  );
}

function ConflictField({
  conflict,
  index,
  choice,
  onChoose,
  text: wording,
}: {
  conflict: LabelledConflict;
  index: number;
  choice: MergeChoice | undefined;
  onChoose: (choice: MergeChoice) => void;
  text: Wording;
}) {
  const name = `conflict-${index}`;
  const secret = conflict.secret === true;
  return (
    <fieldset className="rounded-md p-3 ring-1 ring-gray-200">
      <legend className="px-1 text-sm font-semibold text-gray-900">{conflict.label}</legend>
      <dl className="space-y-1 text-sm">
        {/* BID-SECRET-WRITE-ONLY: a secret's values masked or `Changed`, never as typed. */}
        <ValueRow
          term={wording.original}
          value={conflict.base}
          secret={secret}
          text={conflict.texts?.base}
        />
        <ValueRow
          term={wording.theirs}
          value={conflict.theirs}
          secret={secret}
          text={conflict.texts?.theirs}
        />
        <ValueRow
          term={wording.yours}
          value={conflict.mine}
          secret={secret}
          text={conflict.texts?.mine}
        />
      </dl>
      <div className="mt-2 flex flex-wrap gap-4 text-sm">
        {(
          [
            ['mine', wording.keepMine],
            ['theirs', wording.takeTheirs],
          ] as const
        ).map(([value, text]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => onChoose(value)}
            />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ConflictDialog({
  noun,
  conflicts,
  against = 'saved',
  onResolve,
  onCancel,
}: {
  /** What is edited, e.g. `bidder`: the title says `Someone else changed this bidder`. */
  noun: string;
  conflicts: readonly LabelledConflict[];
  against?: ConflictAgainst;
  onResolve: (choices: Record<string, MergeChoice>) => void;
  onCancel: () => void;
}) {
  const [choices, setChoices] = useState<Record<string, MergeChoice>>({});
  const complete = conflicts.every((conflict) => choices[conflict.path] !== undefined);
  const text = wordingOf(against);
  return (
    <Dialog open onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-gray-900/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel className="w-full max-w-2xl min-w-0 rounded-lg bg-white p-6 shadow-xl">
            <DialogTitle className="text-lg font-semibold text-gray-900">
              {text.title(noun)}
            </DialogTitle>
            <Description className="mt-2 text-sm text-gray-700">{text.description}</Description>
            <div className="mt-4 space-y-3">
              {conflicts.map((conflict, index) => (
                <ConflictField
                  key={conflict.path}
                  conflict={conflict}
                  index={index}
                  choice={choices[conflict.path]}
                  text={text}
                  onChoose={(choice) =>
                    setChoices((current) => ({ ...current, [conflict.path]: choice }))
                  }
                />
              ))}
            </div>
            {complete ? null : <p className="mt-3 text-sm text-gray-600">{text.chooseAll}</p>}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onCancel}>
                {text.cancel}
              </Button>
              <Button disabled={!complete} onClick={() => onResolve(choices)}>
                {text.save}
              </Button>
            </div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
