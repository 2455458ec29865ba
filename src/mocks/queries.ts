// Reads and writes over the database that several handler areas share. Placements go through
// here because demo-scale rows are generated, not stored.
import { getDb } from '@/mocks/db';
import { getKnobs } from '@/mocks/knobs';
import { nextVersion } from '@/mocks/placement-versions';
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

/** Demo-scale row `index` as it is now: its override, or as generated; undefined once deleted. */
function generatedNow(id: string, index: number, db: DbState): PlacementRecord | undefined {
  const override = db.generatedPlacementOverrides[id];
  if (override === null) return undefined;
  return override ?? generatedPlacement(index);
}

export function findPlacement(id: string, db: DbState = getDb()): PlacementRecord | undefined {
  const stored = db.placements.find((placement) => placement.id === id);
  if (stored) return stored;
  const index = generatedPlacementIndex(id);
  if (index === null || !isGeneratedLive(index)) return undefined;
  return generatedNow(id, index, db);
}

/**
 * findPlacement for many ids: the stored placements indexed once, so looking up 100000 ids
 * is one pass over them, not one per id.
 */
export function placementFinder(
  db: DbState = getDb(),
): (id: string) => PlacementRecord | undefined {
  const stored = new Map(db.placements.map((placement) => [placement.id, placement]));
  return (id) => {
    const found = stored.get(id);
    if (found) return found;
    const index = generatedPlacementIndex(id);
    if (index === null || !isGeneratedLive(index)) return undefined;
    return generatedNow(id, index, db);
  };
}

/** Saves demo-scale row `index` as its override, one version on (BATCH-MERGE). */
export function saveGeneratedPlacement(
  placement: PlacementRecord,
  index: number,
  db: DbState,
): PlacementRecord {
  const saved = nextVersion(placement, generatedNow(placement.id, index, db), db);
  db.generatedPlacementOverrides[placement.id] = saved;
  return saved;
}

/**
 * Insert or replace a placement (a generated one is stored as an override), one version on,
 * the replaced record kept as an earlier version (BATCH-MERGE). Returns what was stored.
 */
export function savePlacement(placement: PlacementRecord, db: DbState = getDb()): PlacementRecord {
  const generated = generatedPlacementIndex(placement.id);
  if (generated !== null) return saveGeneratedPlacement(placement, generated, db);
  const index = db.placements.findIndex((existing) => existing.id === placement.id);
  const saved = nextVersion(placement, index === -1 ? undefined : db.placements[index], db);
  if (index === -1) db.placements.push(saved);
  else db.placements[index] = saved;
  return saved;
}

/** Deletes a placement; its earlier versions stay kept (the change history builds on them). */
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
