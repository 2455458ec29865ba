// Creates carry an Idempotency-Key (a UUID per submit attempt); the mock answers a repeated key
// with the first reply and saves nothing again (issue 20, finding 4).
import type { Bidder, ErrorBody } from '@/types/api';
import { getDb } from '@/mocks/db';
import { ADMIN, call, tokenFor } from './helpers';

const body = {
  name: 'Once Only',
  protocol: { Adomni: { ownerKey: 'own_once' } },
  budgets: { spendDaily: 10000 },
  timeoutMs: 500,
  sendRate: 1,
  targets: [],
};

const count = (name: string) => getDb().bidders.filter((bidder) => bidder.name === name).length;

describe('Idempotency-Key', () => {
  it('answers a repeated key with the first reply, and creates one record', async () => {
    const token = await tokenFor(ADMIN);
    const headers = { 'Idempotency-Key': '3f1c7a52-9e8b-4d2f-a6c1-0b5e7d9f2a11' };
    const first = await call<Bidder>('/bidders', { token, body, headers });
    const again = await call<Bidder>('/bidders', { token, body, headers });
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(count('Once Only')).toBe(1);
  });

  it('saves again under a new key, or without one', async () => {
    const token = await tokenFor(ADMIN);
    const a = await call<Bidder>('/bidders', {
      token,
      body,
      headers: { 'Idempotency-Key': 'b3a0f6f4-8d1e-4c5a-9f7b-2e6d1c0a9b88' },
    });
    const b = await call<Bidder>('/bidders', {
      token,
      body,
      headers: { 'Idempotency-Key': 'c4b1a7e5-9e2f-4d6b-8a8c-3f7e2d1b0c99' },
    });
    await call<Bidder>('/bidders', { token, body });
    expect(a.data.id).not.toBe(b.data.id);
    expect(count('Once Only')).toBe(3);
  });

  it('keeps a key to its caller: the same key from another user is a new request', async () => {
    const headers = { 'Idempotency-Key': 'd5c2b8f6-0f3a-4e7c-9b9d-4a8f3e2c1d00' };
    const first = await call<Bidder & ErrorBody>('/bidders', {
      token: await tokenFor(ADMIN),
      body,
      headers,
    });
    const other = await call<ErrorBody>('/bidders', { body, headers });
    expect(first.status).toBe(201);
    expect(other.status).toBe(401);
  });

  it('does not keep a failure: the same key may be tried again after a 400', async () => {
    const token = await tokenFor(ADMIN);
    const headers = { 'Idempotency-Key': 'e6d3c9a7-1a4b-4f8d-8cae-5b9a4f3d2e11' };
    const bad = await call<ErrorBody>('/bidders', { token, body: { ...body, name: '' }, headers });
    expect(bad.status).toBe(400);
    const good = await call<Bidder>('/bidders', { token, body, headers });
    expect(good.status).toBe(201);
  });
});
