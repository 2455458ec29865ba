import { getDb } from '@/mocks/db';
import type { Account, AccountUser, ErrorBody, Session, TeamMember } from '@/types/api';
import { ADMIN, call, DSP, SSP, tokenFor } from './helpers';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('accounts', () => {
  it('lists every account with kind, fees and computed stats for an admin', async () => {
    const { status, data } = await call<Account[]>('/accounts', { token: await tokenFor(ADMIN) });
    expect(status).toBe(200);
    const acme = data.find((account) => account.id === 'acc_acme');
    expect(acme).toMatchObject({
      name: 'Acme Coffee Co.',
      kind: 'Advertiser',
      fees: { dsp: 0.15 },
    });
    expect(acme?.stats).toEqual({ campaigns: 5, placements: 0, users: 3 });
    expect(data.find((account) => account.id === 'acc_northwind')?.stats.placements).toBe(40);
  });

  it('lets a user read their own account but not another one', async () => {
    const token = await tokenFor(DSP);
    expect((await call<Account>('/accounts/acc_acme', { token })).data.fees.dsp).toBe(0.15);
    expect((await call('/accounts/acc_northwind', { token })).status).toBe(403);
    expect((await call('/accounts/acc_nope', { token: await tokenFor(ADMIN) })).status).toBe(404);
  });

  it('lists an account’s users for an admin', async () => {
    const { data } = await call<AccountUser[]>('/accounts/acc_northwind/users', {
      token: await tokenFor(ADMIN),
    });
    expect(data.map((user) => user.email)).toContain(SSP);
  });

  it('creates an account and invites its owner', async () => {
    const token = await tokenFor(ADMIN);
    const body = {
      name: 'Harbor Bikes',
      kind: 'Advertiser',
      fees: { dsp: 0.2 },
      owner: { name: 'Ola Harbor', email: 'ola@harbor.example', role: 'DSP' },
    };
    const { status, data } = await call<Account>('/accounts', { token, body });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      id: 'acc_harbor_bikes',
      name: 'Harbor Bikes',
      stats: { users: 1 },
    });
    const again = await call<ErrorBody>('/accounts', { token, body });
    expect(again.status).toBe(400);
    expect(again.data.error.message).toBe('An account with this name already exists');
  });

  it('updates an account and validates the fee', async () => {
    const token = await tokenFor(ADMIN);
    const updated = await call<Account>('/accounts/acc_acme/update', {
      token,
      body: { name: 'Acme Coffee', kind: 'Advertiser', fees: { dsp: 0.1 } },
    });
    expect(updated.data).toMatchObject({ name: 'Acme Coffee', fees: { dsp: 0.1 } });
    const bad = await call('/accounts/acc_acme/update', {
      token,
      body: { name: 'Acme', kind: 'Advertiser', fees: { dsp: 1.5 } },
    });
    expect(bad.status).toBe(400);
  });
});

