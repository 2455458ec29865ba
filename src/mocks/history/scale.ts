// demo-scale=N (DEMO-SCALE): N extra history entries, bid floor changes of the generated
// Northwind placements by Northwind's two people over the last 30 days, so Activity can be tried
// at 100,000 entries. Generated from their index on first use and never stored, like the rows.
import { formatMoney } from '@/lib/text/format';
import { CITIES } from '@/mocks/seed/geo';
import { NORTHWIND_PROFILE } from '@/mocks/seed/placements';
import { generatedPlacementId, rowParts } from '@/mocks/scale';
import type { HistoryEntryRecord } from '@/mocks/records';

const PEOPLE = [
  { id: 'usr_ssp', name: 'Sam Publisher' },
  { id: 'usr_northwind_lee', name: 'Lee Okafor' },
] as const;
const SPAN_MS = 30 * 24 * 60 * 60 * 1000;
/** Entries of one import share a transaction: 25 lines a file. */
const LINES_PER_IMPORT = 25;

let cache: { count: number; entries: HistoryEntryRecord[]; at: number } | null = null;

function scaledEntry(index: number, now: number, count: number): HistoryEntryRecord {
  const parts = rowParts(index);
  const city = CITIES[parts.cityIndex] as (typeof CITIES)[number];
  const name = `${city.city} ${parts.venue.label} ${parts.serial}`;
  const person = PEOPLE[index % PEOPLE.length]!;
  const imported = index % 4 === 0;
  const group = Math.floor(index / LINES_PER_IMPORT);
  const at = new Date(now - Math.floor(((index - 1) / count) * SPAN_MS) - 60_000).toISOString();
  const old = parts.bidFloorCpm + 0.5;
  return {
    id: `hist_scale_${parts.serial}`,
    at,
    actor: person,
    onBehalfOf: null,
    via: imported ? 'import' : 'form',
    ...(imported ? { fileName: `northwind-screens-${group}.csv` } : {}),
    transactionId: imported ? `txn_scale_import_${group}` : `txn_scale_${parts.serial}`,
    record: { kind: 'placement', id: generatedPlacementId(index), name },
    action: 'updated',
    changes: [
      {
        field: 'bidFloorCpm',
        label: 'Bid floor CPM',
        old: formatMoney(old),
        new: formatMoney(parts.bidFloorCpm),
        value: old,
      },
    ],
    accountId: NORTHWIND_PROFILE.accountId,
    actorAccountId: NORTHWIND_PROFILE.accountId,
  };
}

/** The N scaled entries (oldest last), the same for the page's life. */
export function scaledHistory(count: number): readonly HistoryEntryRecord[] {
  if (count <= 0) return [];
  if (cache?.count !== count) {
    const now = Date.now();
    const entries = new Array<HistoryEntryRecord>(count);
    for (let index = 1; index <= count; index += 1)
      entries[index - 1] = scaledEntry(index, now, count);
    cache = { count, entries, at: now };
  }
  return cache.entries;
}
