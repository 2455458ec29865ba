// The contract suite's calls to the mock API (msw/node, started by test/setup.ts): each call
// names its operation, validates the reply against api/openapi.yaml (a 400's message too: it
// must be one the document lists), checks the body it sends against the request schema and
// records the status it got, for the coverage count.
import { DEMO_PASSWORD } from '@/mocks/seed/users';
import { contract } from './contract';

const BASE = 'http://localhost:3000/v1';

interface ContractCall {
  params?: Record<string, string>;
  query?: string;
  /** A JSON body (a POST without one sends `{}`, as the console does). */
  body?: unknown;
  /** A multipart body, encoded by `multipart()`. */
  form?: Multipart;
  token?: string | null;
  headers?: Record<string, string>;
  /**
   * The body is broken on purpose (to get a 400), so it is not checked against the request
   * schema. Otherwise it must match it, as the console's bodies do.
   */
  brokenBody?: boolean;
}

interface Multipart {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** The fields as the request schema sees them (a file as its name). */
  fields: Record<string, string>;
}

/** The statuses each operation answered, by documented reply key (`200`, `default`). */
export const answered = new Map<string, Set<string>>();

/** A reply that does not match the document, or a call that got another status than expected. */
class ContractError extends Error {
  override name = 'ContractError';
}

/** Schema errors one a line, the first few (a list's items repeat the same error). */
function listed(errors: string[], shown = 8): string {
  const more = errors.length > shown ? `\n  (+${errors.length - shown} more)` : '';
  return errors.slice(0, shown).join('\n  ') + more;
}

/** Text in backticks, e.g. the messages a reply's description lists. */
function quoted(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/`([^`]+)`/g)].map((found) => found[1]!) : [];
}

const messageCache = new Map<string, RegExp[]>();

/**
 * The 400 messages the document lists for an operation: those in its 400 reply's description
 * (with those of an operation it refers to, e.g. `POST /bidders`) and the shared BadRequest
 * ones; `{placeholder}` stands for any text.
 */
function documentedMessages(operationId: string): RegExp[] {
  const cached = messageCache.get(operationId);
  if (cached) return cached;
  const { responses } = contract().operation(operationId);
  const own = quoted((responses['400'] as { description?: string } | undefined)?.description);
  const referred = own.flatMap((text) => {
    const [method, path] = text.split(' ');
    const other = contract().operations.find((op) => op.method === method && op.path === path);
    return other ? quoted((other.responses['400'] as { description?: string }).description) : [];
  });
  const doc = contract().doc as {
    components: { responses: Record<string, { description: string }> };
  };
  const shared = quoted(doc.components.responses.BadRequest?.description);
  const patterns = [...own, ...referred, ...shared].map((message) => {
    const parts = message
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'));
    return new RegExp(`^${parts.join('.+')}$`);
  });
  messageCache.set(operationId, patterns);
  return patterns;
}

function url(path: string, { params = {}, query }: ContractCall): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${path}`);
    return encodeURIComponent(value);
  });
  return `${BASE}${filled}${query ? `?${query}` : ''}`;
}

/**
 * Call an operation, expect a status, validate the reply; resolves to the parsed reply body.
 * Throws a ContractError naming the operation, the status and every schema error.
 */
export async function expectReply<T = unknown>(
  operationId: string,
  status: number,
  options: ContractCall = {},
): Promise<T> {
  const { method, path } = contract().operation(operationId);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = options.form.contentType;
    body = options.form.bytes;
  } else if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (!options.brokenBody && method !== 'GET') {
    const sent = options.form ? options.form.fields : (options.body ?? {});
    const errors = contract().checkRequest(operationId, headers['Content-Type'] ?? null, sent);
    if (errors.length > 0) {
      throw new ContractError(
        `${operationId}: the request body this suite sends does not match api/openapi.yaml:\n  ${listed(errors)}`,
      );
    }
  }

  const response = await fetch(url(path, options), { method, headers, body });
  const text = await response.text();
  const { documented, errors } = contract().checkReply(
    operationId,
    response.status,
    response.headers.get('content-type'),
    text,
  );
  const key = documented ? String(response.status) : 'default';
  if (!answered.has(operationId)) answered.set(operationId, new Set());
  answered.get(operationId)!.add(key);

  const reply = `\n  reply: ${text.slice(0, 300)}`;
  if (errors.length > 0) {
    throw new ContractError(
      `${operationId} ${response.status}: the mock's reply does not match api/openapi.yaml:\n  ${listed(errors)}${reply}`,
    );
  }
  if (!documented && response.status !== 500) {
    throw new ContractError(
      `${operationId}: status ${response.status} is not documented (only the fault knob's 500 falls to default)${reply}`,
    );
  }
  if (response.status !== status) {
    throw new ContractError(`${operationId}: expected ${status}, got ${response.status}${reply}`);
  }
  const json = /json/.test(response.headers.get('content-type') ?? 'json');
  const data: unknown = text && json ? JSON.parse(text) : text || undefined;
  if (status === 400) {
    const { message } = (data as { error: { message: string } }).error;
    if (!documentedMessages(operationId).some((pattern) => pattern.test(message))) {
      throw new ContractError(
        `${operationId} 400: the message ${JSON.stringify(message)} is not one the document lists for it`,
      );
    }
  }
  return data as T;
}

/** Sign a demo login in (POST /users/session, validated like any call); its bearer token. */
export async function signIn(email: string): Promise<string> {
  const session = await expectReply<{ token: string }>('signIn', 200, {
    body: { email, password: DEMO_PASSWORD },
  });
  return session.token;
}

/**
 * A multipart body built by hand (the field `name` and the file `body`): under jsdom a File
 * loses its bytes on the way through Node's fetch (see test/mocks/creatives.test.ts).
 */
export function multipart(file: Uint8Array[], fileName: string, type: string): Multipart {
  const boundary = 'marquee-contract-boundary';
  const text = (value: string) => new TextEncoder().encode(value);
  const parts = [
    text(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${fileName}\r\n`),
    text(
      `--${boundary}\r\nContent-Disposition: form-data; name="body"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    ...file,
    text(`\r\n--${boundary}--\r\n`),
  ];
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return {
    bytes,
    contentType: `multipart/form-data; boundary=${boundary}`,
    fields: { name: fileName, body: fileName },
  };
}

let keys = 0;

/**
 * Call an operation with a new Idempotency-Key (expecting `status`, a 2xx), then again with
 * the same key and `other` call options (another body): the 422 of a reused key. Resolves to
 * the first reply's body.
 */
export async function expectKeyReused<T = unknown>(
  operationId: string,
  status: number,
  options: ContractCall,
  other: Partial<ContractCall>,
): Promise<T> {
  keys += 1;
  const key = `00000000-0000-4000-8000-${String(keys).padStart(12, '0')}`;
  const headers = { ...options.headers, 'Idempotency-Key': key };
  const first = await expectReply<T>(operationId, status, { ...options, headers });
  await expectReply(operationId, 422, { ...options, ...other, headers });
  return first;
}
