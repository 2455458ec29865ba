// Toggles set a state (docs/decisions.md, "Many hands"): the API only has a flip
// (GET /{things}/{id}/toggle...), so "set this state" is a read of the record, then a flip only
// where it differs. A reply in the other state means someone flipped it between our read and our
// flip: read again and flip once more if it still differs; then, if it is still not the asked
// state, it is reported (ToggleStateError), never flipped a third time.
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { bulkPath, type ChangePath } from '@/api/rest';
import { isOutcomeUnknown, messageOf } from '@/lib/http/api-error';
import { toastSuccess } from '@/lib/toasts/toast';
import { limitConcurrency } from '@/lib/http/upload';

/** The two calls of a toggled flag: the record's read and the flip, and where each has the flag. */
export interface ToggleCalls<TRecord, TReply> {
  read: (id: string) => Promise<TRecord>;
  stateOf: (record: TRecord) => boolean;
  flip: (id: string, path?: ChangePath) => Promise<TReply>;
  flippedState: (reply: TReply) => boolean;
}

export interface SetStateResult {
  /** The state the server last reported (the asked one). */
  state: boolean;
  /** True when the record was already in the asked state: nothing was flipped. */
  already: boolean;
}

/** The record is not in the asked state after the second flip; `state` is where it is. */
export class ToggleStateError extends Error {
  constructor(readonly state: boolean) {
    super(`Still ${state ? 'on' : 'off'} after the toggle`);
    this.name = 'ToggleStateError';
  }
}

/** Hears every state the server reports on the way (reads and flips), for the cache. */
export type OnState = (id: string, state: boolean) => void;

/**
 * Sets the flag of `id` to `want` (MANY-SET-STATE): read, flip where it differs, and one
 * correction (read and flip) when the flip's reply shows the other state (MANY-TOGGLE-RACE).
 * Rejects with the call's own error, or ToggleStateError when the record still is not in `want`.
 */
export async function setByToggle<TRecord, TReply>(
  calls: ToggleCalls<TRecord, TReply>,
  id: string,
  want: boolean,
  onState?: OnState,
  path?: ChangePath,
): Promise<SetStateResult> {
  const readState = async () => {
    const state = calls.stateOf(await calls.read(id));
    onState?.(id, state);
    return state;
  };
  // A flip with no answer (a 504, a dropped connection, a deadline) may have been done: the
  // record is read again to find out, never flipped again on a guess. Still in the other state,
  // it was not done: the flip's own error is reported, and the switch shows what was read.
  const flip = async () => {
    let reply: TReply;
    try {
      reply = await calls.flip(id, path);
    } catch (error) {
      if (!isOutcomeUnknown(error)) throw error;
      const found = await readState().catch(() => {
        throw error;
      });
      if (found === want) return found;
      throw error;
    }
    const state = calls.flippedState(reply);
    onState?.(id, state);
    return state;
  };
  if ((await readState()) === want) return { state: want, already: true };
  if ((await flip()) === want) return { state: want, already: false };
  // Flipped by someone else between our read and our flip: the reply is the other state.
  if ((await readState()) === want) return { state: want, already: false };
  const last = await flip();
  if (last === want) return { state: want, already: false };
  throw new ToggleStateError(last);
}

export interface SetStatesOutcome {
  /** Flipped into the asked state. */
  done: string[];
  /** Already in the asked state when read: not flipped. */
  already: string[];
  failed: { id: string; error: unknown }[];
}

/**
 * setByToggle for many records, `concurrency` at a time. Never rejects: each record's outcome is
 * reported, so a partial failure can be told as it is (and the failed ones tried again).
 */
export async function setManyByToggle<TRecord, TReply>(
  calls: ToggleCalls<TRecord, TReply>,
  ids: readonly string[],
  want: boolean,
  concurrency: number,
  onState?: OnState,
): Promise<SetStatesOutcome> {
  const outcome: SetStatesOutcome = { done: [], already: [], failed: [] };
  const run = limitConcurrency(concurrency);
  // HIST-VIA: every flip of the bulk action is one transaction of the history.
  const path = bulkPath();
  await Promise.all(
    ids.map((id) =>
      run(() => setByToggle(calls, id, want, onState, path)).then(
        ({ already }) => void (already ? outcome.already : outcome.done).push(id),
        (error: unknown) => void outcome.failed.push({ id, error }),
      ),
    ),
  );
  return outcome;
}

/** What an Active switch says, by the state the server reports. */
export interface SetStateMessages {
  /** `{name} is already …`: the record was in the asked state (MANY-ALREADY). */
  already: (state: boolean) => string;
  /** The record is still not in the asked state; `state` is where it is. */
  failed: (state: boolean) => string;
}

/**
 * A row's Active switch's mutation, as every list has it: a record already in the asked state
 * (a colleague set it) is said in a toast, never flipped back; a record still in the other state
 * after the correction fails with the screen's own message.
 */
export function useSetStateToggle<TVariables>(
  options: UseMutationOptions<SetStateResult, Error, TVariables>,
  messages: SetStateMessages,
) {
  return useMutation({
    ...options,
    meta: {
      ...options.meta,
      errorMessage: (error: unknown) =>
        error instanceof ToggleStateError ? messages.failed(error.state) : messageOf(error),
    },
    onSuccess: ({ state, already }) => {
      if (!already) return;
      const message = messages.already(state);
      toastSuccess(message, { id: message });
    },
  });
}
