// The editor kit (issue 38): the one hook an edit or create screen uses for its save. It keeps
// the form's draft (per user and record), runs the save (the amount check, the merged save with
// If-Match and the conflict view for an edit, one Idempotency-Key per logical save whose scope is
// the draft's key), says the success and goes on. State only: <Editor> (editor.tsx) renders the
// draft notice, the leave guard and the dialogs. Shaped after ra-core's useEditController, smaller.
import { useCallback, useRef, useState, type RefObject } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { highAmounts, type CheckedAmount } from '@/components/form/amount-check';
import {
  fieldLabel,
  mergedSave,
  type AskConflicts,
  type ConflictAgainst,
  type LabelledConflict,
  type Versioned,
} from '@/components/form/merged-save';
import { useRestoreRequest, withChanges } from '@/components/form/restore';
import { useDraft, type Draft, type DraftOptions } from '@/components/form/use-draft';
import { nextPath, resolve, type FromResult } from '@/components/form/use-save-and-go';
import { isOutcomeUnknown } from '@/lib/http/api-error';
import { withSaveKey, type SaveKeyOptions } from '@/lib/saving/save-request';
import type { StoredValues } from '@/lib/saving/field-rules';
import { sameValue, type MergeChoice, type MergeUnits } from '@/lib/saving/three-way-merge';
import { writeSaveKey } from '@/lib/saving/save-key';
import { newUuid } from '@/lib/text/ids';
import { toastSuccess } from '@/lib/toasts/toasts';

/** How a save came, told to the server for its history (HIST-VIA): a form, or a restore. */
export type SaveVia = 'form' | 'restore';

/** A request ready to send: `body` is what its key is bound to (the same body, the same key). */
export interface SaveRequest<S> {
  body: unknown;
  send: (idempotencyKey: string, via: SaveVia) => Promise<S>;
}

type Saved = { id?: string } | null | undefined;

interface WriteVariables<B> {
  body: B;
  idempotencyKey: string;
}

/**
 * The usual request of a form that both creates and edits: an update of the record the edit was
 * merged against, with `If-Match` of the version read, else a create.
 */
export function createOrUpdate<B, S>(
  body: B,
  current: Versioned<{ id: string }> | null,
  write: {
    create: (variables: WriteVariables<B>) => Promise<S>;
    update: (
      variables: WriteVariables<B> & { id: string; ifMatch: string | null; path: { via: SaveVia } },
    ) => Promise<S>;
  },
): SaveRequest<S> {
  return {
    body,
    send: (idempotencyKey, via) =>
      current
        ? write.update({
            id: current.record.id,
            body,
            idempotencyKey,
            ifMatch: current.etag,
            path: { via },
          })
        : write.create({ body, idempotencyKey }),
  };
}

const NO_SECRETS: readonly string[] = [];

export interface EditorOptions<V extends FieldValues, R, S extends Saved, C = unknown> {
  /** What is edited, for the conflict view and the draft notice (`bidder`, `campaign`). */
  noun: string;
  /**
   * The draft's key (`bidder.b_1`, `bidder.new.Vast`) and the scope of the save's
   * Idempotency-Key: one logical save per form and record (MANY-SAVE-KEY).
   */
  key: string;
  /** The form's draft format: bump it when the values change shape (see `convert`). */
  draftVersion: number;
  /** The values to start from: the record as form values, or a new record's. */
  defaults: V;
  overrides?: Partial<V>;
  /** Selections handed over in the URL, applied once per draft (DraftOptions.handover). */
  handover?: Partial<V>;
  convert?: DraftOptions<V>['convert'];
  /** useForm's options but the defaults, which come from the draft. */
  form?: Omit<UseFormProps<V, C>, 'defaultValues'>;
  /** Fields' labels by path, for fields whose control is not on screen (a wizard's other steps). */
  labels?: Readonly<Record<string, string>>;
  /** Fields merged as one, never mixed from two sides (MANY-MERGE-UNITS). */
  mergeUnits?: MergeUnits;
  /** A field's value in the form's words for the conflict view, where the raw value is not. */
  describe?: (path: string, value: unknown) => string | undefined;
  /**
   * BID-SECRET-WRITE-ONLY: the paths of write-only secrets (SecretInput): never kept in the
   * draft as typed, shown masked or as `Changed` in the conflict view and the draft notice.
   */
  secrets?: readonly string[];
  /** An edit: the record's version without its statistics, and how to read it afresh. */
  edit?: {
    version: string;
    read: () => Promise<Versioned<R>>;
    toValues: (record: R) => V;
    /** The record as loaded: what `Restore previous values` sets its earlier values on. */
    record: R;
  };
  /** The request for these values (`current`: the record an edit was merged against). */
  request: (values: V, current: Versioned<R> | null) => SaveRequest<S> | Promise<SaveRequest<S>>;
  /**
   * A create: once it is found saved after a lost reply (MANY-OUTCOME), the values typed since
   * go as an update of the record it made, which opens at `open(id)`.
   */
  created?: {
    update: (id: string, values: V, idempotencyKey: string) => Promise<S>;
    open: (id: string) => string | null;
  };
  /** FORM-MONEY-CONFIRM: the amounts to ask about before the save (`base`: as the edit began). */
  amounts?: (values: V, base: V) => readonly CheckedAmount[];
  /** The success toast, shown for every 2xx (MANY-2XX-SUCCESS). */
  success: FromResult<S | null, V>;
  /** Where to go after the save; stays on the page when absent. */
  to?: FromResult<NonNullable<S>, V>;
  /** Where to go when the reply lacked the record and `to` needs it. */
  toWithoutReply?: string;
  /** Anything else after a successful save, e.g. reset() on an inline form that stays. */
  onSuccess?: (saved: S | null, values: V) => void;
}

