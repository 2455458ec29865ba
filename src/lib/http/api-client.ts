// The one fetch client: base URL + /v1 (API-BASE-URL), JSON or multipart bodies
// (API-JSON-HEADERS, API-MULTIPART), bearer token from the session (API-BEARER), the error
// mapping (ERR-MAPPING) and the session-expiry rule (AUTH-SESSION-EXPIRED).
import { API_BASE } from '@/config/env';
import {
  ApiError,
  errorMessageFromResponse,
  isAbortError,
  NetworkError,
  isOutcomeUnknownReply,
  NoAnswerError,
  OfflineError,
  RefusedIdError,
} from '@/lib/http/api-error';
import { deadlineOf, isWriteRequest } from '@/lib/http/deadlines';
import { sessionOwner, sessionStore } from '@/lib/session/session';
import { sessionCallHook } from '@/lib/http/session-call-hook';
import type { Session } from '@/types/api';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /**
   * 'session' (default) sends the session's token and treats a 401 as an expired session;
   * 'none' sends no token (sign-in); a string is a link token (invite and recovery links).
   */
  auth?: 'session' | 'none' | { token: string };
  query?: Record<string, string | number | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Let the request outlive the page (a sign-out's revocation before a reload). */
  keepalive?: boolean;
}

/** `.` or `..`, as written or percent-encoded: URL parsing reads `%2e%2E` as `..` too. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * API-ID-SEGMENT, the last line: a path with a `.` or `..` segment is refused (RefusedIdError)
 * before anything is sent, whoever built it, so no id reaches another endpoint.
 */
function refuseDotSegments(path: string): void {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const dots = pathname.split('/').find((part) => DOT_SEGMENT.test(part));
  if (dots !== undefined) throw new RefusedIdError(dots);
}

/** The URL of an API path; empty query values are left out (API-QUERY). */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  refuseDotSegments(path);
  const base = /^https?:\/\//.test(API_BASE)
    ? API_BASE
    : `${window.location.origin}${API_BASE.startsWith('/') ? '' : '/'}${API_BASE}`;
  const url = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') {
      url.searchParams.set(key, String(value));
    }
  }
  return url.toString();
}

/**
 * The API path of a URL under the API's base (`…/v1/files/abc` gives `/files/abc`), or null for
 * any other URL: only such a URL needs the session's token to be fetched.
 */
export function apiPathOf(url: string): string | null {
  let resolved: URL;
  try {
    resolved = new URL(url, window.location.href);
  } catch {
    return null;
  }
  const base = new URL(apiUrl('/'));
  if (resolved.origin !== base.origin || !resolved.pathname.startsWith(base.pathname)) return null;
  return `/${resolved.pathname.slice(base.pathname.length)}${resolved.search}`;
}

/** The Authorization header value for a request's auth mode, if it sends one. */
export function authorizationHeader(auth: RequestOptions['auth'] = 'session'): string | undefined {
  if (auth === 'none') return undefined;
  const token = auth === 'session' ? sessionStore.get()?.token : auth.token;
  return token ? `Bearer ${token}` : undefined;
}

function buildInit(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const authorization = authorizationHeader(options.auth);
  if (authorization) headers.Authorization = authorization;
  return {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
    ...(options.keepalive ? { keepalive: true } : {}),
  };
}

/**
 * A 401 on a session call: the server refused the token sent. Unless the session has changed
 * since (signed in again meanwhile), it expires: the token is forgotten and the user is asked to
 * sign in again over the screen; the cache stays until someone else signs in (AUTH-SESSION-EXPIRED,
 * src/app/session-expired-dialog.tsx).
 */
function expireSession(sentToken: string | undefined) {
  if (!sentToken || sessionStore.get()?.token !== sentToken) return;
  // An impersonation's admin stays under the swap key: the dialog returns to the admin after
  // the admin's password (AUTH-IMPERSONATE-LIFETIME); anyone else signing in drops it.
  sessionStore.expire();
}

/**
 * The ApiError for a non-OK reply (ERR-MAPPING). A 401 on a session call expires
 * the session that sent `sentToken` first (AUTH-SESSION-EXPIRED). Shared with the XHR upload
 * (src/lib/http/upload.ts).
 */
export function failureOf(
  status: number,
  text: string,
  auth: RequestOptions['auth'],
  /** The session token the request carried (none: undefined). */
  sentToken: string | undefined,
): ApiError {
  const expired = status === 401 && (auth ?? 'session') === 'session';
  if (expired) expireSession(sentToken);
  return new ApiError(errorMessageFromResponse(status, text), status, text, expired);
}

/**
 * After a 401 expired the session of `sent` (the session whose token went out): resolves once
 * the same user has signed in again (send the request again), rejects with `failure` once
 * someone else or nobody is signed in. Its code loads with the first 401, not with /sign-in.
 */
async function afterSignInAgain(
  failure: ApiError,
  sent: Session | null,
  signal?: AbortSignal,
): Promise<void> {
  const { untilSignedInAgain } = await import('@/lib/session/session-expiry');
  return untilSignedInAgain(failure, sessionOwner(sent), signal);
}

