// Accounts (decisions sections 5 and 6): Admin manages them; any user may read their own.
import { http, HttpResponse } from 'msw';
import { getDb, persist } from '@/mocks/db';
import { issueLinkToken } from '@/mocks/handlers/auth';
import { ADMIN_ONLY, authenticate, fail, notFound, readJsonObject } from '@/mocks/http';
import { newId, nowIso } from '@/mocks/ids';
import { findAccount, findUserByEmail } from '@/mocks/queries';
import type { AccountRecord, UserRecord } from '@/mocks/records';
import { toAccount, toAccountUser } from '@/mocks/serializers';
import { isEmail, isRecord, oneOf, requiredText, toNumber } from '@/mocks/validation/common';
import { ROLES, type AccountKind } from '@/types/api';

const ACCOUNT_KINDS: readonly AccountKind[] = ['Advertiser', 'Publisher', 'Exchange'];

function parseAccountFields(body: Record<string, unknown>, existingId?: string) {
  const name = requiredText(body.name, 'Account name is required');
  const taken = getDb().accounts.some(
    (account) => account.id !== existingId && account.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) fail('An account with this name already exists');
  const kind = oneOf(
    body.kind,
    ACCOUNT_KINDS,
    'Account kind must be Advertiser, Publisher or Exchange',
  );
  const fees = isRecord(body.fees) ? body.fees : {};
  const dsp = fees.dsp === undefined ? 0 : toNumber(fees.dsp);
  if (dsp === undefined || dsp < 0 || dsp > 0.99) fail('DSP fee must be between 0% and 99%');
  return { name, kind, fees: { dsp } };
}

function parseOwner(value: unknown, kind: AccountKind) {
  const owner = isRecord(value) ? value : {};
  const name = requiredText(owner.name, 'Owner name is required');
  const email = requiredText(owner.email, 'Owner email is required');
  if (!isEmail(email)) fail('Enter a valid email address');
  if (findUserByEmail(email)) fail('A user with this email already exists');
  const role = oneOf(owner.role ?? 'DSP', ROLES, 'Owner role must be Admin, DSP or SSP');
  // Admins run the exchange: only an Exchange account may have an Admin owner.
  if (role === 'Admin' && kind !== 'Exchange') {
    fail('Only an Exchange account can have an Admin owner');
  }
  return { name, email, role };
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 24);
}

function accountOr404(id: string): AccountRecord {
  const account = findAccount(id);
  if (!account) throw notFound('Account');
  return account;
}

export const accountHandlers = [
  http.get('*/v1/accounts', ({ request }) => {
    authenticate(request, ADMIN_ONLY);
    const db = getDb();
    return HttpResponse.json(db.accounts.map((account) => toAccount(account, db)));
  }),

  http.get<{ id: string }>('*/v1/accounts/:id', ({ request, params }) => {
    const user = authenticate(request);
    // Everyone may read their own account (the campaign wizard needs its DSP fee).
    if (!user.roles.includes('Admin') && user.accountId !== params.id) {
      authenticate(request, ADMIN_ONLY);
    }
    return HttpResponse.json(toAccount(accountOr404(params.id)));
  }),

  http.get<{ id: string }>('*/v1/accounts/:id/users', ({ request, params }) => {
    authenticate(request, ADMIN_ONLY);
    accountOr404(params.id);
    const users = getDb().users.filter((user) => user.accountId === params.id);
    return HttpResponse.json(users.map(toAccountUser));
  }),

  http.post('*/v1/accounts', async ({ request }) => {
    authenticate(request, ADMIN_ONLY);
    const body = await readJsonObject(request);
    const fields = parseAccountFields(body);
    const owner = parseOwner(body.owner, fields.kind);
    const db = getDb();
    const base = `acc_${slug(fields.name) || 'account'}`;
    const id = findAccount(base) ? newId(base) : base;
    const account: AccountRecord = { id, ...fields, createdAt: nowIso() };
    const ownerUser: UserRecord = {
      id: newId('usr'),
      name: owner.name,
      email: owner.email,
      password: null,
      roles: [owner.role],
      accountId: id,
      createdAt: nowIso(),
    };
    db.accounts.push(account);
    db.users.push(ownerUser);
    issueLinkToken(ownerUser, 'invite');
    persist();
    return HttpResponse.json(toAccount(account), { status: 201 });
  }),

  http.post<{ id: string }>('*/v1/accounts/:id/update', async ({ request, params }) => {
    authenticate(request, ADMIN_ONLY);
    const account = accountOr404(params.id);
    const fields = parseAccountFields(await readJsonObject(request), account.id);
    Object.assign(account, fields);
    persist();
    return HttpResponse.json(toAccount(account));
  }),
];