/** The conflict view's question: the fields, and what the other side is (saved, or restored). */
export interface ConflictQuestion {
  conflicts: readonly LabelledConflict[];
  against: ConflictAgainst;
}

/** A question a dialog asks: what is asked (null: nothing), and its answer. */
export interface Question<Q, A> {
  asking: Q | null;
  ask: (question: Q) => Promise<A>;
  answer: (answer: A) => void;
}

function useQuestion<Q, A>(unanswered: A): Question<Q, A> {
  const [asking, setAsking] = useState<Q | null>(null);
  const pending = useRef<((answer: A) => void) | null>(null);
  const ask = useCallback(
    (question: Q) => {
      pending.current?.(unanswered);
      return new Promise<A>((resolve) => {
        pending.current = resolve;
        setAsking(question);
      });
    },
    [unanswered],
  );
  const answer = useCallback((value: A) => {
    const resolve = pending.current;
    pending.current = null;
    setAsking(null);
    resolve?.(value);
  }, []);
  return { asking, ask, answer };
}

export interface Editor<V extends FieldValues, C = unknown> {
  noun: string;
  labels: Readonly<Record<string, string>> | undefined;
  /** The paths of write-only secrets (EditorOptions.secrets). */
  secrets: readonly string[];
  /** Fields merged as one (EditorOptions.mergeUnits): the draft notice's review too. */
  mergeUnits: MergeUnits | undefined;
  form: UseFormReturn<V, C>;
  draft: Draft<V>;
  /** For <Form onSubmit>: saves, says so and goes on; never rejects (a failure keeps the form). */
  submit: (values: V) => Promise<void>;
  /** For a wizard's onSubmit: where to go once saved, null when nothing was saved. */
  finish: (values: V) => Promise<string | null>;
  /** Set once the record is saved or the user chose to leave: nothing more is kept or asked. */
  leavingRef: RefObject<boolean>;
  /** A restored draft not saved yet: unsaved work even before anything is typed. */
  restored: boolean;
  conflicts: Question<ConflictQuestion, Record<string, MergeChoice> | null>;
  /** The conflict view asked with these conflicts' labels (the draft notice's review too). */
  askConflicts: AskConflicts;
  amounts: Question<readonly CheckedAmount[], boolean>;
}

