// The change history's calls (src/api/history.ts): GET /history with the filters the screens
// give it, the pages the CSV export walks (HIST-EXPORT), the first page a record's loader reads
// (HIST-PANEL), and the one rule that every successful save makes the history stale
// (HIST-PANEL-FRESH), in this tab and the user's other tabs.
import { MutationObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { getHistory, historyKeys, historyPages, recordHistoryQueryOptions } from '@/api/history';
import { saveInventoryReport } from '@/api/inventory';
import { accountKeys } from '@/api/keys';
import { restorePlacementsMutation } from '@/api/placement-restores';
import { createReviewRule, deleteReviewRule } from '@/api/review-rules';
import { impersonateUser } from '@/api/users';
import { inviteUser } from '@/api/invites';
import { prefetchRoute } from '@/app/route-prefetch';
import { connectCacheSync, type CacheChangeMessage } from '@/lib/cache/cache-sync';
import { createQueryClient, queryClient, type MutationMeta } from '@/lib/cache/query-client';
import { NoAnswerError } from '@/lib/http/api-error';
import { getDb } from '@/mocks/db';
import { listPlacements } from '@/mocks/queries';
import { server } from '@/mocks/server';
import type { HistoryEntry, HistoryPage } from '@/types/api';
import { loseReplies, outcomesUnknown } from '../lost-replies';
import { confirmedDeletes, importRows, row } from '../mocks/placement-batch-fixtures';
import { signInAs } from '../utils';

/** The query strings of the GET /history calls made from now on. */
function historyCalls(): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/v1/history')) calls.push(url.searchParams);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return calls;
}

const entry = (id: string): HistoryEntry => ({
  id,
  at: '2026-03-05T15:42:00Z',
  actor: { id: 'usr_dsp', name: 'Dana Buyer' },
  onBehalfOf: null,
  via: 'form',
  transactionId: `tx_${id}`,
  record: { kind: 'campaign', id: 'cmp_1', name: 'Cold Brew Summer' },
  action: 'updated',
  changes: [],
});

/** A stand-in GET /history answering `pages` in order, by cursor (`c1`, `c2`, …). */
function answerPages(pages: HistoryPage[]) {
  server.use(
    http.get('*/v1/history', ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      const at = cursor === null ? 0 : Number(cursor.slice(1));
      return HttpResponse.json(pages[at] ?? { entries: [], nextCursor: null });
    }),
  );
}

