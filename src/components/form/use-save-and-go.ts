// The usual end of a form: save, say so, go to the saved thing. A failed save is already
// toasted by the query client's mutation cache, so here it only stops: nothing is reset and
// nothing throws, and the form keeps everything typed for another try.
import { useNavigate } from 'react-router-dom';
import { wasSaved } from '@/lib/api-error';
import { toastSuccess } from '@/lib/toast';

type FromResult<R, V> = string | ((result: R, values: V) => string);

export interface SaveAndGoOptions<V, R> {
  /** The request, e.g. a mutation's mutateAsync (after mapping values to the request body). */
  save: (values: V) => Promise<R>;
  /** The success toast's message. */
  success: FromResult<R, V>;
  /** Where to go after the save; stays on the page when absent. */
  to?: FromResult<R, V>;
  /** Anything else after a successful save, e.g. reset() on an inline form that stays. */
  onSuccess?: (result: R, values: V) => void;
  /**
   * Where to go when the save went through but its reply lacked the record (already said by
   * the query client): `to` when it is a path, else this (say, the list). A form whose `to`
   * needs the reply gives one, or it would stay, inviting a second save.
   */
  toWithoutReply?: string;
}

function resolve<R, V>(option: FromResult<R, V>, result: R, values: V): string {
  return typeof option === 'function' ? option(result, values) : option;
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
    let result: R;
    try {
      result = await save(values);
    } catch (error) {
      // Toasted by the mutation cache; the form stays as typed, unless the save went through.
      const next = typeof to === 'string' ? to : toWithoutReply;
      if (wasSaved(error) && next !== undefined) await navigate(next);
      return;
    }
    try {
      toastSuccess(resolve(success, result, values));
      onSuccess?.(result, values);
      // Awaited so the submit button stays busy until the next screen has loaded.
      if (to !== undefined) await navigate(resolve(to, result, values));
    } catch (error) {
      // The save went through; a bug in what follows must not make the form look failed.
      console.error(error);
    }
  };
}
