// Requests (docs/api.md, "Wire conventions"): a save sent with its logical save's key, and what
// became of one whose answer was lost (MANY-OUTCOME). After a 502, 503 or 504, a dropped
// connection or a deadline, nobody knows whether the server did it: the key is kept (whatever
// is typed meanwhile), the server is asked (`GET /requests/{idempotencyKey}`: the first answer,
// or 404 when nothing was done) and the shell says `Saved. Open it` or `Not saved. Try again`.
// A create found saved is never sent again: the same values are its success, edits made
// meanwhile go as an update of the record it made. A 422 (the key used with another body)
// means the first send was saved, and is found out the same way.
import { ApiError, isOutcomeUnknown, type NoAnswerError } from '@/lib/http/api-error';
import { api } from '@/lib/http/api-client';
import { newUuid } from '@/lib/text/ids';
import { queryClient } from '@/lib/cache/query-client';
import {
  bodyDigest,
  isDefiniteRefusal,
  readSaveKey,
  writeSaveKey,
  type StoredSaveKey,
} from '@/lib/saving/save-key';
import { sessionOwner, sessionStore } from '@/lib/session/session';
import { createStore } from '@/lib/cache/store';
import type { components } from '@/types/api';

type RequestOutcome = components['schemas']['RequestOutcome'];

/** GET /requests/{idempotencyKey}: the first answer to this user's write sent with the key. */
// Here, not in src/api: the editor kit (shared code) sends its saves through withSaveKey, and
// src/api/requests.ts gives this fetcher its place among the others.
export const getRequestOutcome = (idempotencyKey: string): Promise<RequestOutcome> =>
  api.get<RequestOutcome>(`/requests/${encodeURIComponent(idempotencyKey)}`);

/** The first answer, null when nothing was done (404), undefined when the server cannot say. */
async function firstAnswerOf(key: string): Promise<RequestOutcome | null | undefined> {
  try {
    return await getRequestOutcome(key);
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? null : undefined;
  }
}

/** What the shell says of the last save whose answer was lost (src/app/save-outcome-banner.tsx). */
export interface SaveOutcome {
  scope: string;
  saved: boolean;
  /** Where the saved record opens (`Open it`); null when it has no page. */
  to: string | null;
  /** Whose save it was: the banner is theirs only, not the next person's in this tab. */
  owner: string | null;
}

export const saveOutcome = createStore<SaveOutcome | null>(null);

function sayOutcome(scope: string, saved: boolean, to: string | null): void {
  saveOutcome.set({ scope, saved, to, owner: sessionOwner(sessionStore.get()) });
}

function clearOutcome(scope: string): void {
  if (saveOutcome.get()?.scope === scope) saveOutcome.set(null);
}

export interface SaveKeyOptions<T> {
  /**
   * A create's: send the edits made once it was found saved as an update of the record it
   * made (`created`, its first answer). null when that answer names no record to update.
   */
  update?: (created: T, idempotencyKey: string) => Promise<T> | null;
  /** Where the saved record opens (`Saved. Open it`). */
  open?: (saved: T) => string | null;
  /**
   * false: a save of the same values found saved takes the first answer without sending it
   * again (an upload: the file is not sent twice). By default it is sent again with its key, and
   * the server answers it with the first answer.
   */
  resend?: boolean;
}

function foundSaved<T>(scope: string, answer: T, options: SaveKeyOptions<T>): void {
  sayOutcome(scope, true, options.open?.(answer) ?? null);
  // The save's own invalidation never ran (its request failed): every shown list reads again.
  void queryClient.invalidateQueries();
}

/**
 * Right after an unknown outcome: ask, and say what became of it, unless a newer save of the
 * form settled it meanwhile.
 */
function findOutcome<T>(scope: string, key: string, options: SaveKeyOptions<T>) {
  return sayOutcomeOfKey(scope, key, options.open, () => readSaveKey(scope)?.key === key);
}

/**
 * After an unknown outcome of a request: ask the server and say what became of it
 * (MANY-OUTCOME). A request that keeps its own key (the bulk import's launch-key) calls it
 * directly; `current` is false once the answer no longer concerns the user (a newer save).
 */
export async function sayOutcomeOfKey<T>(
  scope: string,
  key: string,
  open?: (saved: T) => string | null,
  current: () => boolean = () => true,
): Promise<void> {
  const first = await firstAnswerOf(key);
  // The server cannot say yet, or the answer no longer concerns the user.
  if (first === undefined || !current()) return;
  if (first) foundSaved(scope, first.body as T, open ? { open } : {});
  else sayOutcome(scope, false, null);
}

