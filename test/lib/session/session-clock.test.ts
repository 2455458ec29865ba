// AUTH-SESSION-LIFETIME: the session's end as the console reckons it, and the warning's words.
import {
  refreshAfter,
  sessionEndOf,
  sessionEndsText,
  timeLeftText,
  warningLead,
} from '@/lib/session/session-clock';
import type { Session } from '@/types/api';

const MINUTE = 60_000;
const START = Date.parse('2026-11-29T09:00:00Z');
const session = (expiresAt: string | undefined, idleMinutes: number | undefined): Session => ({
  token: 't',
  user: { email: 'dsp@demo.test', name: 'Dana Buyer', account_id: 'acc_acme' },
  roles: ['DSP'],
  ...(expiresAt ? { expiresAt } : {}),
  ...(idleMinutes ? { idleMinutes } : {}),
});

describe('sessionEndOf', () => {
  const twelveHours = new Date(START + 12 * 60 * MINUTE).toISOString();

  it('is the idle end while it comes first, then the absolute end', () => {
    expect(sessionEndOf(session(twelveHours, 60), START)).toEqual({
      at: START + 60 * MINUTE,
      by: 'idle',
    });
    expect(sessionEndOf(session(twelveHours, 60), START + 11.5 * 60 * MINUTE)).toEqual({
      at: START + 12 * 60 * MINUTE,
      by: 'end',
    });
  });

  it('is null for a session stored before lifetimes, or an unreadable end', () => {
    expect(sessionEndOf(session(undefined, undefined), START)).toBeNull();
    expect(sessionEndOf(session('soon', 60), START)).toBeNull();
  });
});

describe('the warning', () => {
  it('comes 2 minutes before the end, or half way through a shorter idle time', () => {
    expect(warningLead(60)).toBe(2 * MINUTE);
    expect(warningLead(2)).toBe(MINUTE);
    expect(refreshAfter(60)).toBe(5 * MINUTE);
  });

  it('says the time left in whole minutes from a minute on, then in seconds', () => {
    expect(sessionEndsText(2 * MINUTE)).toBe('Your session ends in 2 minutes');
    expect(timeLeftText(119_500)).toBe('2 minutes');
    expect(timeLeftText(60_000)).toBe('1 minute');
    expect(timeLeftText(59_001)).toBe('1 minute');
    expect(timeLeftText(59_000)).toBe('59 seconds');
    expect(timeLeftText(1)).toBe('1 second');
    expect(timeLeftText(-5)).toBe('0 seconds');
  });
});
