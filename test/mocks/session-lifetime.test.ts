// AUTH-SESSION-LIFETIME and AUTH-IMPERSONATE-LIFETIME on the demo server: the ends a session has,
// the idle time a call (or a refresh) starts again, and `?demo-session-minutes`.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setKnobs } from '@/mocks/knobs';
import { DEMO_PASSWORD } from '@/mocks/seed/users';
import type { Session } from '@/types/api';
import { ADMIN, call, DSP } from './helpers';

const MINUTE = 60_000;
const START = new Date('2026-11-29T09:00:00Z').getTime();

async function signIn(email: string, remember?: boolean): Promise<Session> {
  const { status, data } = await call<Session>('/users/session', {
    body: { email, password: DEMO_PASSWORD, ...(remember === undefined ? {} : { remember }) },
  });
  expect(status).toBe(200);
  return data;
}

const at = (minutes: number) => vi.setSystemTime(START + minutes * MINUTE);
const campaigns = async (token: string) => (await call('/campaigns', { token })).status;
const refresh = async (token: string) =>
  (await call('/users/session/refresh', { token, body: {} })).status;

describe('session lifetimes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
  });
  afterEach(() => vi.useRealTimers());

  it('ends 12 hours after sign-in, 30 days with Remember me, 60 minutes idle', async () => {
    const plain = await signIn(DSP);
    const remembered = await signIn(DSP, true);
    expect(plain.idleMinutes).toBe(60);
    expect(Date.parse(plain.expiresAt!)).toBe(START + 12 * 60 * MINUTE);
    expect(Date.parse(remembered.expiresAt!)).toBe(START + 30 * 24 * 60 * MINUTE);
    // A call within the idle time keeps it; 60 minutes without one ends it.
    at(59);
    expect(await campaigns(plain.token)).toBe(200);
    at(118);
    expect(await campaigns(plain.token)).toBe(200);
    at(179);
    expect(await campaigns(plain.token)).toBe(401);
    expect(await refresh(plain.token)).toBe(401);
  });

  it('a refresh starts the idle time again but never moves the end', async () => {
    const session = await signIn(DSP);
    for (let minutes = 50; minutes < 12 * 60; minutes += 50) {
      at(minutes);
      expect(await refresh(session.token)).toBe(200);
    }
    at(12 * 60 - 1);
    const { data } = await call<Session>('/users/session/refresh', {
      token: session.token,
      body: {},
    });
    expect(data.expiresAt).toBe(session.expiresAt);
    at(12 * 60);
    expect(await campaigns(session.token)).toBe(401);
  });

  it('a sign-in as a user is its own token of 60 minutes, whatever its calls', async () => {
    const admin = await signIn(ADMIN, true);
    const { data: user } = await call<Session>('/users/usr_dsp/impersonate', {
      token: admin.token,
      body: {},
    });
    expect(user.token).not.toBe(admin.token);
    expect(Date.parse(user.expiresAt!)).toBe(START + 60 * MINUTE);
    at(30);
    expect(await campaigns(user.token)).toBe(200);
    expect(await campaigns(admin.token)).toBe(200);
    at(60);
    expect(await campaigns(user.token)).toBe(401);
    // The admin's own session goes on.
    at(61);
    expect(await campaigns(admin.token)).toBe(200);
  });

  it('?demo-session-minutes=N makes the idle time N minutes and scales the ends', async () => {
    setKnobs({ sessionMinutes: 2 });
    const session = await signIn(DSP);
    expect(session.idleMinutes).toBe(2);
    expect(Date.parse(session.expiresAt!)).toBe(START + 24 * MINUTE);
    at(1.5);
    expect(await campaigns(session.token)).toBe(200);
    at(3.6);
    expect(await campaigns(session.token)).toBe(401);
  });
});
