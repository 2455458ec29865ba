// HIST-RECORD: every write call of the contract records its entries, each checked here by
// making the call and finding its entry. A write call (a POST, or a GET that toggles) that this
// table does not name fails the first test: a new write records history or says why it does not.
// A retry with the same Idempotency-Key records nothing twice (HIST-RETRY-ONCE).
import { getDb } from '@/mocks/db';
import type { HistoryEntry, HistoryPage } from '@/types/api';
import { contract } from '../contract/contract';
import { campaignBody } from './campaign-fixtures';
import { ADMIN, call, DSP, SSP, tokenFor } from './helpers';
import { pngBytes } from './media-fixtures';
import { batchBody, confirmedDeletes, row, runToEnd, start } from './placement-batch-fixtures';

type Expected = Partial<Pick<HistoryEntry, 'action' | 'via'>> & {
  kind: HistoryEntry['record']['kind'];
  id?: string;
  /** How many entries the call records (default 1). */
  count?: number;
};

interface WriteCase {
  /** Makes the call (2xx expected); resolves to the record id when the entry names a new one. */
  run: () => Promise<string | void>;
  expect: Expected;
}

/** Calls that change no record, and why. */
const RECORDS_NOTHING: Record<string, string> = {
  signIn: 'a sign-in starts a session; it changes no record',
  signOut: 'a sign-out ends a session; it changes no record',
  refreshSession: "a session's idle time starts again; it changes no record",
  requestRecovery: 'a recovery e-mail changes no record until its link sets a password',
  uploadFile: "a stored image is part of the placement's save, which records it",
  queryPlacementVersions: 'a read sent as a POST (too many refs for a URL)',
  sendSandboxRequest: 'a test ad request; nothing is stored',
};

const isWrite = (op: { id: string; method: string }) =>
  op.method === 'POST' || op.id.startsWith('toggle');

async function ok<T>(path: string, options: Parameters<typeof call>[1]): Promise<T> {
  const { status, data } = await call<T>(path, options);
  if (status >= 300) throw new Error(`${path}: ${status} ${JSON.stringify(data)}`);
  return data;
}

function form(name: string, bytes: Uint8Array, type: string): FormData {
  const data = new FormData();
  data.append('name', name);
  data.append('body', new File([bytes as BlobPart], name, { type }));
  return data;
}

/** Save the Adomni bidder as read, with `changes` over it (an Admin's token). */
async function updateAdomni(t: string, changes: Record<string, unknown>): Promise<void> {
  const bidder = await ok<Record<string, unknown>>('/bidders/bid_adomni', { token: t });
  const { id: _id, isActive: _a, ...body } = bidder;
  await ok('/bidders/bid_adomni/update', { token: t, body: { ...body, ...changes } });
}

const token = {
  admin: () => tokenFor(ADMIN),
  dsp: () => tokenFor(DSP),
  ssp: () => tokenFor(SSP),
};

