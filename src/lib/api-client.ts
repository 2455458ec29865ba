// The one fetch client: base URL + /v1, JSON or multipart bodies, bearer token from the
// session, the spec's error mapping and the session-expiry rule (decisions section 4).
import { API_BASE } from '@/config/env';
import { ApiError, errorMessageFromResponse } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { toastError } from '@/lib/toast';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

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
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
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
  };
}

/** A 401 on a session call: the session is over. Clear it and every cached answer. */
function expireSession() {
  // An impersonation ends here too: the admin's session is restored by nothing but the explicit
  // return (shared decisions section 7), never by a later logout of whoever signs in next.
  sessionStore.dropSwap();
  if (!sessionStore.get()) return;
  queryClient.clear();
  sessionStore.clear('expired');
  toastError(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
}

/**
 * The ApiError for a non-OK reply (spec section 8's mapping). A 401 on a session call ends the
 * session first (decisions section 4). Shared with the XHR upload (src/lib/upload.ts).
 */
export function failureOf(
  status: number,
  text: string,
  auth: RequestOptions['auth'] = 'session',
): ApiError {
  const expired = status === 401 && auth === 'session';
  if (expired) expireSession();
  return new ApiError(errorMessageFromResponse(status, text), status, text, expired);
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const response = await fetch(apiUrl(path, options.query), buildInit(options));
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  throw failureOf(response.status, text, options.auth);
}

/** A reply body: empty -> undefined, JSON -> the value, anything else -> the text. */
export function parseBody<T>(text: string): T {
  if (text.trim() === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return parseBody<T>(await response.text());
}

export const api = {
  get<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
    return apiRequest<T>(path, { ...options, method: 'GET' });
  },
  post<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
    return apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} });
  },
  /** Multipart upload: no JSON Content-Type, the browser writes the boundary. */
  postForm<T>(path: string, form: FormData, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
    return apiRequest<T>(path, { ...options, method: 'POST', body: form });
  },
  /**
   * A list reply's items in batches as they arrive (`{"<key>": [...]}` or a bare list): the
   * first rows of a long list can show before the rest has come (src/lib/json-array-stream.ts).
   */
  async *getItems<T>(
    path: string,
    key: string,
    options: Omit<RequestOptions, 'method' | 'body'> = {},
  ): AsyncGenerator<T[]> {
    const response = await send(path, { ...options, method: 'GET' });
    if (!response.body) return;
    // Only long lists use it: loaded with the first of them, not with the sign-in screen.
    const { readJsonArray } = await import('@/lib/json-array-stream');
    yield* readJsonArray<T>(response.body, key);
  },
  /** The file-blob variant of spec section 7 (`/v1/` plus the endpoint). */
  async getBlob(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
    const response = await send(path, { ...options, method: 'GET' });
    return response.blob();
  },
};