/**
 * MANY-OUTCOME for a request that keeps its key across calls (withSaveKey's, or its own): one
 * whose answer was lost is sent once more, and the server answers it with the first answer, or
 * does it now. With the request's key (`ask`), the server is asked what it did once the second
 * send is lost too or meets a server error (or, for an upload, before its bytes go again). Never
 * a guess: still no answer, the error stands.
 */
export function sendAgainIfUnknown<T>(
  send: () => Promise<T>,
  ask?: {
    /** The request's Idempotency-Key: the server is asked after it once the second send is lost. */
    key: string;
    /** An upload: asked before its bytes go again. */
    first?: boolean;
  },
): Promise<T> {
  return send().catch(async (error: unknown) => {
    // A write past its deadline is not sent again: the server may still be at it, and a second
    // send would keep the user waiting another minute (MANY-DEADLINES).
    if (!isOutcomeUnknown(error) || (error as NoAnswerError).reason === 'timeout') throw error;
    if (ask?.first) {
      const found = await firstAnswerOf(ask.key);
      if (found) return found.body as T;
      if (found === undefined) throw error;
    }
    return send().catch(async (again: unknown) => {
      // A server error on the second send says nothing of the first, which may have been done.
      const stillUnknown =
        isOutcomeUnknown(again) || (again instanceof ApiError && again.status >= 500);
      if (!stillUnknown || !ask) throw again;
      // Lost twice: what the server did with the key is its answer (a session, a record).
      const found = await firstAnswerOf(ask.key);
      if (found) return found.body as T;
      throw again;
    });
  });
}

/** Send a save with its scope's key; the key is renewed after a definite answer only. */
export async function withSaveKey<T>(
  scope: string,
  body: unknown,
  send: (idempotencyKey: string) => Promise<T>,
  options: SaveKeyOptions<T> = {},
  afterReusedKey = false,
): Promise<T> {
  const text = bodyDigest(body);
  let kept = readSaveKey(scope);
  if (kept?.unknown) {
    const first = await firstAnswerOf(kept.key);
    if (first) {
      const answer = first.body as T;
      foundSaved(scope, answer, options);
      if (kept.body === text && options.resend === false) {
        // The same values were saved: that answer is this save's success.
        writeSaveKey(scope, null);
        clearOutcome(scope);
        return answer;
      }
      if (kept.body !== text) {
        const created = kept.created ?? (options.update ? answer : undefined);
        kept = { key: newUuid(), body: text, ...(created !== undefined ? { created } : {}) };
      }
      // The same values: sent again with the same key, the server answers with the first answer
      // and does nothing, and the save's own success runs (its caches, the form's leave guard).
    } else if (first === null) {
      // Nothing was done: the key goes with these values now (kept until a definite answer).
      kept = { ...kept, body: text };
    }
  }
  const stored: StoredSaveKey =
    kept && (kept.unknown || kept.body === text)
      ? kept
      : {
          key: newUuid(),
          body: text,
          ...(kept?.created !== undefined ? { created: kept.created } : {}),
        };
  // Marked unknown while on its way: should the page go before the answer (a tab closed, whose
  // draft another tab takes over: FORM-DRAFTS-CLOSED-TAB), whoever sends next asks the server
  // what became of it first, rather than make a new key for edited values and save twice.
  writeSaveKey(scope, { ...stored, unknown: true });
  try {
    const update =
      stored.created !== undefined ? options.update?.(stored.created as T, stored.key) : undefined;
    // A created record whose answer names none to update: it is saved, and that is all.
    const result = update === null ? (stored.created as T) : await (update ?? send(stored.key));
    writeSaveKey(scope, null);
    clearOutcome(scope);
    return result;
  } catch (error) {
    if (isOutcomeUnknown(error)) {
      writeSaveKey(scope, { ...stored, unknown: true });
      void findOutcome(scope, stored.key, options);
    } else if (error instanceof ApiError && error.status === 422 && !afterReusedKey) {
      // The key was used with another body: the first send was saved, unless the server says not.
      writeSaveKey(scope, { ...stored, unknown: true });
      return withSaveKey(scope, body, send, options, true);
    } else if (isDefiniteRefusal(error)) {
      writeSaveKey(
        scope,
        stored.created !== undefined ? { key: newUuid(), body: '', created: stored.created } : null,
      );
    } else {
      // Not sent, or refused for now (offline, 408, 429): the key as it was before the send.
      writeSaveKey(scope, stored);
    }
    throw error;
  }
}
