// The team (Settings), invites and impersonation ("Sign in as").
import { http, HttpResponse } from 'msw';
import { getDb, persist } from '@/mocks/db';
import { issueLinkToken, startSession } from '@/mocks/handlers/auth';
import { ADMIN_ONLY, authenticate, fail, notFound, readJsonObject } from '@/mocks/http';
import { newId, nowIso } from '@/mocks/ids';
import { findUser, findUserByEmail } from '@/mocks/queries';
import type { UserRecord } from '@/mocks/records';
import { toTeamMember } from '@/mocks/serializers';
import { isEmail, oneOf } from '@/mocks/validation/common';

export const INVITE_ROLES = ['SSP', 'DSP'] as const;

/** "jane.doe-smith@x.com" -> "Jane Doe Smith": invited users pick their name later. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._+-]+/).filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') || email;
}

export const userHandlers = [
  http.get('*/v1/users', ({ request }) => {
    const caller = authenticate(request);
    const team = getDb().users.filter((user) => user.accountId === caller.accountId);
    return HttpResponse.json(team.map(toTeamMember));
  }),

  http.post('*/v1/users/invites', async ({ request }) => {
    const caller = authenticate(request, ADMIN_ONLY);
    const body = await readJsonObject(request);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!email) fail('Email is required');
    if (!isEmail(email)) fail('Enter a valid email address');
    if (findUserByEmail(email)) fail('A user with this email already exists');
    const role = oneOf(body.role ?? 'DSP', INVITE_ROLES, 'Role must be SSP or DSP');
    const user: UserRecord = {
      id: newId('usr'),
      name: nameFromEmail(email),
      email,
      password: null,
      roles: [role],
      accountId: caller.accountId,
      createdAt: nowIso(),
    };
    getDb().users.push(user);
    issueLinkToken(user, 'invite');
    persist();
    return HttpResponse.json(toTeamMember(user), { status: 201 });
  }),

  http.post<{ id: string }>('*/v1/users/:id/impersonate', ({ request, params }) => {
    const admin = authenticate(request, ADMIN_ONLY);
    const user = findUser(params.id);
    if (!user) return notFound('User');
    if (user.id === admin.id) fail('You are already signed in as this user');
    return HttpResponse.json(startSession(user, admin.id));
  }),
];
