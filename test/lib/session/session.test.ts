import { http, HttpResponse } from 'msw';
import { api } from '@/lib/http/api-client';
import { signInAs } from '@/lib/session/impersonation';
import { logout } from '@/lib/session/logout';
import {
  endSession,
  EXPIRED_KEY,
  returnToAdmin,
  SESSION_KEY,
  sessionStore,
  SWAP_KEY,
  swapIn,
  tokenMarker,
} from '@/lib/session/session';
import { completeSignIn } from '@/lib/session/session-changes';
import { server } from '@/mocks/server';
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

  it("a sign-in without Remember me keeps the same user's remembered session, not another user's", () => {
    sessionStore.save(admin, true);
    completeSignIn({ ...admin, token: 't-admin-2' }, false);
    // The admin's other tabs go on with theirs (AUTH-TABS-SAME-USER): no one signed out there.
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(admin);
    expect(sessionStore.get()?.token).toBe('t-admin-2');
    // Someone else signs in on this browser: no reload or new tab opens as the admin now.
    completeSignIn(buyer, false);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStore.get()).toEqual(buyer);
  });

  it("tells the same user's other tabs of a sign-in kept to this tab (AUTH-TABS-SAME-USER)", async () => {
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel(SESSION_KEY);
    otherTab.onmessage = ({ data }: MessageEvent<unknown>) => void heard.push(data);
    completeSignIn(buyer, false);
    completeSignIn(admin, true);
    await vi.waitFor(() => expect(heard).toEqual([buyer]));
    otherTab.close();
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

  it("marks a remembered session that expires, for the other tabs' dialog (AUTH-TABS-ENDED)", () => {
    sessionStore.save(admin, true);
    sessionStore.expire();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRED_KEY)).toBe(tokenMarker(admin.token));
    // A session kept to its tab is no other tab's: nothing to tell them.
    localStorage.clear();
    sessionStore.save(buyer, false);
    sessionStore.expire();
    expect(localStorage.getItem(EXPIRED_KEY)).toBeNull();
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

describe('swap and logout (AUTH-IMPERSONATE, AUTH-SWAP-RESTORE)', () => {
  it('logout without a swapped session signs out', () => {
    sessionStore.save(admin, true);
    const reload = vi.fn();
    expect(logout(reload)).toBe('signedOut');
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStore.endReason()).toBe('logout');
    expect(reload).not.toHaveBeenCalled();
  });

  it('impersonation keeps the admin under the swap key; logout restores it and reloads at /', async () => {
    sessionStore.save(admin, false);
    const reload = vi.fn();
    signInAs(buyer, reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(sessionStore.get()).toEqual(buyer);
    expect(storedSwap(sessionStorage)?.admin).toEqual(admin);
    expect(sessionStore.impersonator()).toEqual(admin.user);

    const restore = vi.fn();
    expect(logout(restore)).toBe('restored');
    // Once the revoke of the user's token has answered (AUTH-SIGN-OUT-SERVER).
    await vi.waitFor(() => expect(restore).toHaveBeenCalledWith('/'));
    expect(sessionStore.get()).toEqual(admin);
    expect(sessionStore.impersonator()).toBeNull();
    expect(swapEverywhere()).toEqual([null, null]);
  });

  it('a second impersonation keeps the original admin in the swap key', () => {
    sessionStore.save(admin, true);
    swapIn(buyer);
    swapIn({ ...buyer, token: 't-other' });
    expect(sessionStore.impersonator()).toEqual(admin.user);
    expect(endSession()).toBe('restored');
    expect(sessionStore.get()).toEqual(admin);
  });
});

/** The swap entry stored in `storage`, parsed (null when there is none). */
interface StoredSwap {
  admin: Session;
  impersonated: string;
  remembered?: boolean;
}

function storedSwap(storage: Storage): StoredSwap | null {
  return JSON.parse(storage.getItem(SWAP_KEY) ?? 'null') as StoredSwap | null;
}

/** The raw swap key in localStorage and sessionStorage. */
function swapEverywhere() {
  return [localStorage.getItem(SWAP_KEY), sessionStorage.getItem(SWAP_KEY)];
}

const seller: Session = {
  token: 't-ssp',
  user: { id: 'usr_ssp', name: 'Sam Publisher', email: 'ssp@demo.test', account_id: 'acc_nw' },
  roles: ['SSP'],
};

describe('a stale impersonation never hands the admin to someone else (issue 20)', () => {
  it('the admin impersonates, the token expires, another person signs in and logs out: signed out', async () => {
    sessionStore.save(admin, true);
    signInAs(buyer, vi.fn());
    // The impersonated token expires: the next call answers 401.
    server.use(
      http.get('*/v1/users', () =>
        HttpResponse.json({ error: { message: 'Unauthorized' } }, { status: 401 }),
      ),
    );
    // The request waits for a sign-in over the screen; the admin waits for the return with the
    // admin's password (AUTH-IMPERSONATE-LIFETIME).
    const held = api.get('/users');
    await vi.waitFor(() => expect(sessionStore.isExpired()).toBe(true));
    expect(sessionStore.impersonator()).toEqual(admin.user);

    // Someone else signs in (over the screen or through the form): the held request fails.
    completeSignIn(seller, false);
    await expect(held).rejects.toMatchObject({ sessionExpired: true });
    const reload = vi.fn();
    expect(logout(reload)).toBe('signedOut');
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBeNull();
    expect(swapEverywhere()).toEqual([null, null]);
  });

  it('a 401 of the impersonated session keeps the admin for the password; Sign out drops it', async () => {
    sessionStore.save(admin, true);
    swapIn(buyer);
    expect(sessionStorage.getItem(SWAP_KEY)).not.toBeNull();
    server.use(
      http.get('*/v1/private', () =>
        HttpResponse.json({ error: { message: 'Unauthorized' } }, { status: 401 }),
      ),
    );
    const held = api.get('/private');
    await vi.waitFor(() => expect(sessionStore.isExpired()).toBe(true));
    expect(sessionStore.impersonator()).toEqual(admin.user);
    // Sign out in the dialog: nothing is left to restore.
    sessionStore.dropSwap();
    sessionStore.clear('expired');
    expect(swapEverywhere()).toEqual([null, null]);
    await expect(held).rejects.toMatchObject({ status: 401, sessionExpired: true });
    expect(endSession()).toBe('signedOut');
  });

  it('a fresh sign-in removes a swap key left behind', () => {
    localStorage.setItem(SWAP_KEY, JSON.stringify({ admin, impersonated: 'left-behind' }));
    sessionStorage.setItem(SWAP_KEY, JSON.stringify(admin));
    completeSignIn(seller, true);
    expect(sessionStore.get()).toEqual(seller);
    expect(swapEverywhere()).toEqual([null, null]);
  });

  it('logout restores the admin only for the impersonated session the marker names', () => {
    sessionStore.save(admin, true);
    swapIn(buyer);
    // Someone else's session replaces the impersonated one without going through sign-in
    // (another tab, an older version): the swap entry's marker does not name it.
    sessionStore.save(seller, true);
    expect(sessionStore.impersonator()).toBeNull();
    expect(endSession()).toBe('signedOut');
    expect(sessionStore.get()).toBeNull();
    expect(swapEverywhere()).toEqual([null, null]);
  });

  it('ignores a swap entry without a marker (the old format: a bare session)', () => {
    sessionStore.save(buyer, true);
    localStorage.setItem(SWAP_KEY, JSON.stringify(admin));
    sessionStore.reload();
    expect(sessionStore.impersonator()).toBeNull();
    expect(endSession()).toBe('signedOut');
    expect(sessionStore.get()).toBeNull();
  });

  it("the sign-in as a user and the admin's stash are the tab's own, whatever Remember me", () => {
    sessionStore.save(admin, false);
    swapIn(buyer);
    expect(localStorage.getItem(SWAP_KEY)).toBeNull();
    expect(storedSwap(sessionStorage)?.admin).toEqual(admin);
    expect(sessionStore.isRemembered()).toBe(false);
    expect(endSession()).toBe('restored');
    expect(sessionStore.isRemembered()).toBe(false);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();

    // A remembered admin: the other tabs keep the admin while this one is the user.
    sessionStore.save(admin, true);
    swapIn(buyer);
    expect(localStorage.getItem(SWAP_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(admin);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(buyer);
    expect(sessionStore.get()).toEqual(buyer);
    expect(storedSwap(sessionStorage)?.remembered).toBe(true);
    expect(endSession()).toBe('restored');
    expect(sessionStore.get()).toEqual(admin);
    expect(sessionStore.isRemembered()).toBe(true);
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('a tab whose sign-in as a user ended takes no remembered admin on a reload', () => {
    sessionStore.save(admin, true);
    swapIn(buyer);
    sessionStore.expire();
    sessionStore.reload();
    // The admin's remembered session is still the other tabs'; this tab needs the password.
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(admin);
    expect(sessionStore.get()).toBeNull();
    completeSignIn(seller, false);
    expect(sessionStore.get()).toEqual(seller);
    sessionStore.reload();
    expect(sessionStore.get()).toEqual(seller);
  });

  it('the return with the password stores the new admin session as the admin chose', () => {
    sessionStore.save(admin, true);
    swapIn(buyer);
    sessionStore.expire();
    const again: Session = { ...admin, token: 't-admin-2' };
    returnToAdmin(again);
    expect(sessionStore.get()).toEqual(again);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(again);
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(swapEverywhere()).toEqual([null, null]);
  });

  it('keeps no second copy of the impersonated token: the marker is a fingerprint', () => {
    sessionStore.save(admin, true);
    swapIn(buyer);
    const raw = sessionStorage.getItem(SWAP_KEY) ?? '';
    expect(raw).not.toContain(buyer.token);
    expect(storedSwap(sessionStorage)?.impersonated).toMatch(/^[0-9a-f]{8}$/);
  });
});
