// ERR-MAPPING: how a failed request becomes the message the user sees.
import { NO_ANSWER_MESSAGE, OFFLINE_WRITE_MESSAGE } from '@/config/messages';

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** True for a 401 of a session call: the sign-in dialog says so, no toast does. */
  readonly sessionExpired: boolean;

  constructor(message: string, status: number, body = '', sessionExpired = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.sessionExpired = sessionExpired;
  }
}

/** API-ID-SEGMENT: what a refused id reads as (`..`, `.` or an empty id). */
export function refusedIdMessage(id: string): string {
  return id === ''
    ? 'Not found: an empty id is not valid.'
    : `Not found: "${id}" is not a valid id.`;
}

/**
 * API-ID-SEGMENT: a request refused before anything was sent, because an id would have left
 * its path segment (`..` climbs to another endpoint). No record has such an id, so it is a 404
 * to every screen: the not-found state shows, a 4xx is not retried, a polled job stops.
 */
export class RefusedIdError extends ApiError {
  constructor(id: string) {
    super(refusedIdMessage(id), 404);
    this.name = 'RefusedIdError';
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.';

/**
 * ERR-NETWORK: a request that never got an answer: fetch() or the upload's XHR failed. Only
 * this (and a screen's code that failed to download) reads as a network failure; a TypeError of
 * our own code is a bug, never "Could not reach the server", which would invite a second save.
 */
export class NetworkError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(NETWORK_ERROR_MESSAGE, options);
    this.name = 'NetworkError';
  }
}

/**
 * No answer to rely on (MANY-NO-ANSWER): a request past its deadline, or a write answered
 * 502, 503 or 504 or lost to a network failure. A write may or may not have been saved, so the
 * message asks the user to check before trying again, and the console asks the server
 * (MANY-OUTCOME, src/lib/saving/save-request.ts); the save's Idempotency-Key makes a retry safe.
 */
export class NoAnswerError extends Error {
  /** Why: the deadline passed, a gateway answered 502-504, or the connection failed. */
  readonly reason: 'timeout' | 'gateway' | 'network';
  /** Whether the request was a write, whose outcome is then unknown. */
  readonly write: boolean;
  constructor(reason: NoAnswerError['reason'], write: boolean, options?: { cause?: unknown }) {
    super(NO_ANSWER_MESSAGE, options);
    this.name = 'NoAnswerError';
    this.reason = reason;
    this.write = write;
  }
}

/**
 * MANY-OUTCOME: a write answered 504, or 502 or 503 without the API's own error body (a proxy's
 * page, or nothing), came back through something that could not wait for the API's answer: it
 * may have been carried out all the same. A 502 or 503 with `{"error": {"message"}}` is the
 * API's own refusal.
 */
export function isOutcomeUnknownReply(status: number, body: string): boolean {
  // The API's error body names a message; a proxy's page or an empty body does not.
  return status === 504 || ((status === 502 || status === 503) && !/"message"\s*:/.test(body));
}

/** True when a write may have been carried out although no answer said so. */
export function isOutcomeUnknown(error: unknown): boolean {
  return error instanceof NoAnswerError && error.write;
}

/** A write tried while the browser is offline: refused before anything was sent. */
export class OfflineError extends Error {
  constructor() {
    super(OFFLINE_WRITE_MESSAGE);
    this.name = 'OfflineError';
  }
}

/** The browser's words for a lazy module (a screen's code) that failed to download. */
const MODULE_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;

/** The built-in errors of a bug: their text means nothing to a user (ERR-BUG). */
const BUG_ERRORS = [TypeError, ReferenceError, RangeError, SyntaxError];

/** ERR-INVALID-RESPONSE: a non-OK reply with no body. */
export function invalidResponseMessage(status: number): string {
  return `Received an invalid server response code (${status}) when sending data.`;
}

/** Reason phrases (RFC 9110) of the statuses a summarised body names (ERR-HTML-BODY, ERR-TEXT-BODY). */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  423: 'Locked',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  507: 'Insufficient Storage',
  511: 'Network Authentication Required',
};

/** An HTML page (a proxy's or gateway's error page), not an API error body. */
const HTML_BODY = /^<(!doctype\s+html|html|head|body)[\s>]/i;

/**
 * ERR-MESSAGE-CAP: the most characters any message shows (a toast, an error panel); a longer
 * one is cut and ends in an ellipsis, so a 10,000-character `message` cannot fill the screen.
 */
export const MAX_SHOWN_MESSAGE_LENGTH = 300;

/** ERR-MESSAGE-CAP: `text` within MAX_SHOWN_MESSAGE_LENGTH characters, cut with `…`. */
export function capMessage(text: string): string {
  if (text.length <= MAX_SHOWN_MESSAGE_LENGTH) return text;
  let cut = MAX_SHOWN_MESSAGE_LENGTH - 1;
  // Never half of a surrogate pair (an emoji cut in two draws as a replacement mark).
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut).trimEnd()}…`;
}

/**
 * ERR-HTML-BODY, "The server answered 502 Bad Gateway": an HTML error page, summarised, never
 * shown raw. ERR-TEXT-BODY summarises any other text body that is no message the same way.
 */
export function htmlErrorMessage(status: number): string {
  const reason = REASON_PHRASES[status];
  return `The server answered ${status}${reason ? ` ${reason}` : ''}`;
}

/** Any C0 or C1 control character but the tab (a line break, a NUL, an escape sequence). */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/;

/**
 * ERR-TEXT-BODY: a text body that reads as a message a person wrote (`Quota exceeded`): one
 * line of at most MAX_SHOWN_MESSAGE_LENGTH characters, no markup. Anything else, XML or HTML,
 * a stack trace, a dump over several lines or a long one, is no message for a user.
 */
function isPlainMessage(text: string): boolean {
  return (
    text.length <= MAX_SHOWN_MESSAGE_LENGTH &&
    !text.startsWith('<') &&
    !CONTROL_CHARACTER.test(text)
  );
}

/**
 * The message for a non-OK reply: the body's `error.message`; else the `error` itself;
 * else the raw text body when it reads as a message (ERR-TEXT-BODY: markup, a stack trace or a
 * dump is summarised by its status instead); else the invalid-response message with the status
 * code (ERR-MAPPING; edge cases ERR-JSON-EDGE). Capped at 300 characters (ERR-MESSAGE-CAP).
 */
export function errorMessageFromResponse(status: number, bodyText: string): string {
  return capMessage(mappedMessage(status, bodyText));
}

function mappedMessage(status: number, bodyText: string): string {
  const text = bodyText.trim();
  if (text === '') return invalidResponseMessage(status);
  if (HTML_BODY.test(text)) return htmlErrorMessage(status);

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return isPlainMessage(text) ? text : htmlErrorMessage(status);
  }
  if (parsed === null || typeof parsed !== 'object' || !('error' in parsed)) return text;

  const error = (parsed as { error: unknown }).error;
  if (error !== null && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error === null || error === undefined || error === '') return text;
  return JSON.stringify(error);
}

/** The text to show for any thrown value (ApiError, network failure or a bug). */
export function messageOf(error: unknown): string {
  return capMessage(rawMessageOf(error));
}

function rawMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError) return NETWORK_ERROR_MESSAGE;
  if (error instanceof TypeError && MODULE_LOAD_FAILURE.test(error.message)) {
    return NETWORK_ERROR_MESSAGE;
  }
  if (BUG_ERRORS.some((type) => error instanceof type)) return 'Something went wrong.';
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
}

/** True for the rejection of a request the user cancelled (an AbortError): not a failure. */
export function isAbortError(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}
