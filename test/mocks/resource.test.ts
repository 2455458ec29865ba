// The resource-handler helper (src/mocks/resource.ts) on its own: test routes under
// /v1/resource-test are mounted with server.use, which setup.ts resets after every test.
import 'fake-indexeddb/auto';
import { getDb } from '@/mocks/db';
import { clearStoredDb, readStoredDb } from '@/mocks/db-storage';
import { fail } from '@/mocks/http';
import { findPlacement } from '@/mocks/queries';
import {
  accountScope,
  adminOnly,
  canAccess,
  collection,
  publicRoute,
  route,
  routes,
  signedIn,
} from '@/mocks/resource';
import { server } from '@/mocks/server';
import type { BidderRecord } from '@/mocks/records';
import type { Bidder, ErrorBody } from '@/types/api';
import { ADMIN, BASE, call, DSP, SSP, tokenFor } from './helpers';

const bidders = collection('Bidder', { rows: (db) => db.bidders });
const placements = collection('Placement', { find: findPlacement });

/** The stored data's bidders, or null when nothing was stored. */
async function storedBidders(): Promise<BidderRecord[] | null> {
  const stored = (await readStoredDb()) as { state: { bidders: BidderRecord[] } } | undefined;
  return stored?.state.bidders ?? null;
}

/** The bidder name stored, or null when nothing was stored. */
async function storedBidderName(id: string): Promise<string | null> {
  return (await storedBidders())?.find((bidder) => bidder.id === id)?.name ?? null;
}

/** POST a raw (possibly invalid) JSON text. */
async function postText(path: string, text: string, token: string) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: text,
  });
  return { status: response.status, data: (await response.json()) as ErrorBody };
}

