// The resource-handler helper. Every mock API route used to repeat the same steps by hand: the
// bearer token and role check, a 404 for an unknown id, reading and validating the JSON body,
// persist() after a change and the JSON reply. `route` does them once, so a route is its URL,
// who may call it and what it does. Errors stay thrown Responses (src/mocks/http.ts): MSW sends
// a thrown Response as the reply, so a handle reads top to bottom like a real server's.
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { getDb, persist } from '@/mocks/db';
import { ADMIN_ONLY, authenticate, notFound, readJsonObject } from '@/mocks/http';
import type { DbState, UserRecord } from '@/mocks/records';
import type { Role } from '@/types/api';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type JsonObject = Record<string, unknown>;

/** The parameter names of a path: `/accounts/:id/users` -> 'id'. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Path extends string> = { [Name in ParamNames<Path>]: string };

/**
 * The request's JSON object body, read on the first call (400 unless it is an object). Given a
 * parse function, its result: parse functions throw their own 400s. Lazy, so a route checks the
 * caller and looks up ids before the body, as the handlers always have.
 */
export interface BodyReader {
  (): Promise<JsonObject>;
  <T>(parse: (raw: JsonObject) => T): Promise<T>;
}

export interface PublicContext<Path extends string> {
  request: Request;
  params: RouteParams<Path>;
  body: BodyReader;
  db: DbState;
}

export interface RouteContext<Path extends string> extends PublicContext<Path> {
  /** The signed-in caller. */
  user: UserRecord;
}

/** A JSON body (sent with the route's status), or a Response sent as it is. */
export type Reply = Exclude<JsonBodyType, undefined> | Response;

/** What a route sets besides its method, path and handle; a route group shares them. */
export interface RouteOptions {
  /** Any one of these roles may call (403 otherwise); omitted: any signed-in user. */
  roles?: readonly Role[];
  /** The status of a JSON reply: 200, or 201 for a create. */
  status?: number;
  /**
   * Save the database once handle has answered (never after a thrown error). Default: every
   * method but GET. A GET that changes state says true; a POST that only reads says false.
   */
  persist?: boolean;
}

export type Handle<Context> = (context: Context) => Reply | Promise<Reply>;

interface Endpoint<Path extends string> {
  method: Method;
  /** The path below `/v1`, e.g. `/bidders/:id`; matched on any origin like every handler. */
  path: Path;
}

export interface PublicRouteSpec<Path extends string>
  extends Endpoint<Path>, Omit<RouteOptions, 'roles'> {
  handle: Handle<PublicContext<Path>>;
}

export interface RouteSpec<Path extends string> extends Endpoint<Path>, RouteOptions {
  handle: Handle<RouteContext<Path>>;
}

function bodyReader(request: Request): BodyReader {
  let raw: Promise<JsonObject> | undefined;
  function read(): Promise<JsonObject>;
  function read<T>(parse: (raw: JsonObject) => T): Promise<T>;
  async function read<T>(parse?: (raw: JsonObject) => T): Promise<JsonObject | T> {
    // A request body can be read once: later calls share the first read.
    raw ??= readJsonObject(request);
    const value = await raw;
    return parse ? parse(value) : value;
  }
  return read;
}

/** A route without a session (sign-in, password links): no token is checked. */
/**
 * The first successful reply to each `Idempotency-Key` of a POST (docs/api.md, "Wire
 * conventions"), by caller, path and key: a repeated key is answered with it and saves nothing
 * again. A failure is not kept, so the same attempt may be tried again. The last 500 are kept.
 */
const idempotentReplies = new Map<string, { status: number; body: string; type: string }>();
const KEPT_IDEMPOTENT_REPLIES = 500;

function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get('Idempotency-Key');
  if (request.method !== 'POST' || !key) return null;
  const { pathname } = new URL(request.url);
  return `${request.headers.get('Authorization') ?? ''} ${pathname} ${key}`;
}