const CASES: Record<string, WriteCase> = {
  setPassword: {
    run: async () => {
      const user = getDb().users.find((u) => u.id === 'usr_dsp')!;
      getDb().linkTokens.push({
        token: 'link_1',
        userId: user.id,
        purpose: 'recovery',
        createdAt: '',
      });
      await ok('/users/password', { token: 'link_1', body: { password: 'a-new-password-1' } });
    },
    expect: { kind: 'user', id: 'usr_dsp', action: 'updated' },
  },
  inviteUser: {
    run: async () => {
      await ok('/users/invites', {
        token: await token.admin(),
        body: { email: 'new@x.test', role: 'DSP' },
      });
    },
    expect: { kind: 'user', action: 'invited' },
  },
  withdrawInvite: {
    run: async () => {
      const admin = await token.admin();
      const invited = await ok<{ id: string }>('/users/invites', {
        token: admin,
        body: { email: 'typo@exmaple.com', role: 'DSP' },
      });
      await ok(`/users/${invited.id}/invite/withdraw`, { token: admin, body: {} });
    },
    expect: { kind: 'user', action: 'invite withdrawn' },
  },
  impersonateUser: {
    run: async () => {
      await ok('/users/usr_dsp/impersonate', { token: await token.admin(), body: {} });
    },
    expect: { kind: 'user', id: 'usr_dsp', action: 'signed in as' },
  },
  createAccount: {
    run: async () => {
      const body = {
        name: 'Globex',
        kind: 'Advertiser',
        fees: { dsp: 0.1 },
        owner: { name: 'Gia', email: 'gia@globex.test', role: 'DSP' },
      };
      return (await ok<{ id: string }>('/accounts', { token: await token.admin(), body })).id;
    },
    expect: { kind: 'account', action: 'created' },
  },
  updateAccount: {
    run: async () => {
      const body = { name: 'Acme Coffee Co.', kind: 'Advertiser', fees: { dsp: 0.3 } };
      await ok('/accounts/acc_acme/update', { token: await token.admin(), body });
    },
    expect: { kind: 'account', id: 'acc_acme', action: 'updated' },
  },
  startDebugSession: {
    run: async () => {
      const body = { durationMinutes: 15, bidderId: 'bid_adomni' };
      await ok('/debug/session', { token: await token.admin(), body });
    },
    expect: { kind: 'bidder', id: 'bid_adomni', action: 'debug session started' },
  },
  createBidder: {
    run: async () => {
      const body = {
        name: 'New VAST',
        protocol: {
          Vast: {
            url: 'https://vast.example/tag',
            priceSettings: { fixedCpm: 5, cpmIncludesMultiplier: false },
            primaryIdType: 'CreativeId',
          },
        },
        budgets: { spendDaily: 100 },
        timeoutMs: 300,
        sendRate: 1,
        targets: [],
      };
      return (await ok<{ id: string }>('/bidders', { token: await token.admin(), body })).id;
    },
    expect: { kind: 'bidder', action: 'created' },
  },
  updateBidder: {
    run: async () => {
      const t = await token.admin();
      await updateAdomni(t, { timeoutMs: 999 });
    },
    expect: { kind: 'bidder', id: 'bid_adomni', action: 'updated' },
  },
  toggleBidder: {
    run: async () => {
      await ok('/bidders/bid_adomni/toggleActive', {
        token: await token.admin(),
        headers: { 'X-Change-Via': 'toggle' },
      });
    },
    expect: { kind: 'bidder', id: 'bid_adomni', via: 'toggle' },
  },
  createCampaign: {
    run: async () =>
      (await ok<{ id: string }>('/campaigns', { token: await token.dsp(), body: campaignBody() }))
        .id,
    expect: { kind: 'campaign', action: 'created' },
  },
  updateCampaign: {
    run: async () => {
      await ok('/campaigns/cmp_1/update', {
        token: await token.dsp(),
        body: campaignBody({ bidCpm: 4 }),
      });
    },
    expect: { kind: 'campaign', id: 'cmp_1', action: 'updated' },
  },
  toggleCampaign: {
    run: async () => {
      await ok('/campaigns/cmp_1/togglePublished', { token: await token.dsp() });
    },
    expect: { kind: 'campaign', id: 'cmp_1', via: 'api' },
  },
  uploadCreative: {
    run: async () =>
      (
        await ok<{ id: string }>('/creatives', {
          token: await token.dsp(),
          body: form('a.png', pngBytes(64, 32), 'image/png'),
        })
      ).id,
    expect: { kind: 'creative', action: 'created' },
  },
  replaceCreativeFile: {
    run: async () => {
      await ok('/creatives/cr_5/file', {
        token: await token.dsp(),
        body: form('b.png', pngBytes(64, 48), 'image/png'),
      });
    },
    expect: { kind: 'creative', id: 'cr_5', action: 'updated' },
  },
  createPlacement: {
    run: async () => {
      const placement = await ok<Record<string, unknown>>('/placements/pl_nw_001', {
        token: await token.ssp(),
      });
      const {
        id: _i,
        placementKey: _k,
        accountId: _a,
        version: _v,
        createdAt: _c,
        ...body
      } = placement;
      return (
        await ok<{ id: string }>('/placements', {
          token: await token.ssp(),
          body: { ...body, name: 'Copy', externalId: 'NW-COPY-1' },
        })
      ).id;
    },
    expect: { kind: 'placement', action: 'created' },
  },
  updatePlacement: {
    run: async () => {
      const t = await token.ssp();
      const placement = await ok<Record<string, unknown>>('/placements/pl_nw_001', { token: t });
      const {
        id: _i,
        placementKey: _k,
        accountId: _a,
        version: _v,
        createdAt: _c,
        ...body
      } = placement;
      await ok('/placements/pl_nw_001/update', { token: t, body: { ...body, bidFloorCpm: 9 } });
    },
    expect: { kind: 'placement', id: 'pl_nw_001', action: 'updated' },
  },
  importPlacements: {
    run: async () => {
      const t = await token.ssp();
      const rows = [row('NW-NEW-1'), row('NW-NEW-2')];
      const { data } = await start(batchBody(rows, { fileName: 'screens.csv' }), t);
      await runToEnd(data.jobId, t);
    },
    expect: { kind: 'placement', action: 'created', via: 'import', count: 2 },
  },
  restorePlacement: {
    run: async () => {
      const t = await token.ssp();
      const rows = getDb()
        .placements.filter((p) => p.accountId === 'acc_northwind' && p.externalId)
        .map((p) => row(p.externalId));
      const kept = rows.slice(1);
      const deleteIds = confirmedDeletes(kept);
      const { data } = await start(batchBody(kept, { fullSync: true, deleteIds }), t);
      await runToEnd(data.jobId, t);
      await ok(`/placements/${deleteIds[0]}/restore`, { token: t, body: {} });
      return deleteIds[0];
    },
    expect: { kind: 'placement', action: 'restored' },
  },
  approveReview: {
    run: async () => {
      await ok('/reviews/rev_1/approve', {
        token: await token.ssp(),
        body: { expectedStatus: 'Pending' },
      });
    },
    expect: { kind: 'creative', action: 'approved' },
  },
  rejectReview: {
    run: async () => {
      await ok('/reviews/rev_2/reject', {
        token: await token.ssp(),
        body: { reason: 'Too small', expectedStatus: 'Pending' },
      });
    },
    expect: { kind: 'creative', action: 'rejected' },
  },
  createReviewRule: {
    run: async () =>
      (
        await ok<{ id: string }>('/reviews/rules', {
          token: await token.ssp(),
          body: { advertiserId: 'acc_bluebird' },
        })
      ).id,
    expect: { kind: 'reviewRule', action: 'created' },
  },
  deleteReviewRule: {
    run: async () => {
      const t = await token.ssp();
      const { id } = await ok<{ id: string }>('/reviews/rules', {
        token: t,
        body: { advertiserId: 'acc_orchard' },
      });
      await ok(`/reviews/rules/${id}/delete`, { token: t, body: {} });
      return id;
    },
    expect: { kind: 'reviewRule', action: 'deleted' },
  },
  createDeal: {
    run: async () => {
      const body = {
        name: 'New Deal',
        auctionType: 'FirstPrice',
        floorCpm: 5,
        priority: 1,
        seats: ['acc_acme'],
        placements: ['pl_nw_001'],
        window: { dateStart: '2026-12-01', dateEnd: '2026-12-31' },
        dayParts: [],
        isActive: true,
      };
      return (await ok<{ id: string }>('/deals', { token: await token.ssp(), body })).id;
    },
    expect: { kind: 'deal', action: 'created' },
  },
  updateDeal: {
    run: async () => {
      const t = await token.ssp();
      const deal = await ok<Record<string, unknown>>('/deals/deal_nw_malls', { token: t });
      const { id: _i, dealId: _d, publisher: _p, createdAt: _c, stats: _s, ...body } = deal;
      await ok('/deals/deal_nw_malls/update', { token: t, body: { ...body, floorCpm: 12 } });
    },
    expect: { kind: 'deal', id: 'deal_nw_malls', action: 'updated' },
  },
  toggleDeal: {
    run: async () => {
      await ok('/deals/deal_nw_malls/toggleActive', { token: await token.ssp() });
    },
    expect: { kind: 'deal', id: 'deal_nw_malls' },
  },
  saveInventoryReport: {
    run: async () =>
      (
        await ok<{ id: string }>('/inventory', {
          token: await token.dsp(),
          body: { name: 'Malls', description: '', filters: {} },
        })
      ).id,
    expect: { kind: 'inventoryReport', action: 'created' },
  },
};

