// demo-scale=N (DEMO-SCALE): N extra history entries, bid floor changes of the generated
// Northwind placements by Northwind's two people over the last 30 days (one import of 25 lines
// in four), so Activity can be tried at 100,000 entries. Never stored, never all built: entry i
// (1 = the newest) is known from its index, its cheap facts (time, person, path, transaction,
// name) without building it, the whole entry only when a page shows it.
import { formatMoney } from '@/lib/text/format';
import { NORTHWIND_PROFILE } from '@/mocks/seed/placements';
import { generatedPlacementId, generatedPlacementName, rowParts } from '@/mocks/scale';
import type { HistoryEntryRecord } from '@/mocks/records';

export const SCALED_PEOPLE = [
  { id: 'usr_ssp', name: 'Sam Publisher' },
  { id: 'usr_northwind_lee', name: 'Lee Okafor' },
] as const;
export const SCALED_ACCOUNT = NORTHWIND_PROFILE.accountId;
const SPAN_MS = 30 * 24 * 60 * 60 * 1000;
/** Entries of one import share a transaction: the lines of 25 indexes, every fourth one. */
export const LINES_PER_IMPORT = 25;

/** The time the scaled entries end at: fixed once per page (per count), so pages agree. */
let anchor: { count: number; now: number } | null = null;

function nowFor(count: number): number {
  if (anchor?.count !== count) anchor = { count, now: Date.now() };
  return anchor.now;
}

/** Entry i's time, in ms: the newest first, spread over 30 days. */
export function scaledAt(index: number, count: number): number {
  return nowFor(count) - Math.floor(((index - 1) / count) * SPAN_MS) - 60_000;
}

export const scaledSerial = (index: number) => String(index).padStart(6, '0');
export const scaledId = (index: number) => `hist_scale_${scaledSerial(index)}`;
export const isImported = (index: number) => index % 4 === 0;
export const importGroup = (index: number) => Math.floor(index / LINES_PER_IMPORT);
export const scaledPerson = (index: number) => SCALED_PEOPLE[index % SCALED_PEOPLE.length]!;

export function scaledTransaction(index: number): string {
  return isImported(index)
    ? `txn_scale_import_${importGroup(index)}`
    : `txn_scale_${scaledSerial(index)}`;
}

/** The generated placement's name, without its other draws. */
export const scaledName = generatedPlacementName;

/** The whole entry i. */
export function scaledEntry(index: number, count: number): HistoryEntryRecord {
  const parts = rowParts(index);
  const imported = isImported(index);
  const old = parts.bidFloorCpm + 0.5;
  return {
    id: scaledId(index),
    at: new Date(scaledAt(index, count)).toISOString(),
    actor: scaledPerson(index),
    onBehalfOf: null,
    via: imported ? 'import' : 'form',
    ...(imported ? { fileName: `northwind-screens-${importGroup(index)}.csv` } : {}),
    transactionId: scaledTransaction(index),
    record: { kind: 'placement', id: generatedPlacementId(index), name: scaledName(index) },
    action: 'updated',
    changes: [
      {
        field: 'bidFloorCpm',
        label: 'Bid floor CPM',
        old: formatMoney(old),
        new: formatMoney(parts.bidFloorCpm),
        value: old,
        newValue: parts.bidFloorCpm,
      },
    ],
    accountId: SCALED_ACCOUNT,
    actorAccountId: SCALED_ACCOUNT,
  };
}
