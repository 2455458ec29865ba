// How long a request may go unanswered (MANY-DEADLINES), in one place: the fetch client
// (src/lib/http/api-client.ts) and the upload (src/lib/http/upload.ts) give up after these.

/** A read (GET) gives up after 30 s. */
export const READ_DEADLINE_MS = 30_000;
/** A write (any other method, and the GET toggles) gives up after 60 s. */
export const WRITE_DEADLINE_MS = 60_000;
/** An upload gives up when its progress has not moved for 60 s. */
export const UPLOAD_STALL_MS = 60_000;

/**
 * API-TOGGLE-GET: the spec's toggles are GETs that change a record (`/toggleActive`,
 * `/togglePublished`).
 */
const TOGGLE_PATH = /\/toggle(Active|Published)(\?|$)/;

/** Reads sent as a POST because their question does not fit a URL (BATCH-MERGE's versions). */
const READ_POST_PATH = /^\/placements\/versions$/;

/** Whether a request changes data: every non-GET but the read POSTs, and the GET toggles. */
export function isWriteRequest(method: string, path: string): boolean {
  const verb = method.toUpperCase();
  if (verb === 'POST' && READ_POST_PATH.test(path)) return false;
  return verb !== 'GET' || TOGGLE_PATH.test(path);
}

/** The time limit of a request. */
export function deadlineOf(method: string, path: string): number {
  return isWriteRequest(method, path) ? WRITE_DEADLINE_MS : READ_DEADLINE_MS;
}
