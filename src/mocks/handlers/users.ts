// The team (Settings), invites and impersonation ("Sign in as").
import { getDb } from '@/mocks/db';
import { issueLinkToken, startSession } from '@/mocks/handlers/auth';
import { recordSave, type ChangeContext } from '@/mocks/history/writer';
import { fail } from '@/mocks/http';
import { newId, nowIso } from '@/mocks/ids';
import { findUser, findUserByEmail } from '@/mocks/queries';
import type { UserRecord } from '@/mocks/records';
import { adminOnly, collection, signedIn, type JsonObject } from '@/mocks/resource';
import { toTeamMember } from '@/mocks/serializers';
import { isEmail, oneOf } from '@/mocks/validation/common';
import type { Role } from '@/types/api';

export const INVITE_ROLES = ['SSP', 'DSP'] as const;

const users = collection('User', { find: findUser });

/** "jane.doe-smith@x.com" -> "Jane Doe Smith": invited users pick their name later. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._+-]+/).filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') || email;
}

/** A new user without a password, who sets one through the invite link (logged in demo mode). */
export function inviteUser(
  invite: {
    name: string;
    email: string;
    role: Role;
    accountId: string;
  },
  change: ChangeContext,
): UserRecord {
  const { name, email, role, accountId } = invite;
  const user: UserRecord = {
    id: newId('usr'),
    name,
    email,
    password: null,
    roles: [role],
    accountId,
    createdAt: nowIso(),
  };
  const db = getDb();
  db.users.push(user);
  issueLinkToken(user, 'invite');
  recordSave(db, change, {
    kind: 'user',
    before: null,
    after: user,
    id: user.id,
    accountId: null,
    action: 'invited',
  });
  return user;
}

function parseInvite(body: JsonObject) {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!email) fail('Email is required');
  if (!isEmail(email)) fail('Enter a valid email address');
  if (findUserByEmail(email)) fail('A user with this email already exists');
  const role = oneOf(body.role ?? 'DSP', INVITE_ROLES, 'Role must be SSP or DSP');
  return { email, role };
}

export const userHandlers = [
  signedIn.get('/users', ({ user, db }) =>
    db.users.filter((member) => member.accountId === user.accountId).map(toTeamMember),
  ),

  adminOnly.post('/users/invites', { status: 201 }, async ({ user, body, change }) => {
    const { email, role } = await body(parseInvite);
    const name = nameFromEmail(email);
    return toTeamMember(inviteUser({ name, email, role, accountId: user.accountId }, change));
  }),

  // SET-INVITE-WITHDRAW: the invited user leaves the team, and the link with them.
  adminOnly.post(
    '/users/:id/invite/withdraw',
    { status: 204 },
    ({ user: admin, params, db, change }) => {
      const invited = users.findOr404(params.id);
      if (invited.accountId !== admin.accountId) fail('User not found', 404);
      if (invited.password !== null) fail(`${invited.email} has already signed up`, 409);
      db.users.splice(db.users.indexOf(invited), 1);
      // The invite link is answered as an expired one from now on.
      for (const link of db.linkTokens) if (link.userId === invited.id) link.usedAt ??= nowIso();
      recordSave(db, change, {
        kind: 'user',
        before: invited,
        after: invited,
        id: invited.id,
        accountId: null,
        action: 'invite withdrawn',
      });
      return null;
    },
  ),

  adminOnly.post('/users/:id/impersonate', ({ user: admin, params, db, change }) => {
    const user = users.findOr404(params.id);
    if (user.id === admin.id) fail('You are already signed in as this user');
    // HIST-SCOPE: a sign-in as a user is seen by Admins only.
    recordSave(db, change, {
      kind: 'user',
      before: user,
      after: user,
      id: user.id,
      accountId: null,
      action: 'signed in as',
    });
    // From a session that is itself a sign-in as someone (an Admin signed in as another Admin):
    // the new one is still the person at the keyboard's, who its changes name (HIST-RECORD).
    const person = change.onBehalfOf ?? change.actor;
    return startSession(user, { kind: 'impersonation', impersonatedBy: person.id });
  }),
];