describe('GET /history', () => {
  it('sends the filters it is given, `grouped` only when true, and answers the seeded entries', async () => {
    await signInAs('dsp');
    const calls = historyCalls();
    const page = await getHistory({ kind: 'campaign', recordId: 'cmp_2', limit: 50 });
    await getHistory({ grouped: false, q: 'cold' });
    expect(Object.fromEntries(calls[0]!)).toEqual({
      kind: 'campaign',
      recordId: 'cmp_2',
      limit: '50',
    });
    expect(Object.fromEntries(calls[1]!)).toEqual({ q: 'cold' });
    // HIST-PANEL-ENTRY's example: the admin signed in as Dana Buyer changed the bid.
    const byAdmin = page.entries.find((found) => found.onBehalfOf !== null);
    expect(byAdmin).toMatchObject({
      actor: { name: 'Dana Buyer' },
      onBehalfOf: { name: 'Avery Admin' },
    });
    const times = page.entries.map((found) => found.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('walks every page for the export, and stops at a cursor it has already followed', async () => {
    await signInAs('dsp');
    answerPages([
      { entries: [entry('e1'), entry('e2')], nextCursor: 'c1' },
      { entries: [entry('e3')], nextCursor: 'c2' },
      { entries: [entry('e4')], nextCursor: null },
    ]);
    const calls = historyCalls();
    const read: string[][] = [];
    for await (const entries of historyPages({ kind: 'campaign' })) {
      read.push(entries.map((found) => found.id));
    }
    expect(read).toEqual([['e1', 'e2'], ['e3'], ['e4']]);
    expect(calls.map((call) => call.get('cursor'))).toEqual([null, 'c1', 'c2']);
    expect(
      calls.every((call) => call.get('limit') === '500' && call.get('kind') === 'campaign'),
    ).toBe(true);

    answerPages([
      { entries: [entry('e1')], nextCursor: 'c1' },
      { entries: [entry('e2')], nextCursor: 'c1' },
    ]);
    const looped: string[] = [];
    for await (const entries of historyPages({})) looped.push(...entries.map((found) => found.id));
    expect(looped).toEqual(['e1', 'e2']);
  });

  it('stops walking when the export is cancelled', async () => {
    await signInAs('dsp');
    answerPages([
      { entries: [entry('e1')], nextCursor: 'c1' },
      { entries: [entry('e2')], nextCursor: null },
    ]);
    const cancel = new AbortController();
    const read: string[] = [];
    const walk = async () => {
      for await (const entries of historyPages({}, cancel.signal)) {
        read.push(...entries.map((found) => found.id));
        cancel.abort();
      }
    };
    await expect(walk()).rejects.toMatchObject({ name: 'AbortError' });
    expect(read).toEqual(['e1']);
  });
});

describe('the History section’s first page (HIST-PANEL)', () => {
  it("is read by the record page's loader, under the key the section reads", async () => {
    await signInAs('dsp');
    await prefetchRoute('/campaigns/cmp_2');
    const data = queryClient.getQueryData(recordHistoryQueryOptions('campaign', 'cmp_2').queryKey);
    expect(data?.pages[0]?.entries.length).toBeGreaterThan(0);
    expect(data?.pages[0]?.entries.every((found) => found.record.id === 'cmp_2')).toBe(true);
  });

  it('is not asked for a record that is not found', async () => {
    await signInAs('dsp');
    const calls = historyCalls();
    await prefetchRoute('/campaigns/cmp_missing');
    expect(calls).toEqual([]);
  });
});

describe('every save makes the history stale (HIST-PANEL-FRESH)', () => {
  const run = async (client: ReturnType<typeof createQueryClient>, meta?: MutationMeta) => {
    const observer = new MutationObserver(client, {
      mutationFn: async () => 'saved',
      meta,
    });
    await observer.mutate();
  };

  it('a save that declares keys, and a toggle that declares none', async () => {
    const client = createQueryClient();
    const record = historyKeys.record('campaign', 'cmp_1');
    const list = historyKeys.list({ grouped: true });
    client.setQueryData(record, { pages: [], pageParams: [] });
    client.setQueryData(list, { pages: [], pageParams: [] });
    client.setQueryData(accountKeys.list(), []);
    await run(client);
    expect(client.getQueryState(record)?.isInvalidated).toBe(true);
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(accountKeys.list())?.isInvalidated).toBe(false);

    client.setQueryData(record, { pages: [], pageParams: [] });
    await run(client, { invalidates: [accountKeys.all] });
    expect(client.getQueryState(record)?.isInvalidated).toBe(true);
    expect(client.getQueryState(accountKeys.list())?.isInvalidated).toBe(true);
  });

  it("tells the user's other tabs, with the keys the save declared", async () => {
    const client = createQueryClient();
    const channelName = `history-${Math.random()}`;
    const disconnect = connectCacheSync(client, { channelName, owner: () => 'usr_dsp' });
    onTestFinished(disconnect);
    const other = new BroadcastChannel(channelName);
    onTestFinished(() => other.close());
    const heard = new Promise<CacheChangeMessage>((resolve) => {
      other.onmessage = (event: MessageEvent<CacheChangeMessage>) => resolve(event.data);
    });
    await run(client, { invalidates: [accountKeys.all] });
    expect((await heard).keys).toEqual([accountKeys.all, historyKeys.all]);
  });
});

describe('how a change came (HIST-VIA)', () => {
  it('the console’s own rule, report, invite and sign-in-as writes say `form`, and are recorded so', async () => {
    const vias: [string, string | null][] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST') {
        vias.push([new URL(request.url).pathname, request.headers.get('X-Change-Via')]);
      }
    };
    server.events.on('request:start', listener);
    onTestFinished(() => void server.events.removeListener('request:start', listener));
    const before = getDb().history.length;
    await signInAs('ssp');
    await deleteReviewRule((await createReviewRule('acc_acme')).id);
    await signInAs('dsp');
    await saveInventoryReport({
      name: 'Airports',
      description: '',
      filters: { states: ['IL'], venueTypes: [], publishers: [], q: '' },
    });
    await signInAs('admin');
    await inviteUser({
      body: { email: 'new.buyer@example.com', role: 'DSP' },
      idempotencyKey: 'k-1',
    });
    await impersonateUser('usr_dsp');
    const writes = vias.filter(([path]) => path !== '/v1/users/session');
    expect(writes).toEqual([
      ['/v1/reviews/rules', 'form'],
      [expect.stringMatching(/^\/v1\/reviews\/rules\/.+\/delete$/), 'form'],
      ['/v1/inventory', 'form'],
      ['/v1/users/invites', 'form'],
      ['/v1/users/usr_dsp/impersonate', 'form'],
    ]);
    // Each write is recorded as made in the console, none as a script's (`api`).
    const recorded = getDb().history.slice(before);
    expect(recorded.length).toBeGreaterThanOrEqual(5);
    expect(recorded.filter((e) => e.via === 'api')).toEqual([]);
  });
});

