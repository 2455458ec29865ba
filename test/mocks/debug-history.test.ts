// HIST-RECORD for a debug session (DBG-START-CALL): who started it, when and how is on the
// bidder's or publisher account's history, for Admins only (HIST-SCOPE); a retry with the same
// Idempotency-Key starts no second session and records nothing twice (HIST-RETRY-ONCE).
import { getDb } from '@/mocks/db';
import type { HistoryPage } from '@/types/api';
import { ADMIN, call, SSP, tokenFor } from './helpers';

const historyOf = async (kind: string, id: string, token: string) =>
  call<HistoryPage>(`/history?kind=${kind}&recordId=${id}`, { token });

describe('a debug session in the change history', () => {
  it("records a publisher's session on its account, with its minutes and ID, seen by Admins only", async () => {
    const admin = await tokenFor(ADMIN);
    const started = await call<{ session_id: string }>('/debug/session', {
      token: admin,
      body: { durationMinutes: 30, publisherId: 'acc_northwind' },
      headers: { 'X-Change-Via': 'form' },
    });
    expect(started.status).toBe(200);

    const [entry] = (await historyOf('account', 'acc_northwind', admin)).data.entries;
    expect(entry).toMatchObject({
      action: 'debug session started',
      via: 'form',
      actor: { name: 'Avery Admin' },
      onBehalfOf: null,
      record: { kind: 'account', id: 'acc_northwind', name: 'Northwind Screens' },
      changes: [
        { field: 'durationMinutes', label: 'Minutes', old: null, new: '30' },
        { field: 'sessionId', label: 'Session ID', old: null, new: started.data.session_id },
      ],
    });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);

    // The publisher's own people do not see the exchange's debugging of their traffic.
    const publisher = await call<HistoryPage>('/history?limit=500', { token: await tokenFor(SSP) });
    expect(publisher.status).toBe(200);
    expect(publisher.data.entries.map((e) => e.action)).not.toContain('debug session started');
  });

  it('answers a retry with the same Idempotency-Key with the first session and records it once', async () => {
    const admin = await tokenFor(ADMIN);
    const request = {
      token: admin,
      body: { durationMinutes: 10, bidderId: 'bid_vast' },
      headers: { 'Idempotency-Key': '00000000-0000-4000-8000-00000000d3b6' },
    };
    const first = await call<{ session_id: string }>('/debug/session', request);
    const again = await call<{ session_id: string }>('/debug/session', request);
    expect(again.data.session_id).toBe(first.data.session_id);
    expect(getDb().debugSessions).toHaveLength(1);
    const entries = (await historyOf('bidder', 'bid_vast', admin)).data.entries;
    expect(entries.filter((e) => e.action === 'debug session started')).toHaveLength(1);
  });
});
