// Idempotency-Key on every POST (MANY-KEY-BINDING; issue 26 item 5): the demo server keeps
// the first 2xx answer per user, path and key with a hash of the body, in the demo database. A
// repeat gets that answer and changes nothing; another body under the key is a 422.
import type { Account, Bidder, Creative, ErrorBody } from '@/types/api';
import { getDb, reloadStoredDb } from '@/mocks/db';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE, KEPT_IDEMPOTENT_REPLIES } from '@/mocks/idempotency';
import { setLostReplies } from '@/mocks/knobs';
import { ADMIN, BASE, call, DSP, MULTI, SSP, tokenFor } from './helpers';
import { pngBytes } from './media-fixtures';
import { asInTheBrowser } from './other-tab';

const body = {
  name: 'Once Only',
  protocol: { Adomni: { ownerKey: 'own_once' } },
  budgets: { spendDaily: 10000 },
  timeoutMs: 500,
  sendRate: 1,
  targets: [],
};

const count = (name: string) => getDb().bidders.filter((bidder) => bidder.name === name).length;

/** The creative upload's form, written by hand with this boundary (a browser draws a new one). */
function creativeForm(boundary: string, bytes: Uint8Array, name = 'banner.png') {
  const text = (value: string) => new TextEncoder().encode(value);
  const parts = [
    text(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`),
    text(
      `--${boundary}\r\nContent-Disposition: form-data; name="body"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    text(`\r\n--${boundary}--\r\n`),
  ];
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return { out, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function uploadCreative(token: string, key: string, form: ReturnType<typeof creativeForm>) {
  const response = await fetch(`${BASE}/creatives`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': form.contentType,
      'Idempotency-Key': key,
    },
    body: form.out,
  });
  return { status: response.status, data: (await response.json()) as Creative & ErrorBody };
}

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

  it('answers 422 to a used key with another body, and saves nothing', async () => {
    const token = await tokenFor(ADMIN);
    const headers = { 'Idempotency-Key': '5a0c4e7d-2b1f-4c3a-9d8e-7f6a5b4c3d2e' };
    expect((await call('/bidders', { token, body, headers })).status).toBe(201);
    const other = await call<ErrorBody>('/bidders', {
      token,
      body: { ...body, name: 'Another Bidder' },
      headers,
    });
    expect(other).toEqual({
      status: 422,
      data: { error: { message: IDEMPOTENCY_KEY_REUSED_MESSAGE } },
    });
    expect(IDEMPOTENCY_KEY_REUSED_MESSAGE).toBe(
      'This Idempotency-Key was already used for a different request.',
    );
    expect(count('Another Bidder')).toBe(0);
  });

  it('answers two concurrent requests with one key alike, creating one record', async () => {
    const token = await tokenFor(ADMIN);
    const headers = { 'Idempotency-Key': '6b1d5f8e-3c2a-4d4b-8e9f-8a7b6c5d4e3f' };
    const [a, b] = await Promise.all([
      call<Bidder>('/bidders', { token, body, headers }),
      call<Bidder>('/bidders', { token, body, headers }),
    ]);
    expect(a.status).toBe(201);
    expect(b).toEqual(a);
    expect(count('Once Only')).toBe(1);
  });

  it('after a lost reply, a retry with the same key gets the first answer and creates nothing more', async () => {
    const token = await tokenFor(ADMIN);
    const headers = { 'Idempotency-Key': '7c2e6a9f-4d3b-4e5c-9fa0-9b8c7d6e5f40' };
    setLostReplies(1);
    const lost = await call('/bidders', { token, body, headers });
    expect(lost.status).toBe(504);
    expect(count('Once Only')).toBe(1);
    const retry = await call<Bidder>('/bidders', { token, body, headers });
    expect(retry.status).toBe(201);
    expect(retry.data.id).toBe(getDb().bidders.find((bidder) => bidder.name === 'Once Only')?.id);
    expect(count('Once Only')).toBe(1);
  });

  it("keeps a key to its user: another user's same key is a request of its own", async () => {
    const headers = { 'Idempotency-Key': 'd5c2b8f6-0f3a-4e7c-9b9d-4a8f3e2c1d00' };
    const dsp = await tokenFor(DSP);
    const multi = await tokenFor(MULTI);
    const png = creativeForm('one', pngBytes(300, 250));
    const first = await uploadCreative(dsp, headers['Idempotency-Key'], png);
    const other = await uploadCreative(
      multi,
      headers['Idempotency-Key'],
      creativeForm('two', pngBytes(64, 64)),
    );
    expect(first.status).toBe(201);
    expect(other.status).toBe(201);
    expect(other.data.id).not.toBe(first.data.id);
    // Without a session there is no user to match: the call is answered as any other (401).
    expect((await call<ErrorBody>('/bidders', { body, headers })).status).toBe(401);
  });

  it('binds the creative upload to its file, whatever boundary the form is sent with', async () => {
    const token = await tokenFor(DSP);
    const key = '8d3f7b0a-5e4c-4f6d-8a1b-0c9d8e7f6a51';
    const before = getDb().creatives.length;
    const first = await uploadCreative(token, key, creativeForm('first-send', pngBytes(300, 250)));
    const retry = await uploadCreative(token, key, creativeForm('second-send', pngBytes(300, 250)));
    expect(first.status).toBe(201);
    expect(retry).toEqual(first);
    expect(getDb().creatives).toHaveLength(before + 1);
    const otherFile = await uploadCreative(token, key, creativeForm('third', pngBytes(320, 50)));
    expect(otherFile.status).toBe(422);
    expect(getDb().creatives).toHaveLength(before + 1);
  });

  it('applies to every POST: a repeated update answers the first answer and changes nothing', async () => {
    const token = await tokenFor(ADMIN);
    const account = getDb().accounts[0]!;
    const rename = (name: string) => ({ name, kind: account.kind, fees: account.fees });
    const key = { 'Idempotency-Key': '9e4a8c1b-6f5d-4a7e-9b2c-1d0e9f8a7b62' };
    const first = await call('/accounts/' + account.id + '/update', {
      token,
      body: rename('First Name Co'),
      headers: key,
    });
    await call('/accounts/' + account.id + '/update', { token, body: rename('Later Name Co') });
    const repeat = await call('/accounts/' + account.id + '/update', {
      token,
      body: rename('First Name Co'),
      headers: key,
    });
    expect(repeat).toEqual(first);
    expect(getDb().accounts[0]!.name).toBe('Later Name Co');
  });

  it('answers a retried If-Match update whose reply was lost with its first answer, not a 412', async () => {
    const token = await tokenFor(ADMIN);
    const opened = await fetch(`${BASE}/accounts/acc_acme`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const etag = opened.headers.get('ETag')!;
    const { name: _name, kind, fees } = (await opened.json()) as Account;
    const send = () =>
      fetch(`${BASE}/accounts/acc_acme/update`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'If-Match': etag,
          'Idempotency-Key': '0f5b9d2c-7a6e-4b8f-9c3d-2e1f0a9b8c73',
        },
        body: JSON.stringify({ name: 'Acme Retried', kind, fees }),
      });
    setLostReplies(1);
    expect((await send()).status).toBe(504);
    const retry = await send();
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as Account).name).toBe('Acme Retried');
    expect(retry.headers.get('ETag')).not.toBe(etag);
  });

  it('answers a repeated delete with its first empty 204, not a 404', async () => {
    const token = await tokenFor(SSP);
    const rule = await call<{ id: string }>('/reviews/rules', {
      token,
      body: { advertiserId: 'acc_acme' },
    });
    const headers = { 'Idempotency-Key': '1a6c0e3d-8b7f-4c9a-8d4e-3f2a1b0c9d84' };
    const path = `/reviews/rules/${rule.data.id}/delete`;
    const first = await call(path, { token, body: {}, headers });
    const again = await call(path, { token, body: {}, headers });
    expect(first).toEqual({ status: 204, data: undefined });
    expect(again).toEqual(first);
    expect((await call(path, { token, body: {} })).status).toBe(404);
  });

  it('does not keep a failure: the same key may be tried again after a 400', async () => {
    const token = await tokenFor(ADMIN);
    const headers = { 'Idempotency-Key': 'e6d3c9a7-1a4b-4f8d-8cae-5b9a4f3d2e11' };
    const bad = await call<ErrorBody>('/bidders', { token, body: { ...body, name: '' }, headers });
    expect(bad.status).toBe(400);
    const good = await call<Bidder>('/bidders', { token, body, headers });
    expect(good.status).toBe(201);
  });

  it(`keeps the last ${KEPT_IDEMPOTENT_REPLIES} answers in the database`, async () => {
    const token = await tokenFor(ADMIN);
    const review = getDb().reviews[0]!;
    for (let index = 0; index < KEPT_IDEMPOTENT_REPLIES + 3; index += 1) {
      getDb().idempotentReplies.push({
        key: `old ${index}`,
        bodyHash: 'x',
        status: 200,
        body: '{}',
        contentType: 'application/json',
        createdAt: new Date().toISOString(),
      });
    }
    const approved = await call(`/reviews/${review.id}/approve`, {
      token,
      body: {},
      headers: { 'Idempotency-Key': 'k-last' },
    });
    expect(approved.status).toBe(200);
    const kept = getDb().idempotentReplies;
    expect(kept).toHaveLength(KEPT_IDEMPOTENT_REPLIES);
    expect(kept.at(-1)?.key).toMatch(/ POST \/v1\/reviews\/.+\/approve k-last$/);
    expect(kept[0]?.key).toBe('old 4');
  });

  describe('in the browser', () => {
    asInTheBrowser();

    it('keeps the answers with the stored demo data, so a reload (or another tab) answers alike', async () => {
      const token = await tokenFor(ADMIN);
      const headers = { 'Idempotency-Key': 'f7e4d0b8-2b5c-4a9e-9dbf-6c0b5a4e3f22' };
      const first = await call<Bidder>('/bidders', { token, body, headers });
      await reloadStoredDb();
      const again = await call<Bidder>('/bidders', { token, body, headers });
      expect(again).toEqual(first);
      expect(count('Once Only')).toBe(1);
    });
  });
});
