// The resource-handler helper. Every mock API route used to repeat the same steps by hand: the
// bearer token and role check, a 404 for an unknown id, reading and validating the JSON body,
// persist() after a change and the JSON reply. `route` does them once, so a route is its URL,
// who may call it and what it does. Errors stay thrown Responses (src/mocks/http.ts): MSW sends
// a thrown Response as the reply, so a handle reads top to bottom like a real server's.
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { DemoStorageError, getDb, persist, rollbackDb, syncLatestDb } from '@/mocks/db';
import { abortedByClient } from '@/mocks/client-aborts';
import { withDbLock } from '@/mocks/db-lock';
import { ADMIN_ONLY, authenticate, errorResponse, notFound, readJsonObject } from '@/mocks/http';
import {
  findKept,
  idempotentRequestOf,
  keep,
  keyReused,
  replay,
  scopedKey,
} from '@/mocks/idempotency';
import { changeContextOf, type ChangeContext } from '@/mocks/history/writer';
import { takeLostReply } from '@/mocks/knobs';
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
  /** Who makes this request's changes and how, for the change history (HIST-RECORD). */
  change: ChangeContext;
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
   * Such a route runs holding the database's write lock (src/mocks/db-lock.ts) on the latest
   * data, so no other tab's write comes between its read and its save.
   */
  persist?: boolean;
  /**
   * Whether `?demo-lose-replies` may lose the reply: a write call to the console. Default:
   * every route but a GET that does not persist (a GET that does, such as a toggle, counts).
   */
  lostReplies?: boolean;
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

/** What a handle answered, and whether it threw it (an error: nothing is saved). */
interface Answer {
  response: Response;
  failed: boolean;
}

/** DEMO-STORAGE: the browser would not store the change, so nothing was done. */
export const STORAGE_FAILED_MESSAGE =
  'The demo could not store this change: the browser has no room left for its data. Nothing was saved.';

function storageFailed(): Response {
  return errorResponse(507, STORAGE_FAILED_MESSAGE);
}

/** The reply to a lost write (`?demo-lose-replies`): a proxy's 504, with no body. */
function lostReply(): Response {
  return new HttpResponse(null, { status: 504 });
}

/**
 * A write's answer under the write lock, on the latest data: a kept answer to its
 * Idempotency-Key (or a 422 for another body), else the handle's; the database stored when it
 * changed or a key was kept. Then, with `?demo-lose-replies`, the reply may be lost.
 */
async function answerWrite(
  request: Request,
  answer: () => Promise<Answer>,
  { save, loseable }: { save: boolean; loseable: boolean },
): Promise<Response> {
  const idempotent = request.method === 'POST' ? await idempotentRequestOf(request) : null;
  return withDbLock(async () => {
    const db = await syncLatestDb();
    const key = idempotent && scopedKey(request, idempotent.key, db);
    const kept = key === null ? undefined : findKept(key, db);
    let response: Response;
    if (kept) {
      response = kept.bodyHash === idempotent?.bodyHash ? replay(kept, db) : keyReused();
    } else if (abortedByClient(request)) {
      // DEMO-CLIENT-ABORT: the page closed the request before this server took it; nobody reads
      // this answer.
      return new HttpResponse(null, { status: 499 });
    } else {
      const answered = await answer();
      response = answered.response;
      const stored =
        key !== null &&
        idempotent !== null &&
        !answered.failed &&
        (await keep(key, idempotent, response, getDb()));
      if ((save && !answered.failed) || stored) {
        try {
          await persist();
        } catch (error) {
          if (!(error instanceof DemoStorageError)) throw error;
          console.warn('Demo data could not be stored; the change is undone.', error.cause);
          // DEMO-STORAGE: not stored, so not done: the data goes back to what is stored.
          await rollbackDb();
          response = storageFailed();
        }
      }
    }
    return loseable && takeLostReply() ? lostReply() : response;
  });
}

/** A route without a session (sign-in, password links): no token is checked. */
export function publicRoute<Path extends string>(spec: PublicRouteSpec<Path>): HttpHandler {
  const { method, path, status = 200, handle } = spec;
  const save = spec.persist ?? method !== 'get';
  const loseable = spec.lostReplies ?? (method !== 'get' || save);
  return http[method]<RouteParams<Path>>(`*/v1${path}`, async ({ request, params }) => {
    const answer = async (): Promise<Answer> => {
      try {
        const reply = await handle({ request, params, body: bodyReader(request), db: getDb() });
        const response = reply instanceof Response ? reply : HttpResponse.json(reply, { status });
        return { response, failed: false };
      } catch (error) {
        // The handlers' errors are thrown Responses (src/mocks/http.ts).
        if (error instanceof Response) return { response: error, failed: true };
        throw error;
      }
    };
    if (!save && !loseable) {
      await syncLatestDb();
      return (await answer()).response;
    }
    return answerWrite(request, answer, { save, loseable });
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
    handle: (context) => {
      const user = authenticate(context.request, roles);
      const change = changeContextOf(context.request, user, context.db);
      return handle({ ...context, user, change });
    },
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

/** The account a create is for: the caller's own, or for an Admin the one the request names. */
export function namedAccountId(user: UserRecord, requested: unknown): string {
  return isAdmin(user) && typeof requested === 'string' && requested ? requested : user.accountId;
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
