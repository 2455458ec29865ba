// DEMO-SCALE, HIST-SEED: `?demo-scale=N` adds N history entries that are never stored: merged
// newest first with the stored month, each named as its generated placement, an import's lines
// one transaction, every entry once when paged through by cursor.
import { setKnobs } from '@/mocks/knobs';
import { generatedPlacement } from '@/mocks/scale';
import type { HistoryEntry, HistoryPage } from '@/types/api';
import { call, DSP, SSP, tokenFor } from './helpers';

const SCALE = 300;

async function pages(token: string, query: string): Promise<HistoryEntry[]> {
  const all: HistoryEntry[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const { data } = await call<HistoryPage>(`/history?limit=37&${query}${suffix}`, { token });
    all.push(...data.entries);
    cursor = data.nextCursor;
  } while (cursor);
  return all;
}

describe('the change history at demo-scale', () => {
  beforeEach(() => setKnobs({ scale: SCALE }));

  it('pages through stored and scaled entries newest first, each once', async () => {
    const token = await tokenFor(SSP);
    const all = await pages(token, '');
    const ids = all.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('hist_scale_'))).toHaveLength(SCALE);
    expect(ids.some((id) => id.startsWith('hist_seed_'))).toBe(true);
    const times = all.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    const scaled = all.find((entry) => entry.id === 'hist_scale_000007')!;
    expect(scaled.record).toEqual({
      kind: 'placement',
      id: 'pl_scale_000007',
      name: generatedPlacement(7).name,
    });
    expect(scaled.changes[0]).toMatchObject({
      label: 'Bid floor CPM',
      newValue: generatedPlacement(7).bidFloorCpm,
    });
  });

  it('groups an import of scaled lines into one row with its size, and filters by name', async () => {
    const token = await tokenFor(SSP);
    const grouped = await pages(token, 'grouped=true&kind=placement');
    const imports = grouped.filter((entry) => entry.transactionId.startsWith('txn_scale_import_'));
    expect(imports.length).toBeGreaterThan(0);
    const first = imports.find((entry) => entry.transactionId === 'txn_scale_import_1')!;
    // Lines 25..49, every fourth: 28, 32, 36, 40, 44, 48.
    expect(first.transactionSize).toBe(6);
    const name = generatedPlacement(42).name;
    const found = await pages(token, `q=${encodeURIComponent(name)}`);
    expect(found.map((entry) => entry.record.id)).toEqual(['pl_scale_000042']);
  });

  it("gives a buyer none of a publisher's scaled entries", async () => {
    const all = await pages(await tokenFor(DSP), '');
    expect(all.some((entry) => entry.id.startsWith('hist_scale_'))).toBe(false);
  });
});