export function useEditor<V extends FieldValues, R, S extends Saved, C = unknown>(
  options: EditorOptions<V, R, S, C>,
): Editor<V, C> {
  const { noun, key, edit, created, labels, secrets = NO_SECRETS } = options;
  const restoreRequest = useRestoreRequest();
  // HIST-RESTORE: opened to restore an entry's values: the edit begins where the entry left it.
  const [restore] = useState(() =>
    edit && restoreRequest
      ? {
          values: edit.toValues(withChanges(edit.record, restoreRequest.changes, 'value')),
          base: edit.toValues(withChanges(edit.record, restoreRequest.changes, 'newValue')),
        }
      : undefined,
  );
  const draft = useDraft<V>({
    key,
    version: options.draftVersion,
    defaults: options.defaults,
    ...(options.overrides ? { overrides: options.overrides } : {}),
    ...(options.handover ? { handover: options.handover } : {}),
    ...(options.convert ? { convert: options.convert } : {}),
    ...(edit ? { recordVersion: edit.version } : {}),
    ...(restore ? { restore } : {}),
    secrets,
  });
  const via: SaveVia = draft.restoring ? 'restore' : 'form';
  // An edit validates against its record as stored (StoredValues): an untouched stored value
  // passes the field bounds.
  const [stored] = useState(() => (edit ? edit.toValues(edit.record) : undefined));
  const form = useForm<V, C>({
    ...options.form,
    defaultValues: draft.initialValues,
    context: { ...(options.form?.context as object | undefined), stored } satisfies StoredValues,
  } as UseFormProps<V, C>);
  const navigate = useNavigate();
  const leavingRef = useRef(false);
  const lostSend = useRef<V | null>(null);
  const [restored, setRestored] = useState(draft.restored);
  const conflicts = useQuestion<ConflictQuestion, Record<string, MergeChoice> | null>(null);
  const amounts = useQuestion<readonly CheckedAmount[], boolean>(false);
  const askConflicts: AskConflicts = (found, against = 'saved') =>
    conflicts.ask({
      against,
      conflicts: found.map((c) => {
        const text = (value: unknown) => options.describe?.(c.path, value);
        const [base, mine, theirs] = [text(c.base), text(c.mine), text(c.theirs)];
        return {
          ...c,
          label: fieldLabel(c.path, labels?.[c.path]),
          ...(secrets.includes(c.path) ? { secret: true } : {}),
          ...(base !== undefined && mine !== undefined && theirs !== undefined
            ? { texts: { base, mine, theirs } }
            : {}),
        };
      }),
    });

  const save = async (values: V): Promise<S> => {
    // The one place an editor's save gets its key: scoped by the draft's key.
    const keyed = (request: SaveRequest<S>) => {
      const outcome: SaveKeyOptions<S> = created
        ? {
            update: (record, idempotencyKey) =>
              record?.id ? created.update(record.id, values, idempotencyKey) : null,
            open: (record) => (record?.id ? created.open(record.id) : null),
          }
        : {};
      return withSaveKey(
        key,
        request.body,
        (idempotencyKey) => request.send(idempotencyKey, via),
        outcome,
      );
    };
    if (!edit) return keyed(await options.request(values, null));
    return mergedSave({
      base: draft.base,
      sent: lostSend.current,
      values,
      read: edit.read,
      toValues: edit.toValues,
      ask: askConflicts,
      ...(options.mergeUnits ? { units: options.mergeUnits } : {}),
      send: async (merged, current) => {
        try {
          const saved = await keyed(await options.request(merged, current));
          lostSend.current = null;
          return saved;
        } catch (error) {
          // Maybe saved: the next save does not take this user's own change for a colleague's.
          if (isOutcomeUnknown(error)) lostSend.current = merged;
          throw error;
        }
      },
    });
  };

  /** Saved and said so: where to go next (undefined: stay); null when nothing was saved. */
  const run = async (values: V): Promise<{ next: string | undefined } | null> => {
    // The form as the user left it when they pressed save: what is typed while the save runs
    // is not in it (FORM-TYPED-DURING-SAVE).
    const atSubmit: unknown = structuredClone(form.getValues());
    const checked = options.amounts?.(values, draft.base) ?? [];
    const high = highAmounts(checked);
    if (high.length > 0 && !(await amounts.ask(high))) return null;
    let saved: S;
    try {
      saved = await save(values);
    } catch {
      // Toasted by the query client (or the merge's read); the form stays as typed.
      return null;
    }
    const result = (saved ?? null) as S | null;
    let next: string | undefined;
    try {
      toastSuccess(resolve(options.success, result, values));
      if (!sameValue(form.getValues(), atSubmit)) {
        // Typed while the save ran: the form stays with the later typing, its draft and its
        // leave guard. Saved again, an edit's saved values are no colleague's change, and a
        // create goes as an update of the record it made.
        if (edit) lostSend.current = values;
        else if (created) writeSaveKey(key, { key: newUuid(), body: '', created: result });
        return { next: undefined };
      }
      next = nextPath(result as NonNullable<S> | null, values, options.to, options.toWithoutReply);
      if (next !== undefined) leavingRef.current = true;
      draft.clear();
      setRestored(false);
      options.onSuccess?.(result, values);
    } catch (error) {
      // The save went through; a bug in what follows must not make the form look failed.
      console.error(error);
    }
    return { next };
  };

  const submit = async (values: V) => {
    const done = await run(values);
    // Awaited so the submit button stays busy until the next screen has loaded.
    if (done?.next !== undefined) await navigate(done.next);
  };
  const finish = async (values: V) => {
    const done = await run(values);
    return done ? (done.next ?? null) : null;
  };

  return {
    noun,
    labels,
    secrets,
    mergeUnits: options.mergeUnits,
    form,
    draft,
    submit,
    finish,
    leavingRef,
    restored,
    conflicts,
    askConflicts,
    amounts,
  };
}