/** The newest entries of the exchange (an admin's view), newest first. */
async function newest(limit: number): Promise<HistoryEntry[]> {
  return (await ok<HistoryPage>(`/history?limit=${limit}`, { token: await token.admin() })).entries;
}

describe('every write call records its history', () => {
  it('names every write call of the contract: recorded here, or said why not', () => {
    const writes = contract()
      .operations.filter(isWrite)
      .map((op) => op.id);
    const named = new Set([...Object.keys(CASES), ...Object.keys(RECORDS_NOTHING)]);
    expect(writes.filter((id) => !named.has(id))).toEqual([]);
    expect([...named].filter((id) => !writes.includes(id))).toEqual([]);
  });

  it.each(Object.entries(CASES))('%s records its entry', async (_id, { run, expect: want }) => {
    const before = getDb().history.length;
    const id = await run();
    const added = getDb().history.length - before;
    const entries = (await newest(Math.max(added, 1))).filter(
      (entry) => entry.record.kind === want.kind && (!want.action || entry.action === want.action),
    );
    expect(entries).toHaveLength(want.count ?? 1);
    const entry = entries.find(
      (candidate) => candidate.record.id === (want.id ?? id ?? candidate.record.id),
    )!;
    expect(entry).toMatchObject({
      record: { kind: want.kind },
      ...(want.action ? { action: want.action } : {}),
      ...(want.via ? { via: want.via } : {}),
    });
    expect(entry.actor.name).not.toBe('');
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  });

  it.each(Object.entries(RECORDS_NOTHING))('%s records nothing: %s', (id) => {
    expect(contract().operation(id)).toBeTruthy();
  });

  it("lists one save's entries newest first in the order they were made, even in one millisecond", async () => {
    const body = {
      name: 'Initech',
      kind: 'Advertiser',
      fees: { dsp: 0.1 },
      owner: { name: 'Ira', email: 'ira@initech.test', role: 'DSP' },
    };
    await ok('/accounts', { token: await token.admin(), body });
    const [first, second] = await newest(2);
    expect([first?.action, second?.action]).toEqual(['invited', 'created']);
    expect(first?.transactionId).toBe(second?.transactionId);
  });

  it('records a retried save once (same Idempotency-Key, same body)', async () => {
    const t = await token.dsp();
    const headers = { 'Idempotency-Key': '00000000-0000-4000-8000-000000000001' };
    const before = getDb().history.length;
    const first = await call('/campaigns', { token: t, body: campaignBody(), headers });
    const again = await call('/campaigns', { token: t, body: campaignBody(), headers });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(getDb().history.length - before).toBe(1);
  });

  it('records a secret as changed, never its values', async () => {
    const t = await token.admin();
    await updateAdomni(t, { protocol: { Adomni: { ownerKey: 'own_new_secret_9' } } });
    const [entry] = await newest(1);
    const change = entry!.changes.find((c) => c.field === 'protocol.Adomni.ownerKey');
    expect(change).toEqual({
      field: 'protocol.Adomni.ownerKey',
      label: 'Owner key',
      old: null,
      new: null,
      secret: true,
    });
    expect(JSON.stringify(getDb().history)).not.toContain('own_new_secret_9');
    // BID-SECRET-WRITE-ONLY: an update without the key keeps it, and records no change of it.
    await updateAdomni(t, { timeoutMs: 777 });
    const [kept] = await newest(1);
    expect(kept!.changes.map((c) => c.field)).toEqual(['timeoutMs']);
  });

  it('groups a bulk action by its transaction and names an impersonated change', async () => {
    const admin = await token.admin();
    const { token: asDana } = await ok<{ token: string }>('/users/usr_dsp/impersonate', {
      token: admin,
      body: {},
    });
    const headers = { 'X-Change-Via': 'bulk', 'X-Transaction-Id': 'txn-bulk-0001' };
    await ok('/campaigns/cmp_1/togglePublished', { token: asDana, headers });
    await ok('/campaigns/cmp_3/togglePublished', { token: asDana, headers });
    const { entries } = await ok<HistoryPage>('/history?transactionId=txn-bulk-0001', {
      token: admin,
    });
    expect(entries.map((e) => [e.via, e.transactionId, e.actor.name, e.onBehalfOf?.name])).toEqual([
      ['bulk', 'txn-bulk-0001', 'Dana Buyer', 'Avery Admin'],
      ['bulk', 'txn-bulk-0001', 'Dana Buyer', 'Avery Admin'],
    ]);
  });

  it('names the admin at the keyboard for a sign-in as a user made from a sign-in as another Admin', async () => {
    const admin = await token.admin();
    const { token: asMorgan } = await ok<{ token: string }>('/users/usr_multi/impersonate', {
      token: admin,
      body: {},
    });
    const { token: asDana } = await ok<{ token: string }>('/users/usr_dsp/impersonate', {
      token: asMorgan,
      body: {},
    });
    const headers = { 'X-Change-Via': 'toggle', 'X-Transaction-Id': 'txn-nested-0001' };
    await ok('/campaigns/cmp_1/togglePublished', { token: asDana, headers });
    const { entries } = await ok<HistoryPage>('/history?transactionId=txn-nested-0001', {
      token: admin,
    });
    expect(entries.map((e) => [e.actor.name, e.onBehalfOf?.name])).toEqual([
      ['Dana Buyer', 'Avery Admin'],
    ]);
  });
});
