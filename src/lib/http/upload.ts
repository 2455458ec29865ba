// A multipart upload that reports its progress. fetch() cannot report upload progress, so this
// one call goes through XMLHttpRequest, sharing everything else with the fetch client
// (src/lib/http/api-client.ts): the URL (base + /v1), the bearer token and the error
// mapping (ERR-UPLOAD-MAPPING). Unlike a request, an upload is not held over an expired session:
// it stops with its session (SEC-UPLOAD-STOPS, src/lib/http/upload-session.ts).
import {
  apiUrl,
  authorizationHeader,
  failureOf,
  parseBody,
  type RequestOptions,
} from '@/lib/http/api-client';
import {
  ApiError,
  isAbortError,
  isOutcomeUnknownReply,
  NoAnswerError,
  OfflineError,
} from '@/lib/http/api-error';
import { UPLOAD_STALL_MS } from '@/lib/http/deadlines';
import { isSessionLive, UploadStoppedError } from '@/lib/http/upload-session';
import { sessionStore } from '@/lib/session/session';
import type { Session } from '@/types/api';

export interface UploadOptions {
  /** Called with the share of the body sent so far, 0 to 1 (1 once the server has answered). */
  onProgress?: (fraction: number) => void;
  /** Aborting it cancels the upload; the promise rejects with a DOMException `AbortError`. */
  signal?: AbortSignal;
  /** As for the fetch client; 'session' by default. */
  auth?: RequestOptions['auth'];
  /** Extra request headers (the upload's Idempotency-Key). */
  headers?: Record<string, string>;
}

export const UPLOAD_ABORTED_MESSAGE = 'The upload was cancelled.';

function abortError(): DOMException {
  return new DOMException(UPLOAD_ABORTED_MESSAGE, 'AbortError');
}

export { isAbortError };

/**
 * POST a FormData body to `path` (after /v1), reporting upload progress. With the session's
 * token (SEC-UPLOAD-STOPS): refused with an UploadStoppedError, sending nothing, unless the
 * session is live; stopped (the XHR aborted) the moment it ends or another user signs in, a 401
 * included; sent again from the start with the same user's new token when the token changes
 * while it runs, never going on with the old one.
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  // Like every write, refused at once while offline, never queued (MANY-OFFLINE).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
  if ((options.auth ?? 'session') !== 'session') return uploadOnce<T>(path, form, options);
  let sent = sessionStore.get();
  for (;;) {
    if (!sent || !isSessionLive(sent)) throw new UploadStoppedError();
    const outcome = await uploadUnder<T>(path, form, options, sent);
    if (outcome.sent) return outcome.value;
    sent = sessionStore.get();
  }
}

type Outcome<T> = { sent: true; value: T } | { sent: false };

/** One upload with `sent`'s token, watched: `{sent: false}` when the same user's token changed. */
async function uploadUnder<T>(
  path: string,
  form: FormData,
  options: UploadOptions,
  sent: Session,
): Promise<Outcome<T>> {
  const halt = new AbortController();
  let why: 'ended' | 'newToken' | null = null;
  const watch = () => {
    if (why !== null) return;
    if (!isSessionLive(sent)) why = 'ended';
    else if (sessionStore.get()?.token !== sent.token) why = 'newToken';
    if (why !== null) halt.abort();
  };
  const unsubscribe = sessionStore.subscribe(watch);
  try {
    return { sent: true, value: await uploadOnce<T>(path, form, options, sent.token, halt.signal) };
  } catch (error) {
    // A 401 expired the session that sent it (failureOf), which `watch` heard.
    watch();
    if (why === 'ended') throw new UploadStoppedError();
    if (why === 'newToken') return { sent: false };
    if (error instanceof ApiError && error.sessionExpired) throw new UploadStoppedError();
    throw error;
  } finally {
    unsubscribe();
  }
}

function uploadOnce<T>(
  path: string,
  form: FormData,
  { onProgress, signal, auth = 'session', headers = {} }: UploadOptions,
  sentToken?: string,
  /** Aborted when the upload's session ends or its token changes (SEC-UPLOAD-STOPS). */
  halt?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted || halt?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    let settled = false;
    /** Settle once: whichever of load, error, abort or the signal comes first wins. */
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(stallTimer);
      signal?.removeEventListener('abort', onAbortSignal);
      halt?.removeEventListener('abort', onAbortSignal);
      finish();
    };
    // Gives up when nothing has moved for UPLOAD_STALL_MS: no byte sent, no answer. The outcome
    // is then unknown (the file may have arrived), so the message says so.
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const restartStallTimer = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        settle(() => reject(new NoAnswerError('timeout', true)));
        xhr.abort();
      }, UPLOAD_STALL_MS);
    };
    // Rejects at once rather than waiting for the XHR's abort event, which an XHR that has not
    // really gone out yet (e.g. held by a service worker or interceptor) may never fire.
    const onAbortSignal = () => {
      settle(() => reject(abortError()));
      xhr.abort();
    };

    xhr.open('POST', apiUrl(path));
    // No Content-Type: the browser writes the multipart boundary.
    xhr.setRequestHeader('Accept', 'application/json');
    // The token of the session it was started under, never whichever is current by now.
    const authorization =
      auth === 'session' ? sentToken && `Bearer ${sentToken}` : authorizationHeader(auth);
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.addEventListener('progress', (event) => {
      restartStallTimer();
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(1, Math.max(0, event.loaded / event.total)));
      }
    });
    xhr.addEventListener('load', () =>
      settle(() => {
        const text = xhr.responseText ?? '';
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve(parseBody<T>(text));
        } else if (isOutcomeUnknownReply(xhr.status, text)) {
          // A gateway gave up waiting: the upload may have been saved (MANY-NO-ANSWER).
          const cause = failureOf(xhr.status, text, auth, sentToken);
          reject(new NoAnswerError('gateway', true, { cause }));
        } else {
          reject(failureOf(xhr.status, text, auth, sentToken));
        }
      }),
    );
    // The answer's bytes arriving are progress too.
    xhr.addEventListener('progress', restartStallTimer);
    // A network failure: the upload may or may not have arrived, as for any write.
    xhr.addEventListener('error', () => settle(() => reject(new NoAnswerError('network', true))));
    xhr.addEventListener('abort', () => settle(() => reject(abortError())));
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    halt?.addEventListener('abort', onAbortSignal, { once: true });
    restartStallTimer();
    xhr.send(form);
  });
}

/**
 * Run at most `max` tasks at a time: run(task) starts the task when a slot is free and settles
 * as it does. Uploads use it so a large drop does not open every connection at once.
 */
export function limitConcurrency(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (active >= max) return;
    const start = waiting.shift();
    if (!start) return;
    active += 1;
    start();
  };
  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        let running: Promise<T>;
        try {
          running = task();
        } catch (error) {
          running = Promise.reject(error as Error);
        }
        void running.then(resolve, reject).finally(() => {
          active -= 1;
          next();
        });
      });
      next();
    });
  };
}