/** fetch(), with a failure to get any answer as a NetworkError (a cancel stays an AbortError). */
async function fetchOrNetworkError(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError({ cause: error });
  }
}

/**
 * A deadline for one attempt (MANY-DEADLINES): its signal aborts the fetch when the
 * caller's does or when the time is up; `timedOut` tells the two apart, so a caller's own abort
 * stays an AbortError.
 */
function startDeadline(ms: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  const state = { timedOut: false };
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    state.timedOut = true;
    controller.abort(new DOMException('The request timed out.', 'AbortError'));
  }, ms);
  return {
    signal: controller.signal,
    timedOut: () => state.timedOut,
    stop: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/**
 * Send a request and `read` its OK reply within the request's deadline. A write answered 502-504,
 * lost to a network failure or past its deadline, and a read past its deadline, throw a
 * NoAnswerError; a write while offline is refused at once (OfflineError), never queued.
 */
async function send<T>(
  path: string,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const method = buildInit(options).method ?? 'GET';
  const write = isWriteRequest(method, path);
  if (write && typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new OfflineError();
  }
  const sent = sessionStore.get();
  if ((options.auth ?? 'session') === 'session' && sent && sessionStore.isExpired()) {
    // The session ended (here or in another tab): held until the same user signs in again,
    // never sent with a token that was refused or belongs to a session ended elsewhere.
    const ended = new ApiError(errorMessageFromResponse(401, ''), 401, '', true);
    await afterSignInAgain(ended, sent, options.signal);
    return send(path, options, read);
  }
  const deadline = startDeadline(deadlineOf(method, path), options.signal);
  let failure: ApiError;
  try {
    const init = { ...buildInit(options), signal: deadline.signal };
    const response = await fetchOrNetworkError(apiUrl(path, options.query), init);
    if (response.ok) {
      // AUTH-SESSION-LIFETIME: the server counted a call; the session's idle time starts again.
      if (sent && (options.auth ?? 'session') === 'session') sessionCallHook.onAnswer(sent.token);
      return await read(response);
    }
    const text = await response.text().catch(() => '');
    failure = failureOf(response.status, text, options.auth, sent?.token);
  } catch (error) {
    if (deadline.timedOut()) throw new NoAnswerError('timeout', write, { cause: error });
    if (write && error instanceof NetworkError) {
      throw new NoAnswerError('network', write, { cause: error });
    }
    throw error;
  } finally {
    deadline.stop();
  }
  if (write && isOutcomeUnknownReply(failure.status, failure.body))
    throw new NoAnswerError('gateway', write, { cause: failure });
  if (!failure.sessionExpired) throw failure;
  // Held while the user signs in again, then sent again: the caller never sees the 401.
  await afterSignInAgain(failure, sent, options.signal);
  return send(path, options, read);
}

/** API-REPLY-BODY: a reply body: empty -> undefined, JSON -> the value, else the text. */
export function parseBody<T>(text: string): T {
  if (text.trim() === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send(path, options, async (response) => parseBody<T>(await response.text()));
}

export const api = {
  get<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
    return apiRequest<T>(path, { ...options, method: 'GET' });
  },
  post<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
    // API-EMPTY-POST: a POST without a payload sends {}.
    return apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} });
  },
  /** Multipart upload: no JSON Content-Type, the browser writes the boundary. */
  postForm<T>(path: string, form: FormData, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
    return apiRequest<T>(path, { ...options, method: 'POST', body: form });
  },
  /**
   * A list reply's items in batches as they arrive (`{"<key>": [...]}` or a bare list): the
   * first rows of a long list can show before the rest has come (src/lib/http/json-array-stream.ts).
   */
  async *getItems<T>(
    path: string,
    key: string,
    options: Omit<RequestOptions, 'method' | 'body'> = {},
  ): AsyncGenerator<T[]> {
    // The deadline runs until the reply starts; a long list may then take its time.
    const response = await send(path, { ...options, method: 'GET' }, async (reply) => reply);
    if (!response.body) return;
    // Only long lists use it: loaded with the first of them, not with the sign-in screen.
    const { readJsonArray } = await import('@/lib/http/json-array-stream');
    yield* readJsonArray<T>(response.body, key);
  },
  /** The file-blob variant, API-FILE-BLOB (`/v1/` plus the endpoint). */
  async getBlob(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
    return send(path, { ...options, method: 'GET' }, (response) => response.blob());
  },
};

/** A GET's body with the reply's `ETag` (null when the API sends none): the version to If-Match. */
export async function getWithETag<T>(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<{ body: T; etag: string | null }> {
  // Read inside the deadline, like every reply: the ETag with the body it belongs to.
  return send(path, { ...options, method: 'GET' }, async (response) => ({
    body: parseBody<T>(await response.text()),
    etag: response.headers.get('ETag'),
  }));
}
