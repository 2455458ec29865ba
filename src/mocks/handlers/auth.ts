// Sign-in and the password links in demo mode (DEMO-SIGN-IN, DEMO-LINK-TOKENS,
// DEMO-RECOVERY-LINK), for the console's AUTH-SIGN-IN, AUTH-RECOVERY-SENT and AUTH-SET-PASSWORD.
import { HttpResponse } from 'msw';
import { recordSave, selfChange } from '@/mocks/history/writer';
import { getDb } from '@/mocks/db';
import { bearerToken, errorResponse, fail, unauthorized } from '@/mocks/http';
import { newId, nowIso, randomUuid } from '@/mocks/ids';
import { findUserByEmail } from '@/mocks/queries';
import type { LinkTokenRecord, SessionRecord, UserRecord } from '@/mocks/records';
import { publicRoute, route, type JsonObject } from '@/mocks/resource';
import { idleMinutes, sessionEnd, type SessionKind } from '@/mocks/session-lifetime';
import { toSession } from '@/mocks/serializers';
import { isEmail } from '@/mocks/validation/common';
import type { Session } from '@/types/api';

export const EXPIRED_LINK_TOKEN = 'expired';
export const EXPIRED_LINK_MESSAGE = 'This link has expired. Please request a new one.';
export const MIN_PASSWORD_LENGTH = 8;
const MAX_SESSIONS = 50;

/**
 * A new session for a user (sign-in and impersonation), with its lifetimes
 * (AUTH-SESSION-LIFETIME): `kind` sets its absolute end.
 */
export function startSession(
  user: UserRecord,
  { kind = 'signIn', impersonatedBy }: { kind?: SessionKind; impersonatedBy?: string } = {},
): Session {
  const db = getDb();
  const session: SessionRecord = {
    token: newId('tok') + randomUuid().replace(/-/g, ''),
    userId: user.id,
    createdAt: nowIso(),
    expiresAt: sessionEnd(kind),
    idleMinutes: idleMinutes(),
    ...(impersonatedBy ? { impersonatedBy } : {}),
  };
  db.sessions[session.token] = session;
  // Keep the stored demo small: only the most recent sessions stay valid.
  const tokens = Object.keys(db.sessions);
  for (const token of tokens.slice(0, Math.max(0, tokens.length - MAX_SESSIONS))) {
    delete db.sessions[token];
  }
  // Stored by the route that called (sign-in, impersonation), as every write is.
  return toSession(session, user);
}

/** The link a real server would e-mail; logged to the console in demo mode. */
export function issueLinkToken(user: UserRecord, purpose: LinkTokenRecord['purpose']): string {
  const token = randomUuid();
  getDb().linkTokens.push({ token, userId: user.id, purpose, createdAt: nowIso() });
  const path = purpose === 'invite' ? '/sign-up' : '/reset-password';
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  console.info(
    `[demo] ${purpose === 'invite' ? 'Invite' : 'Recovery'} e-mail to ${user.email}: ${origin}${path}?token=${token}`,
  );
  return token;
}

/** The sign-in body: both fields are required (an empty one is a 400, not a wrong password). */
function parseCredentials({ email, password, remember }: JsonObject) {
  if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) {
    fail('Email and password are required.');
  }
  return { email, password, remember: remember === true };
}

function parseNewPassword({ password }: JsonObject): string {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    fail(`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  return password;
}

function parseEmail({ email }: JsonObject): string {
  if (typeof email !== 'string' || email.trim() === '') fail('Email is required');
  if (!isEmail(email)) fail('Enter a valid email address');
  return email;
}

// No session here: signing in starts one, and password links carry their own token.
export const authHandlers = [
  publicRoute({
    method: 'post',
    path: '/users/session',
    handle: async ({ body }) => {
      const { email, password, remember } = await body(parseCredentials);
      const user = findUserByEmail(email);
      if (!user || user.password === null || user.password !== password) {
        throw errorResponse(401, 'Invalid email or password.');
      }
      return startSession(user, { kind: remember ? 'remembered' : 'signIn' });
    },
  }),

  // AUTH-SESSION-LIFETIME: `Stay signed in`, and input without calls. Authenticating the call
  // already started the idle time again; the end never moves.
  route({
    method: 'post',
    path: '/users/session/refresh',
    // Nothing in the database changes: no revision for the tabs, no reply lost.
    persist: false,
    lostReplies: false,
    handle: ({ request, db, user }) => {
      const token = bearerToken(request) ?? '';
      const session = db.sessions[token];
      if (!session) throw unauthorized();
      return toSession(session, user);
    },
  }),

  // AUTH-SIGN-OUT-SERVER: the token is revoked; every later call with it (any tab, a copy) is a 401.
  // Its own token only: a signed-out or unknown token is a 401 like any session call.
  publicRoute({
    method: 'post',
    path: '/users/session/logout',
    status: 204,
    handle: ({ request, db }) => {
      const token = bearerToken(request);
      if (!token || !db.sessions[token]) throw unauthorized();
      delete db.sessions[token];
      return new HttpResponse(null, { status: 204 });
    },
  }),

  // Invite and recovery links alike. Demo rule: any token is accepted except `expired`.
  publicRoute({
    method: 'post',
    path: '/users/password',
    handle: async ({ request, body, db }) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      if (token === EXPIRED_LINK_TOKEN) fail(EXPIRED_LINK_MESSAGE);
      const password = await body(parseNewPassword);
      const link = db.linkTokens.find((candidate) => candidate.token === token);
      if (link?.usedAt) fail(EXPIRED_LINK_MESSAGE);
      const user = link && db.users.find((candidate) => candidate.id === link.userId);
      if (link && user) {
        const before = { ...user };
        user.password = password;
        link.usedAt = nowIso();
        // HIST-SECRETS: recorded as changed, never with its values.
        recordSave(db, selfChange(user), {
          kind: 'user',
          before,
          after: user,
          id: user.id,
          accountId: null,
        });
      }
      return {};
    },
  }),

  publicRoute({
    method: 'post',
    path: '/users/forgot_password',
    handle: async ({ body }) => {
      const email = await body(parseEmail);
      // Always 200, known address or not: the answer must not reveal who has an account.
      const user = findUserByEmail(email);
      if (user) {
        issueLinkToken(user, 'recovery');
      } else {
        console.info(
          `[demo] Recovery e-mail to ${email.trim()}: no such user, but any token works in demo mode: /reset-password?token=demo-token`,
        );
      }
      return {};
    },
  }),
];
