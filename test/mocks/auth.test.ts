// The demo server's access calls: DEMO-SIGN-IN, DEMO-ROLES, DEMO-LINK-TOKENS, DEMO-RECOVERY-LINK.
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db';
import { authenticate } from '@/mocks/http';
import { server } from '@/mocks/server';
import { ADMIN, call, DSP, MISCONFIGURED, tokenFor } from './helpers';

describe('POST /users/session', () => {
  it('answers a Session for a demo login', async () => {
    const { status, data } = await call('/users/session', {
      body: { email: DSP, password: 'demo1234' },
    });
    expect(status).toBe(200);
    expect(data).toEqual({
      token: expect.any(String),
      user: { id: 'usr_dsp', name: 'Dana Buyer', email: DSP, account_id: 'acc_acme' },
      roles: ['DSP'],
      expiresAt: expect.any(String),
      idleMinutes: 60,
    });
  });

  it('matches the email case-insensitively and signs in a user without roles', async () => {
    const { status, data } = await call<{ roles: string[] }>('/users/session', {
      body: { email: MISCONFIGURED.toUpperCase(), password: 'demo1234' },
    });
    expect(status).toBe(200);
    expect(data.roles).toEqual([]);
  });

  it('answers 401 with the exact message for a wrong password or unknown email', async () => {
    for (const body of [
      { email: DSP, password: 'nope-nope' },
      { email: 'who@demo.test', password: 'demo1234' },
    ]) {
      const { status, data } = await call('/users/session', { body });
      expect(status).toBe(401);
      expect(data).toEqual({ error: { message: 'Invalid email or password.' } });
    }
  });

  it('answers 400 without email or password', async () => {
    const { status } = await call('/users/session', { body: { email: DSP } });
    expect(status).toBe(400);
  });
});

describe('authentication and roles', () => {
  it('answers 401 Unauthorized without a token or with an unknown one', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const { status, data } = await call('/accounts', { token });
      expect(status).toBe(401);
      expect(data).toEqual({ error: { message: 'Unauthorized' } });
    }
  });

  it('answers 403 Forbidden for a signed-in user without the role', async () => {
    const { status, data } = await call('/bidders', { token: await tokenFor(DSP) });
    expect(status).toBe(403);
    expect(data).toEqual({ error: { message: 'Forbidden' } });
    expect((await call('/bidders', { token: await tokenFor(MISCONFIGURED) })).status).toBe(403);
  });

  it('shows a non-admin only the publishers (id, name, kind) on GET /accounts', async () => {
    const { status, data } = await call<{ id: string; kind: string }[]>('/accounts', {
      token: await tokenFor(DSP),
    });
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.every((account) => account.kind === 'Publisher')).toBe(true);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['id', 'kind', 'name']);
  });

  it('authenticate() returns the user record for a valid token', async () => {
    const token = await tokenFor(ADMIN);
    const request = new Request('http://localhost/v1/x', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(authenticate(request, ['Admin']).email).toBe(ADMIN);
  });

  it('lets tests override a handler with server.use', async () => {
    server.use(http.get('*/v1/accounts', () => HttpResponse.json([])));
    expect((await call('/accounts')).data).toEqual([]);
  });
});

describe('password links', () => {
  it('accepts any link token and a password of at least 8 characters', async () => {
    const ok = await call('/users/password', {
      token: 'any-token',
      body: { password: 'longenough' },
    });
    expect(ok).toEqual({ status: 200, data: {} });
    const short = await call<{ error: { message: string } }>('/users/password', {
      token: 'any-token',
      body: { password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.data.error.message).toBe('Password must be at least 8 characters.');
  });

  it('rejects the token `expired` with the exact message', async () => {
    const { status, data } = await call('/users/password', {
      token: 'expired',
      body: { password: 'longenough' },
    });
    expect(status).toBe(400);
    expect(data).toEqual({
      error: { message: 'This link has expired. Please request a new one.' },
    });
  });

  it('recovery: logs the link, whose token then sets the password once', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(await call('/users/forgot_password', { body: { email: DSP } })).toEqual({
      status: 200,
      data: {},
    });
    const logged = String(info.mock.calls.at(-1)?.[0]);
    const token = /\/reset-password\?token=([\w-]+)/.exec(logged)?.[1];
    expect(token).toBeDefined();
    expect(
      (await call('/users/password', { token, body: { password: 'brand-new-pass' } })).status,
    ).toBe(200);
    expect(
      (await call('/users/session', { body: { email: DSP, password: 'brand-new-pass' } })).status,
    ).toBe(200);
    // A used link has expired.
    expect(
      (await call('/users/password', { token, body: { password: 'another-pass' } })).status,
    ).toBe(400);
    info.mockRestore();
  });

  it('forgot_password answers 200 for an unknown address and 400 without an email', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(
      (await call('/users/forgot_password', { body: { email: 'nobody@demo.test' } })).status,
    ).toBe(200);
    expect((await call('/users/forgot_password', { body: {} })).status).toBe(400);
    vi.restoreAllMocks();
    expect(getDb().users.some((user) => user.email === 'nobody@demo.test')).toBe(false);
  });
});
