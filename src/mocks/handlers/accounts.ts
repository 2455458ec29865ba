// Accounts (ACC-CREATE, ACC-UPDATE, ACC-ACCESS): Admin manages them; any user may read their
// own. The rules' words are the account form's own (src/rules/account-rules.ts).
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import { searchText } from '@/lib/text/search-text';
import { ACCOUNT_KINDS, ACCOUNT_MESSAGES as A, MAX_DSP_FEE_PERCENT } from '@/rules/account-rules';
import { getDb } from '@/mocks/db';
import { checkIfMatch, withEtag } from '@/mocks/etag';
import { inviteUser } from '@/mocks/handlers/users';
import { recordSave } from '@/mocks/history/writer';
import { fail, forbidden } from '@/mocks/http';
import { newId, nowIso } from '@/mocks/ids';
import { findAccount, findUserByEmail } from '@/mocks/queries';
import type { AccountRecord } from '@/mocks/records';
import {
  adminOnly,
  canAccess,
  collection,
  isAdmin,
  signedIn,
  type JsonObject,
} from '@/mocks/resource';
import { toAccount, toAccountUser } from '@/mocks/serializers';
import {
  isEmail,
  isRecord,
  oneOf,
  requiredName,
  requiredText,
  toNumber,
} from '@/mocks/validation/common';
import type { AccountKind, Role } from '@/types/api';

const ROLES: readonly Role[] = ['Admin', 'DSP', 'SSP'];

const accounts = collection('Account', { find: findAccount });

function parseAccountFields(body: JsonObject, existing?: { id: string; name: string }) {
  const name = requiredName(body.name, A.nameRequired, L.accountName, existing?.name);
  const taken = getDb().accounts.some(
    (account) => account.id !== existing?.id && searchText(account.name) === searchText(name),
  );
  if (taken) fail('An account with this name already exists');
  const kind = oneOf(body.kind, ACCOUNT_KINDS, A.kindInvalid);
  const fees = isRecord(body.fees) ? body.fees : {};
  const dsp = fees.dsp === undefined ? 0 : toNumber(fees.dsp);
  if (dsp === undefined) fail(A.feeNumber);
  if (dsp < 0) fail(A.feeMin);
  if (dsp > MAX_DSP_FEE_PERCENT / 100) fail(A.feeMax);
  return { name, kind, fees: { dsp } };
}

function parseOwner(value: unknown, kind: AccountKind) {
  const owner = isRecord(value) ? value : {};
  const name = requiredName(owner.name, A.ownerNameRequired, L.ownerName);
  const email = requiredText(owner.email, A.ownerEmailRequired);
  if (!isEmail(email)) fail(A.ownerEmailInvalid);
  if (findUserByEmail(email)) fail('A user with this email already exists');
  const role = oneOf(owner.role ?? 'DSP', ROLES, 'Owner role must be Admin, DSP or SSP');
  // Admins run the exchange: only an Exchange account may have an Admin owner.
  if (role === 'Admin' && kind !== 'Exchange') {
    fail(A.ownerAdminOnlyExchange);
  }
  return { name, email, role };
}

// ACC-CREATE: the owner is invited with the account.
/** POST /accounts: the account's fields and its owner, who is invited. */
function parseNewAccount(body: JsonObject) {
  const fields = parseAccountFields(body);
  return { fields, owner: parseOwner(body.owner, fields.kind) };
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 24);
}

export const accountHandlers = [
  // An admin sees every account; a buyer or publisher sees the publishers (id, name, kind), which
  // is what the campaign wizard's publishers picker needs.
  // A publisher (SSP) also sees the advertisers: the buyer seats its deals may name
  // (DEAL-SEAT-ACCOUNTS). Names and Seat IDs only, as for publishers.
  signedIn.get('/accounts', ({ db, user }) => {
    if (isAdmin(user)) return db.accounts.map((account) => toAccount(account, db));
    const kinds = user.roles.includes('SSP') ? ['Publisher', 'Advertiser'] : ['Publisher'];
    return db.accounts
      .filter((account) => kinds.includes(account.kind))
      .map(({ id, name, kind }) => ({ id, name, kind }));
  }),

  signedIn.get('/accounts/:id', ({ user, params }) => {
    // Everyone may read their own account (the campaign wizard needs its DSP fee).
    if (!canAccess(user, params.id)) throw forbidden();
    const account = accounts.findOr404(params.id);
    return withEtag(toAccount(account), account);
  }),

  adminOnly.get('/accounts/:id/users', ({ params, db }) => {
    accounts.findOr404(params.id);
    return db.users.filter((user) => user.accountId === params.id).map(toAccountUser);
  }),

  adminOnly.post('/accounts', { status: 201 }, async ({ body, db, change }) => {
    const { fields, owner } = await body(parseNewAccount);
    const base = `acc_${slug(fields.name) || 'account'}`;
    const id = accounts.find(base) ? newId(base) : base;
    const account: AccountRecord = { id, ...fields, createdAt: nowIso() };
    db.accounts.push(account);
    recordSave(db, change, { kind: 'account', before: null, after: account, id, accountId: null });
    inviteUser({ ...owner, accountId: id }, change);
    return toAccount(account);
  }),

  adminOnly.post('/accounts/:id/update', async ({ request, params, body, db, change }) => {
    const account = accounts.findOr404(params.id);
    checkIfMatch(request, account);
    const before = structuredClone(account);
    Object.assign(account, await body((raw) => parseAccountFields(raw, account)));
    recordSave(db, change, {
      kind: 'account',
      before,
      after: account,
      id: account.id,
      accountId: null,
    });
    return withEtag(toAccount(account), account);
  }),
];