async function keepIdempotentReply(key: string, response: Response): Promise<Response> {
  if (!response.ok) return response;
  const body = await response.clone().text();
  const type = response.headers.get('Content-Type') ?? 'application/json';
  idempotentReplies.set(key, { status: response.status, body, type });
  if (idempotentReplies.size > KEPT_IDEMPOTENT_REPLIES) {
    idempotentReplies.delete(idempotentReplies.keys().next().value!);
  }
  return response;
}

export function publicRoute<Path extends string>(spec: PublicRouteSpec<Path>): HttpHandler {
  const { method, path, status = 200, handle } = spec;
  const save = spec.persist ?? method !== 'get';
  return http[method]<RouteParams<Path>>(`*/v1${path}`, async ({ request, params }) => {
    const idempotency = idempotencyKeyOf(request);
    const kept = idempotency === null ? undefined : idempotentReplies.get(idempotency);
    if (kept) {
      return new HttpResponse(kept.body, {
        status: kept.status,
        headers: { 'Content-Type': kept.type },
      });
    }
    const reply = await handle({ request, params, body: bodyReader(request), db: getDb() });
    if (save) persist();
    const response = reply instanceof Response ? reply : HttpResponse.json(reply, { status });
    return idempotency === null ? response : keepIdempotentReply(idempotency, response);
  });
}

/** A route for a signed-in caller: 401 without a valid session, 403 without one of `roles`. */
export function route<Path extends string>({
  roles,
  handle,
  ...options
}: RouteSpec<Path>): HttpHandler {
  return publicRoute<Path>({
    ...options,
    handle: (context) => handle({ ...context, user: authenticate(context.request, roles) }),
  });
}

/** A verb of a route group: `(path, handle)`, or `(path, options, handle)` to add options. */
export type RouteVerb = <Path extends string>(
  path: Path,
  ...args: [handle: Handle<RouteContext<Path>>] | [RouteOptions, Handle<RouteContext<Path>>]
) => HttpHandler;

/**
 * Routes that share options, one line a route like MSW's own `http.get(path, resolver)`:
 * `adminOnly.post('/bidders', { status: 201 }, handle)`.
 */
export function routes(shared: RouteOptions = {}): Record<Method, RouteVerb> {
  const verb =
    (method: Method): RouteVerb =>
    (path, ...args) => {
      const [options, handle] = args.length === 1 ? [{}, args[0]] : args;
      return route({ ...shared, ...options, method, path, handle });
    };
  return {
    get: verb('get'),
    post: verb('post'),
    put: verb('put'),
    patch: verb('patch'),
    delete: verb('delete'),
  };
}

/** Routes any signed-in user may call. */
export const signedIn = routes();
/** Routes only an Admin may call. */
export const adminOnly = routes({ roles: ADMIN_ONLY });

export function isAdmin(user: UserRecord): boolean {
  return user.roles.includes('Admin');
}

/** Whether a caller may see an account's records: their own account's, or any for an admin. */
export function canAccess(user: UserRecord, accountId: string): boolean {
  return isAdmin(user) || user.accountId === accountId;
}

/** The account a caller's lists are limited to; undefined (every account) for an admin. */
export function accountScope(user: UserRecord): string | undefined {
  return isAdmin(user) ? undefined : user.accountId;
}

export interface Collection<T> {
  find(id: string): T | undefined;
  /**
   * The record with this id; a 404 `<name> not found` when there is none, or when `visible`
   * says the caller may not see it (404, not 403: another account's ids are not confirmed).
   */
  findOr404(id: string, visible?: (record: T) => boolean): T;
}

/** Where a collection's records are: stored rows, or a finder (placements are partly generated). */
export type CollectionSource<T> =
  { rows: (db: DbState) => readonly T[] } | { find: (id: string) => T | undefined };

/** Id lookups of one kind of record, named in its 404 message: `collection('Bidder', ...)`. */
export function collection<T extends { id: string }>(
  name: string,
  source: CollectionSource<T>,
): Collection<T> {
  const find =
    'find' in source
      ? source.find
      : (id: string) => source.rows(getDb()).find((record) => record.id === id);
  return {
    find,
    findOr404(id, visible) {
      const record = find(id);
      if (!record || (visible && !visible(record))) throw notFound(name);
      return record;
    },
  };
}