describe('route: authentication and roles', () => {
  beforeEach(() => {
    server.use(
      route({
        method: 'post',
        path: '/resource-test/:kind/:id',
        roles: ['Admin', 'SSP'],
        handle: async ({ user, params, body }) => ({
          user: user.email,
          params: { kind: params.kind, id: params.id },
          body: await body(),
        }),
      }),
    );
  });

  it('answers 401 without a token or with an unknown one, before reading the body', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const { status, data } = await call('/resource-test/a/b', { token, body: [1, 2] });
      expect(status).toBe(401);
      expect(data).toEqual({ error: { message: 'Unauthorized' } });
    }
  });

  it('answers 403 for a signed-in user without one of the roles', async () => {
    const { status, data } = await call('/resource-test/a/b', {
      token: await tokenFor(DSP),
      body: {},
    });
    expect(status).toBe(403);
    expect(data).toEqual({ error: { message: 'Forbidden' } });
  });

  it('passes the caller, the path parameters and the body to handle', async () => {
    const { status, data } = await call('/resource-test/widgets/w1', {
      token: await tokenFor(SSP),
      body: { size: 3 },
    });
    expect(status).toBe(200);
    expect(data).toEqual({ user: SSP, params: { kind: 'widgets', id: 'w1' }, body: { size: 3 } });
  });

  it('lets any signed-in user call a route without roles, on any origin', async () => {
    server.use(signedIn.get('/resource-test/me', ({ user }) => ({ id: user.id })));
    const response = await fetch('https://other.example/v1/resource-test/me', {
      headers: { Authorization: `Bearer ${await tokenFor(DSP)}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'usr_dsp' });
  });

  it('publicRoute needs no token', async () => {
    server.use(publicRoute({ method: 'get', path: '/resource-test/open', handle: () => 'ok' }));
    expect(await call('/resource-test/open')).toEqual({ status: 200, data: 'ok' });
  });
});

describe('route: replies', () => {
  it('answers 200 by default and the route status (201 on create)', async () => {
    server.use(
      adminOnly.get('/resource-test/plain', () => ({ ok: true })),
      adminOnly.post('/resource-test/create', { status: 201 }, () => ({ id: 'new' })),
    );
    const token = await tokenFor(ADMIN);
    expect(await call('/resource-test/plain', { token })).toEqual({
      status: 200,
      data: { ok: true },
    });
    expect(await call('/resource-test/create', { token, body: {} })).toEqual({
      status: 201,
      data: { id: 'new' },
    });
  });

  it('sends a returned Response as it is', async () => {
    server.use(
      adminOnly.get('/resource-test/csv', () => new Response('a,b\n1,2', { status: 202 })),
    );
    const response = await fetch(`${BASE}/resource-test/csv`, {
      headers: { Authorization: `Bearer ${await tokenFor(ADMIN)}` },
    });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('a,b\n1,2');
  });

  it('merges a group’s shared options with the route’s own', async () => {
    server.use(routes({ roles: ['SSP'] }).post('/resource-test/ssp', { status: 201 }, () => ({})));
    expect(
      (await call('/resource-test/ssp', { token: await tokenFor(DSP), body: {} })).status,
    ).toBe(403);
    expect(
      (await call('/resource-test/ssp', { token: await tokenFor(SSP), body: {} })).status,
    ).toBe(201);
  });
});

describe('route: the JSON body', () => {
  beforeEach(() => {
    server.use(
      adminOnly.post('/resource-test/body', async ({ body }) => {
        const raw = await body();
        // A second read shares the first: a request body can only be read once.
        const size = await body(({ size }) => {
          if (typeof size !== 'number') fail('size must be a number');
          return size * 2;
        });
        return { raw, size };
      }),
      adminOnly.post('/resource-test/no-body', () => ({ read: false })),
    );
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const token = await tokenFor(ADMIN);
    for (const text of ['[1]', 'null', '"text"', '4']) {
      const { status, data } = await postText('/resource-test/body', text, token);
      expect(status).toBe(400);
      expect(data.error.message).toBe('The request body must be a JSON object.');
    }
    const invalid = await postText('/resource-test/body', '{not json', token);
    expect(invalid).toEqual({
      status: 400,
      data: { error: { message: 'The request body must be JSON.' } },
    });
  });

  it('answers the parse function’s 400, and its result once the body is valid', async () => {
    const token = await tokenFor(ADMIN);
    const bad = await call<ErrorBody>('/resource-test/body', { token, body: { size: 'big' } });
    expect(bad.status).toBe(400);
    expect(bad.data.error.message).toBe('size must be a number');
    const good = await call('/resource-test/body', { token, body: { size: 4 } });
    expect(good).toEqual({ status: 200, data: { raw: { size: 4 }, size: 8 } });
  });

  it('reads the body only when handle asks for it', async () => {
    const { status } = await postText('/resource-test/no-body', '{not json', await tokenFor(ADMIN));
    expect(status).toBe(200);
  });
});

describe('collection', () => {
  it('finds stored rows and answers 404 `<name> not found` for an unknown id', async () => {
    server.use(
      adminOnly.get('/resource-test/bidders/:id', ({ params }) => bidders.findOr404(params.id)),
    );
    const token = await tokenFor(ADMIN);
    const found = await call<Bidder>('/resource-test/bidders/bid_vast', { token });
    expect(found.status).toBe(200);
    expect(found.data.id).toBe('bid_vast');
    expect(await call('/resource-test/bidders/bid_nope', { token })).toEqual({
      status: 404,
      data: { error: { message: 'Bidder not found' } },
    });
    expect(bidders.find('bid_nope')).toBeUndefined();
  });

  it('answers 404 for a record the caller may not see', async () => {
    server.use(
      signedIn.get('/resource-test/placements/:id', ({ user, params }) =>
        placements.findOr404(params.id, (found) => canAccess(user, found.accountId)),
      ),
    );
    const token = await tokenFor(SSP);
    expect((await call('/resource-test/placements/pl_nw_001', { token })).status).toBe(200);
    expect(await call('/resource-test/placements/pl_mt_001', { token })).toEqual({
      status: 404,
      data: { error: { message: 'Placement not found' } },
    });
  });
});

describe('access helpers', () => {
  it('limits a non-admin to their own account and lets an admin see every account', () => {
    const user = (id: string) => getDb().users.find((candidate) => candidate.id === id)!;
    expect(canAccess(user('usr_ssp'), 'acc_northwind')).toBe(true);
    expect(canAccess(user('usr_ssp'), 'acc_acme')).toBe(false);
    expect(canAccess(user('usr_admin'), 'acc_acme')).toBe(true);
    expect(accountScope(user('usr_ssp'))).toBe('acc_northwind');
    expect(accountScope(user('usr_admin'))).toBeUndefined();
  });
});

describe('route: persistence', () => {
  let token: string;

  // Sign in first (a new session is itself stored), then switch the browser's storage on. The
  // store starts empty: another file of the worker may have left its database in it.
  beforeEach(async () => {
    await clearStoredDb();
    token = await tokenFor(ADMIN);
    vi.stubEnv('MODE', 'demo');
    const rename =
      (name: string) =>
      ({ db }: { db: { bidders: BidderRecord[] } }) => {
        db.bidders[0]!.name = name;
        return {};
      };
    server.use(
      adminOnly.post('/resource-test/write', rename('Written by POST')),
      adminOnly.get('/resource-test/read', rename('Changed by GET')),
      adminOnly.get('/resource-test/toggle', { persist: true }, rename('Saved by GET')),
      adminOnly.post('/resource-test/simulate', { persist: false }, rename('Not saved')),
      adminOnly.post('/resource-test/broken', ({ db }) => {
        db.bidders[0]!.name = 'Half done';
        fail('Something was wrong');
      }),
    );
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await clearStoredDb();
    vi.unstubAllEnvs();
  });

  const first = () => getDb().bidders[0]!.id;

  it('saves the database after a POST', async () => {
    expect(await storedBidders()).toBeNull();
    expect((await call('/resource-test/write', { token, body: {} })).status).toBe(200);
    expect(await storedBidderName(first())).toBe('Written by POST');
  });

  it('does not save after a GET unless the route says persist', async () => {
    await call('/resource-test/read', { token });
    expect(await storedBidders()).toBeNull();
    await call('/resource-test/toggle', { token });
    expect(await storedBidderName(first())).toBe('Saved by GET');
  });

  it('does not save a POST that says persist: false, nor after a thrown error', async () => {
    await call('/resource-test/simulate', { token, body: {} });
    const broken = await call<ErrorBody>('/resource-test/broken', { token, body: {} });
    expect(broken.status).toBe(400);
    expect(broken.data.error.message).toBe('Something was wrong');
    expect(await storedBidders()).toBeNull();
  });

  it('the bidder toggle (a GET that changes state) is saved', async () => {
    await call('/bidders/bid_vast/toggleActive', { token });
    const bidders = await storedBidders();
    expect(bidders?.find((bidder) => bidder.id === 'bid_vast')?.isActive).toBe(true);
  });

  it('answers 507 to a write the browser cannot store, and undoes it (DEMO-STORAGE)', async () => {
    await call('/resource-test/write', { token, body: {} });
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const refused = await call<ErrorBody>('/bidders/bid_vast/toggleActive', { token });
    expect(refused.status).toBe(507);
    expect(refused.data.error.message).toBe(
      'The demo could not store this change: the browser has no room left for its data. Nothing was saved.',
    );
    // Not stored, so not done: the page's copy is what is stored.
    expect(getDb().bidders.find((bidder) => bidder.id === 'bid_vast')?.isActive).toBe(false);
    vi.restoreAllMocks();
    const read = await call<Bidder>('/bidders/bid_vast', { token });
    expect(read.data.isActive).toBe(false);
  });
});