describe('team and invites', () => {
  it('GET /users lists the caller’s team', async () => {
    const { data } = await call<TeamMember[]>('/users', { token: await tokenFor(ADMIN) });
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Avery Admin', email: ADMIN, role: 'Admin' }),
      ]),
    );
    expect(data.every((member) => !('password' in member))).toBe(true);
  });

  it('invites a DSP or SSP user into the caller’s account', async () => {
    const token = await tokenFor(ADMIN);
    const { status, data } = await call<TeamMember>('/users/invites', {
      token,
      body: { email: 'new.buyer@demo.test', role: 'SSP' },
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({ name: 'New Buyer', email: 'new.buyer@demo.test', role: 'SSP' });
    const team = await call<TeamMember[]>('/users', { token });
    expect(team.data.map((member) => member.email)).toContain('new.buyer@demo.test');
    expect(getDb().users.find((user) => user.email === 'new.buyer@demo.test')?.accountId).toBe(
      'acc_exchange',
    );
  });

  it.each([
    [{ email: 'x@demo.test', role: 'Admin' }, 'Role must be SSP or DSP'],
    [{ email: 'not-an-email', role: 'DSP' }, 'Enter a valid email address'],
    [{ email: '', role: 'DSP' }, 'Email is required'],
    [{ email: 'DSP@demo.test', role: 'DSP' }, 'A user with this email already exists'],
  ])('rejects the invite %j', async (body, message) => {
    const { status, data } = await call<ErrorBody>('/users/invites', {
      token: await tokenFor(ADMIN),
      body,
    });
    expect(status).toBe(400);
    expect(data.error.message).toBe(message);
  });

  // SET-INVITE-WITHDRAW: only an invitation not taken up yet, only of the caller's account.
  it('withdraws a pending invitation, and refuses a signed-up user or another account’s', async () => {
    const token = await tokenFor(ADMIN);
    const invited = (
      await call<TeamMember & { id: string }>('/users/invites', {
        token,
        body: { email: 'typo@exmaple.com', role: 'DSP' },
      })
    ).data;
    expect(invited.pending).toBe(true);
    const withdraw = (id: string, as = token) =>
      call<ErrorBody>(`/users/${id}/invite/withdraw`, { token: as, body: {} });
    expect((await withdraw('usr_multi')).status).toBe(409);
    expect((await withdraw('usr_multi')).data.error.message).toBe(
      'multi@demo.test has already signed up',
    );
    expect((await withdraw('usr_ssp')).status).toBe(404);
    expect((await withdraw(invited.id, await tokenFor(DSP))).status).toBe(403);
    expect((await withdraw(invited.id)).status).toBe(204);
    const team = await call<TeamMember[]>('/users', { token });
    expect(team.data.map((member) => member.email)).not.toContain('typo@exmaple.com');
    // Invited again: the way back.
    expect(
      (await call('/users/invites', { token, body: { email: 'typo@exmaple.com', role: 'DSP' } }))
        .status,
    ).toBe(201);
  });

  it('lets only an admin impersonate, answering the user’s Session', async () => {
    const { status, data } = await call<Session>('/users/usr_ssp/impersonate', {
      method: 'POST',
      token: await tokenFor(ADMIN),
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({
      user: { email: SSP, account_id: 'acc_northwind' },
      roles: ['SSP'],
    });
    expect((await call('/users', { token: data.token })).status).toBe(200);
    expect(
      (await call('/users/usr_admin/impersonate', { method: 'POST', token: await tokenFor(DSP) }))
        .status,
    ).toBe(403);
    expect(
      (await call('/users/usr_nope/impersonate', { method: 'POST', token: await tokenFor(ADMIN) }))
        .status,
    ).toBe(404);
  });
});

describe('POST /files', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  // jsdom's FormData and Blob do not stream their bytes through Node's fetch, so the tests
  // write the multipart body by hand (browsers send real FormData).
  function multipart(name: string, type: string, bytes: Uint8Array) {
    const boundary = 'marquee-test-boundary';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="body"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const encoder = new TextEncoder();
    const body = new Uint8Array([...encoder.encode(head), ...bytes, ...encoder.encode(tail)]);
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
  }

  async function upload(name: string, type: string, bytes: Uint8Array) {
    const { body, contentType } = multipart(name, type, bytes);
    const response = await fetch('http://localhost:3000/v1/files', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor(SSP)}`, 'Content-Type': contentType },
      body,
    });
    return {
      status: response.status,
      data: (await response.json()) as { url?: string } & Partial<ErrorBody>,
    };
  }

  it('answers the URL the demo serves the uploaded PNG or JPEG at', async () => {
    const { status, data } = await upload('scene.png', 'image/png', PNG);
    expect(status).toBe(200);
    expect(data.url).toMatch(/^\/v1\/files\/file_\w+\/content$/);
    const served = await fetch(`http://localhost:3000${data.url}`);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await upload('scene.JPEG', 'image/jpeg', PNG)).status).toBe(200);
    expect(getDb().files).toHaveLength(2);
  });

  it('rejects anything but PNG or JPEG', async () => {
    for (const [name, type] of [
      ['scene.gif', 'image/gif'],
      ['scene.png', 'image/svg+xml'],
      ['notes.txt', 'image/png'],
    ] as const) {
      const { status, data } = await upload(name, type, PNG);
      expect(status).toBe(400);
      expect(data.error?.message).toBe('Accepted formats: PNG, JPG, or JPEG');
    }
  });
});
