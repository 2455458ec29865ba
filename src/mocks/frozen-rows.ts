// Under Vitest the stored rows of REPLACED_ROW_COLLECTIONS are frozen, deep, whenever the
// database is seeded or saved. The demo's storage compares those rows by identity to find the
// parts a write changed (src/mocks/db-storage.ts), so a handler that changed one in place would
// leave the stored copy stale: here it throws instead, and its tests fail.
import { REPLACED_ROW_COLLECTIONS } from '@/mocks/db-storage';
import type { DbState } from '@/mocks/records';

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const field of Object.values(value)) deepFreeze(field);
}

/** Freeze the rows that must never change in place (tests only: a no-op in a build). */
export function freezeReplacedRows(state: DbState): void {
  if (import.meta.env.MODE !== 'test') return;
  for (const name of REPLACED_ROW_COLLECTIONS) {
    for (const row of state[name]) deepFreeze(row);
  }
}
