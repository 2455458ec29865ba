// AUTH-SIGN-OUT-SERVER: Logout revokes the session's token on the server, so a copy of it (another
// tab's, a duplicated tab's, one copied by hand) is refused; the impersonated session's return
// revokes the user's token and keeps the admin's; a failed revocation still signs out here.
import { http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { signIn } from '@/api/auth';
import { signInAs } from '@/lib/session/impersonation';
import { logout } from '@/lib/session/logout';
import { RECENT_PREFIX, ownerPrefix } from '@/lib/session/user-storage';
import { SESSION_KEY, sessionOwner, sessionStore } from '@/lib/session/session';
import { signOutExpired } from '@/lib/session/session-expiry';
import { server } from '@/mocks/server';
import { call, DSP, ADMIN, SSP, tokenFor } from '../../mocks/helpers';

const campaignsWith = (token: string) => call('/campaigns', { token }).then((r) => r.status);

/** The admin signed in (not remembered), then signed in as Dana in this tab. */
async function signedInAsDana() {
  const admin = await signIn({ email: ADMIN, password: 'demo1234' });
  sessionStore.save(admin, false);
  const asDana = (
    await call<{ token: string }>('/users/usr_dsp/impersonate', { token: admin.token, body: {} })
  ).data;
  signInAs({ ...admin, token: asDana.token }, vi.fn());
  return { admin, asDana };
}

describe('sign-out on the server', () => {
  it('refuses the signed-out token from then on, and removes the palette’s recent items', async () => {
    const session = await signIn({ email: DSP, password: 'demo1234' });
    sessionStore.save(session, true);
    const recents = `${ownerPrefix(RECENT_PREFIX, sessionOwner(session)!)}items`;
    localStorage.setItem(recents, '[{"id":"cmp_1"}]');
    const copied = session.token;
    expect(await campaignsWith(copied)).toBe(200);

    expect(logout(vi.fn())).toBe('signedOut');
    await vi.waitFor(async () => expect(await campaignsWith(copied)).toBe(401));
    expect(localStorage.getItem(recents)).toBeNull();
  });

  it("ends the user's token at the return from a sign-in as, and keeps the admin's", async () => {
    const { admin, asDana } = await signedInAsDana();
    expect(logout(vi.fn())).toBe('restored');
    await vi.waitFor(async () => expect(await campaignsWith(asDana.token)).toBe(401));
    expect(await call('/accounts', { token: admin.token }).then((r) => r.status)).toBe(200);
  });

  it('ends the session left behind when a sign-in as someone signs in as another user', async () => {
    const admin = await signIn({ email: ADMIN, password: 'demo1234' });
    sessionStore.save(admin, false);
    const asMorgan = await call<{ token: string }>('/users/usr_multi/impersonate', {
      token: admin.token,
      body: {},
    });
    signInAs({ ...admin, token: asMorgan.data.token }, vi.fn());
    const asDana = await call<{ token: string }>('/users/usr_dsp/impersonate', {
      token: asMorgan.data.token,
      body: {},
    });
    signInAs({ ...admin, token: asDana.data.token }, vi.fn());
    await vi.waitFor(async () => expect(await campaignsWith(asMorgan.data.token)).toBe(401));
    expect(await call('/accounts', { token: admin.token }).then((r) => r.status)).toBe(200);
  });

  it('reloads as the admin only once the user’s token is revoked: a page that left at once cut it off', async () => {
    const { asDana } = await signedInAsDana();
    const order: string[] = [];
    const reload = vi.fn(() => void order.push('reload'));
    const answered = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/users/session/logout')) order.push('revoked');
    };
    server.events.on('response:mocked', answered);
    onTestFinished(() => void server.events.removeListener('response:mocked', answered));
    expect(logout(reload)).toBe('restored');
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    // The revoke was answered before the reload ran.
    expect(order).toEqual(['revoked', 'reload']);
    expect(await campaignsWith(asDana.token)).toBe(401);
  });

  it("a logout in a tab of its own leaves another user's remembered session, signed in, to the other tabs", async () => {
    const dana = await signIn({ email: DSP, password: 'demo1234' });
    sessionStore.save(dana, false);
    // Sam signs in with Remember me in another tab of this browser.
    const sam = await signIn({ email: SSP, password: 'demo1234' });
    localStorage.setItem(SESSION_KEY, JSON.stringify(sam));
    expect(logout(vi.fn())).toBe('signedOut');
    await vi.waitFor(async () => expect(await campaignsWith(dana.token)).toBe(401));
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toMatchObject({
      token: sam.token,
    });
    expect(await call('/placements', { token: sam.token }).then((r) => r.status)).toBe(200);
  });

  it('Sign out in the Session expired dialog revokes the token it drops (another tab set it aside, live)', async () => {
    const dana = await signIn({ email: DSP, password: 'demo1234' });
    sessionStore.save(dana, true);
    // Someone else signed in with Remember me in another tab: this tab's token is still live.
    sessionStore.endedElsewhere(null);
    signOutExpired();
    await vi.waitFor(async () => expect(await campaignsWith(dana.token)).toBe(401));
    expect(sessionStore.get()).toBeNull();
  });

  it('signs out here even when the server cannot be reached', async () => {
    const token = await tokenFor(DSP);
    server.use(http.post('*/v1/users/session/logout', () => HttpResponse.error()));
    sessionStore.save(
      { token, user: { name: 'Dana Buyer', email: DSP, account_id: 'acc_acme' }, roles: ['DSP'] },
      true,
    );
    expect(logout(vi.fn())).toBe('signedOut');
    expect(sessionStore.get()).toBeNull();
  });
});
