// The history calls of the contract suite (contract.test.ts runs them, so their statuses count
// in its coverage check): GET /history with each filter and each refusal, and
// POST /placements/{id}/restore of a placement a Full DB Sync deleted (HIST-RESTORE-DELETED).
import { expect } from 'vitest';
import { getDb } from '@/mocks/db';
import type { HistoryPage, Placement } from '@/types/api';
import { expectKeyReused, expectReply, signIn } from './mock-api';

export async function exerciseHistoryCalls(logins: { admin: string; dsp: string; ssp: string }) {
  const [admin, dsp, ssp] = await Promise.all([logins.admin, logins.dsp, logins.ssp].map(signIn));
  const first = await expectReply<HistoryPage>('getHistory', 200, {
    token: admin,
    query: 'limit=3',
  });
  expect(first.entries).toHaveLength(3);
  await expectReply('getHistory', 200, {
    token: admin,
    query: `limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`,
  });
  for (const query of [
    'kind=campaign&recordId=cmp_2',
    'grouped=true&limit=50',
    'action=paused&from=2020-01-01T00:00:00Z&to=2100-01-01T00:00:00Z',
    'q=cold&actor=usr_dsp',
  ]) {
    await expectReply('getHistory', 200, { token: dsp, query });
  }
  await expectReply('getHistory', 200, { token: ssp, query: 'kind=deal' });
  for (const query of [
    'kind=planet',
    'action=eaten',
    'from=yesterday',
    'cursor=%25',
    'limit=501',
  ]) {
    await expectReply('getHistory', 400, { token: dsp, query });
  }
  await expectReply('getHistory', 404, { token: dsp, query: 'kind=placement&recordId=pl_nw_001' });

  // A placement as a Full DB Sync leaves it: gone from the list, kept 30 days.
  const db = getDb();
  const placement = db.placements.find((candidate) => candidate.id === 'pl_nw_003')!;
  db.placements = db.placements.filter((candidate) => candidate !== placement);
  db.deletedPlacements.push({ placement, deletedAt: new Date().toISOString(), entryId: 'hist_x' });
  const restored = await expectKeyReused<Placement>(
    'restorePlacement',
    200,
    { token: ssp, params: { id: 'pl_nw_003' } },
    { body: { again: true }, brokenBody: true },
  );
  expect(restored.id).toBe('pl_nw_003');
  // Idempotent: a placement that is back is answered as it is.
  await expectReply('restorePlacement', 200, { token: ssp, params: { id: 'pl_nw_003' } });
  await expectReply('restorePlacement', 403, { token: dsp, params: { id: 'pl_nw_003' } });
  // Its external ID taken by another placement since: nothing is restored.
  const again = db.placements.find((candidate) => candidate.id === 'pl_nw_003')!;
  db.placements = db.placements.filter((candidate) => candidate !== again);
  db.deletedPlacements.push({
    placement: again,
    deletedAt: new Date().toISOString(),
    entryId: 'h',
  });
  db.placements.push({ ...again, id: 'pl_taker' });
  await expectReply('restorePlacement', 409, { token: ssp, params: { id: 'pl_nw_003' } });
  await expectReply('restorePlacement', 404, { token: ssp, params: { id: 'pl_unknown' } });
}
