// Reads and writes over the database that several handler areas share. Placements go through
// here because demo-scale rows are generated, not stored.
import { getDb } from '@/mocks/db';
import { getKnobs } from '@/mocks/knobs';
import type { AccountRecord, DbState, PlacementRecord, UserRecord } from '@/mocks/records';
import { generatedPlacement, generatedPlacementIndex, generatedPlacements } from '@/mocks/scale';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';

export function findAccount(id: string, db: DbState = getDb()): AccountRecord | undefined {
  return db.accounts.find((account) => account.id === id);
}

export function findUser(id: string, db: DbState = getDb()): UserRecord | undefined {
  return db.users.find((user) => user.id === id);
}

export function findUserByEmail(email: string, db: DbState = getDb()): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.users.find((user) => user.email.toLowerCase() === wanted);
}

function isGeneratedLive(index: number): boolean {
  return index <= getKnobs().scale;
}

/** Every placement, or one account's: stored ones, then demo-scale rows with their overrides. */
export function listPlacements(accountId?: string, db: DbState = getDb()): PlacementRecord[] {
  const stored = accountId
    ? db.placements.filter((placement) => placement.accountId === accountId)
    : [...db.placements];
  if (accountId && accountId !== ACCOUNT_IDS.northwind) return stored;
  const overrides = db.generatedPlacementOverrides;
  const hasOverrides = Object.keys(overrides).length > 0;
  for (const row of generatedPlacements(getKnobs().scale)) {
    if (!hasOverrides) {
      stored.push(row);
      continue;
    }
    const override = overrides[row.id];
    if (override === null) continue;
    stored.push(override ?? row);
  }
  return stored;
}

export function countPlacements(accountId: string, db: DbState = getDb()): number {
  let count = db.placements.filter((placement) => placement.accountId === accountId).length;
  if (accountId === ACCOUNT_IDS.northwind) {
    const scale = getKnobs().scale;
    const deleted = Object.entries(db.generatedPlacementOverrides).filter(([id, override]) => {
      const index = generatedPlacementIndex(id);
      return override === null && index !== null && index <= scale;
    }).length;
    count += scale - deleted;
  }
  return count;
}

export function findPlacement(id: string, db: DbState = getDb()): PlacementRecord | undefined {
  const stored = db.placements.find((placement) => placement.id === id);
  if (stored) return stored;
  const index = generatedPlacementIndex(id);
  if (index === null || !isGeneratedLive(index)) return undefined;
  const override = db.generatedPlacementOverrides[id];
  if (override === null) return undefined;
  return override ?? generatedPlacement(index);
}

/** Insert or replace a placement (a generated one is stored as an override). */
export function savePlacement(placement: PlacementRecord, db: DbState = getDb()): void {
  if (generatedPlacementIndex(placement.id) !== null) {
    db.generatedPlacementOverrides[placement.id] = placement;
    return;
  }
  const index = db.placements.findIndex((existing) => existing.id === placement.id);
  if (index === -1) db.placements.push(placement);
  else db.placements[index] = placement;
}

export function deletePlacement(id: string, db: DbState = getDb()): boolean {
  if (generatedPlacementIndex(id) !== null) {
    if (!findPlacement(id, db)) return false;
    db.generatedPlacementOverrides[id] = null;
    return true;
  }
  const before = db.placements.length;
  db.placements = db.placements.filter((placement) => placement.id !== id);
  return db.placements.length < before;
}

export function accountStats(
  accountId: string,
  db: DbState = getDb(),
): { campaigns: number; placements: number; users: number } {
  return {
    campaigns: db.campaigns.filter((campaign) => campaign.accountId === accountId).length,
    placements: countPlacements(accountId, db),
    users: db.users.filter((user) => user.accountId === accountId).length,
  };
}
