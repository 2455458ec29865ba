// Helpers every handler uses: authentication from the bearer token, the API's error replies
// and JSON body parsing. Errors are thrown as Responses: MSW 2 sends a thrown Response as the
// reply, so a handler reads top to bottom like a real server's.
import { delay, http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db';
import { getKnobs } from '@/mocks/knobs';
import { hashString, mulberry32 } from '@/mocks/random';
import { isLive, touchSession } from '@/mocks/session-lifetime';
import type { UserRecord } from '@/mocks/records';
import type { ErrorBody, Role } from '@/types/api';

export type ErrorResponse = HttpResponse<ErrorBody>;

export function errorResponse(status: number, message: string): ErrorResponse {
  return HttpResponse.json({ error: { message } }, { status });
}

export const unauthorized = () => errorResponse(401, 'Unauthorized');
export const forbidden = () => errorResponse(403, 'Forbidden');
export const notFound = (what = 'Resource') => errorResponse(404, `${what} not found`);

/** Throw a 400 with this message (caught by MSW and sent as the reply). */
export function fail(message: string, status = 400): never {
  throw errorResponse(status, message);
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

/**
 * The signed-in user of a request (DEMO-ROLES). Throws 401 without a valid session token and
 * 403 when `roles` is given and the user has none of them.
 */
export function authenticate(request: Request, roles?: readonly Role[]): UserRecord {
  const token = bearerToken(request);
  const db = getDb();
  const found = token ? db.sessions[token] : undefined;
  // AUTH-SESSION-LIFETIME: past its end or its idle time, a session is refused like a revoked one.
  const session = found && isLive(found) ? found : undefined;
  const user = session ? db.users.find((candidate) => candidate.id === session.userId) : undefined;
  if (!user || !token) throw unauthorized();
  touchSession(token, db.sessions);
  if (roles && roles.length > 0 && !roles.some((role) => user.roles.includes(role))) {
    throw forbidden();
  }
  return user;
}

export const ADMIN_ONLY: readonly Role[] = ['Admin'];

/** The request's JSON object body; 400 when it is missing or not an object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    fail('The request body must be JSON.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    fail('The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** How many times this page has seen each call (method and URL) under `countedSeed`. */
const callCounts = new Map<string, number>();
let countedSeed: string | null = null;

/**
 * DEMO-FAULT-SEED: with a seed, a call's draws come from the seed, its method and URL and how
 * many times this page made it before, so the same calls meet the same faults on every run
 * whatever order their replies come in, and a retry (the next count) draws anew.
 */
function faultDraws(seed: string | null, request: Request): () => number {
  if (seed === null) return Math.random;
  // A new seed starts the count again, as a new page does.
  if (seed !== countedSeed) {
    callCounts.clear();
    countedSeed = seed;
  }
  const { pathname, search } = new URL(request.url);
  // The path, not the origin: the same calls on another port draw the same.
  const call = `${request.method} ${pathname}${search}`;
  const count = callCounts.get(call) ?? 0;
  callCounts.set(call, count + 1);
  return mulberry32(hashString(`${seed}:${call}:${count}`));
}

/**
 * demo-faults: in front of every /v1 handler. With a rate > 0 each call waits 0-1500 ms (0 to
 * N ms with `?demo-latency=N`) and that share of calls fails with a 500. Otherwise (or after the
 * wait) it falls through to the real handler. Static files never match `*\/v1/*`, so they are
 * never slowed or failed.
 */
export const faultHandler = http.all('*/v1/*', async ({ request }) => {
  const { faultRate, faultLatencyMs, faultSeed } = getKnobs();
  if (faultRate <= 0) return undefined;
  const draw = faultDraws(faultSeed, request);
  await delay(Math.round(draw() * faultLatencyMs));
  if (draw() < faultRate) {
    return errorResponse(500, 'Simulated server fault (demo-faults)');
  }
  return undefined;
});
