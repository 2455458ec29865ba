import { logout, signInAs } from '@/lib/logout';
import { endSession, SESSION_KEY, sessionStore, SWAP_KEY, swapIn } from '@/lib/session';
import type { Session } from '@/types/api';

const admin: Session = {
  token: 't-admin',
  user: { name: 'Avery Admin', email: 'admin@demo.test', account_id: 'acc_exchange' },
  roles: ['Admin'],
};
const buyer: Session = {
  token: 't-dsp',
  user: { name: 'Dana Buyer', email: 'dsp@demo.test', account_id: 'acc_acme' },
  roles: ['DSP'],
};

describe('session storage', () => {
  it('keeps the session in localStorage with Remember me', () => {
    sessionStore.save(admin, true);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(admin);
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStore.isRemembered()).toBe(true);
  });

  it('keeps the session in sessionStorage without Remember me', () => {
    sessionStore.save(admin, false);
    expect(sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStore.isRemembered()).toBe(false);
  });

  it('reads a stored session back after a reload of the store', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(buyer));
    sessionStore.reload();
    expect(sessionStore.get()).toEqual(buyer);
  });

  it('ignores malformed stored sessions', () => {
    localStorage.setItem(SESSION_KEY, '{"token":""}');
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
    localStorage.setItem(SESSION_KEY, 'not json');
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
  });

  it('notifies subscribers on save and clear', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.save(admin, false);
    sessionStore.clear('expired');
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(sessionStore.endReason()).toBe('expired');
  });
});

describe('swap and logout (spec section 4)', () => {
  it('logout without a swapped session signs out', () => {
    sessionStore.save(admin, true);
    const reload = vi.fn();
    expect(logout(reload)).toBe('signedOut');
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStore.endReason()).toBe('logout');
    expect(reload).not.toHaveBeenCalled();
  });

  it('impersonation keeps the admin under the swap key; logout restores it and reloads at /', () => {
    sessionStore.save(admin, false);
    const reload = vi.fn();
    signInAs(buyer, reload);
    expect(reload).toHaveBeenCalledWith('/');
    expect(sessionStore.get()).toEqual(buyer);
    expect(JSON.parse(localStorage.getItem(SWAP_KEY) ?? 'null')).toEqual(admin);

    const restore = vi.fn();
    expect(logout(restore)).toBe('restored');
    expect(restore).toHaveBeenCalledWith('/');
    expect(sessionStore.get()).toEqual(admin);
    expect(localStorage.getItem(SWAP_KEY)).toBeNull();
  });

  it('a second impersonation keeps the original admin in the swap key', () => {
    sessionStore.save(admin, true);
    swapIn(buyer);
    swapIn({ ...buyer, token: 't-other' });
    expect(sessionStore.swapped()).toEqual(admin);
    expect(endSession()).toBe('restored');
    expect(sessionStore.get()).toEqual(admin);
  });
});
