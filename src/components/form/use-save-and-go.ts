// The usual end of a form that edits no record (sign-in's new password): save, say so, go on.
// Editors of records use the editor kit (src/components/form/use-editor.ts). A failed save is already
// toasted by the query client's mutation cache, so here it only stops: nothing is reset and
// nothing throws, and the form keeps everything typed for another try. Any 2xx is a success
// (MANY-2XX-SUCCESS), even one whose reply lacks the record (`save` resolves to null).
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '@/lib/toasts/toasts';

export type FromResult<R, V> = string | ((result: R, values: V) => string);

export interface SaveAndGoOptions<V, R> {
  /**
   * The request, e.g. a mutation's mutateAsync (after mapping values to the request body):
   * the saved record, or null for a 2xx whose reply lacks it.
   */
  save: (values: V) => Promise<R | null>;
  /** The success toast's message, shown for every 2xx. */
  success: FromResult<R | null, V>;
  /** Where to go after the save; stays on the page when absent. */
  to?: FromResult<R, V>;
  /** Anything else after a successful save, e.g. reset() on an inline form that stays. */
  onSuccess?: (result: R | null, values: V) => void;
  /**
   * Where to go when the save went through but its reply lacked the record: `to` when it is a
   * path, else this (say, the list). A form whose `to` needs the reply gives one, or it would
   * stay, inviting a second save.
   */
  toWithoutReply?: string;
}

export function resolve<R, V>(option: FromResult<R, V>, result: R, values: V): string {
  return typeof option === 'function' ? option(result, values) : option;
}

/**
 * Where a save goes next: `to` (given the saved record), or for a 2xx whose reply lacked the
 * record `to` when it is a path, else `toWithoutReply`; undefined to stay. The editor kit too.
 */
export function nextPath<R, V>(
  result: R | null,
  values: V,
  to: FromResult<R, V> | undefined,
  toWithoutReply: string | undefined,
): string | undefined {
  if (result === null) return typeof to === 'string' ? to : toWithoutReply;
  return to !== undefined ? resolve(to, result, values) : undefined;
}

/** A submit handler for <Form onSubmit>: resolves (never rejects) once the save settles. */
export function useSaveAndGo<V, R>({
  save,
  success,
  to,
  onSuccess,
  toWithoutReply,
}: SaveAndGoOptions<V, R>): (values: V) => Promise<void> {
  const navigate = useNavigate();
  return async (values: V) => {
    let result: R | null;
    try {
      result = await save(values);
    } catch {
      // Toasted by the mutation cache; the form stays as typed for another try.
      return;
    }
    try {
      toastSuccess(resolve(success, result, values));
      onSuccess?.(result, values);
      const next = nextPath(result, values, to, toWithoutReply);
      // Awaited so the submit button stays busy until the next screen has loaded.
      if (next !== undefined) await navigate(next);
    } catch (error) {
      // The save went through; a bug in what follows must not make the form look failed.
      console.error(error);
    }
  };
}
