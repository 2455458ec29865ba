// SEC-UPLOAD-STOPS: an upload belongs to the session it was queued under. Once that session is
// no longer this tab's live one (a sign-out here or in another tab, an expiry, another user
// signed in), every upload queued or running under it stops: it is never sent, nor goes on
// sending, with the old token, nor starts with someone else's. The user sees it stopped.
import { ApiError } from '@/lib/http/api-error';
import { sessionOwner, sessionStore } from '@/lib/session/session';
import type { Session } from '@/types/api';

export const UPLOAD_STOPPED_MESSAGE = 'Stopped: the session ended. Sign in again, then Retry.';

/**
 * An upload stopped by the end of its session. An ApiError of an expired session, so nothing
 * toasts it (the `Session expired` dialog says why); the uploader shows it as stopped.
 */
export class UploadStoppedError extends ApiError {
  constructor() {
    super(UPLOAD_STOPPED_MESSAGE, 401, '', true);
    this.name = 'UploadStoppedError';
  }
}

/**
 * Whether `session` is still this tab's live session: still signed in, its token not refused,
 * not ended by another tab, the same user (a renewed token of the same user counts as live).
 */
export function isSessionLive(session: Session | null): boolean {
  const current = sessionStore.get();
  return (
    session !== null &&
    current !== null &&
    !sessionStore.isExpired() &&
    sessionStore.signedInElsewhere() === undefined &&
    sessionOwner(current) === sessionOwner(session)
  );
}

/**
 * Calls `onEnd` once, as soon as `session` is no longer live (at once if it is not already);
 * returns the function that stops watching.
 */
export function whenSessionEnds(session: Session | null, onEnd: () => void): () => void {
  let done = false;
  const check = () => {
    if (done || isSessionLive(session)) return;
    done = true;
    unsubscribe();
    onEnd();
  };
  const unsubscribe = sessionStore.subscribe(check);
  check();
  return () => {
    done = true;
    unsubscribe();
  };
}