describe('a retry after a lost reply is the same request (MANY-SAVE-KEY, MANY-OUTCOME)', () => {
  it('Sign in as, tried again, is one session and one entry', async () => {
    await signInAs('admin');
    const signedInAs = () =>
      getDb().history.filter((e) => e.action === 'signed in as' && e.record.id === 'usr_dsp');
    const before = signedInAs().length;
    // Both sends lose their reply and nobody can say: the error stands, the key is kept for the
    // next press.
    outcomesUnknown();
    const lost = loseReplies('/users/usr_dsp/impersonate', 2);
    await expect(impersonateUser('usr_dsp')).rejects.toBeInstanceOf(NoAnswerError);
    const session = await impersonateUser('usr_dsp');
    expect(session.user.email).toBe('dsp@demo.test');
    expect(lost.keys).toHaveLength(3);
    expect(new Set(lost.keys).size).toBe(1);
    expect(signedInAs()).toHaveLength(before + 1);
  });

  it('Sign in as whose reply was lost is sent once more with its key and goes on with the first session', async () => {
    await signInAs('admin');
    const lost = loseReplies('/users/usr_dsp/impersonate');
    const session = await impersonateUser('usr_dsp');
    expect(session.user.email).toBe('dsp@demo.test');
    expect(getDb().sessions[session.token]?.userId).toBe('usr_dsp');
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
  });

  it('a deleted placement’s restore whose reply was lost is found done, not failed', async () => {
    const kept = listPlacements('acc_northwind')
      .map((p) => p.externalId)
      .filter(Boolean)
      .slice(1)
      .map((externalId) => row(externalId));
    const [gone] = listPlacements('acc_northwind').filter((p) => p.externalId);
    await importRows(kept, { fullSync: true, deleteIds: confirmedDeletes(kept) });
    await signInAs('ssp');
    const lost = loseReplies(`/placements/${gone!.id}/restore`);
    const restored = await new MutationObserver(queryClient, restorePlacementsMutation).mutate({
      ids: [gone!.id],
    });
    expect(restored).toBe(1);
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(listPlacements('acc_northwind').some((p) => p.id === gone!.id)).toBe(true);
    expect(getDb().history.filter((e) => e.action === 'restored')).toHaveLength(1);
  });
});
