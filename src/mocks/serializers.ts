// Records -> wire shapes of src/types/api.ts: server-side fields (passwords, owner accounts,
// demo bookkeeping) never leave the mock API.
import { getDb } from '@/mocks/db';
import { weeklyImpressions } from '@/mocks/delivery';
import { accountStats, findAccount, listPlacements } from '@/mocks/queries';
import type {
  AccountRecord,
  BidderRecord,
  CampaignRecord,
  CreativeRecord,
  DbState,
  PlacementRecord,
  ReviewRecord,
  ReviewRuleRecord,
  SessionRecord,
  UserRecord,
} from '@/mocks/records';
import { CITIES } from '@/mocks/seed/geo';
import type {
  Account,
  AccountSummary,
  AccountUser,
  Bidder,
  Campaign,
  Creative,
  InventoryScreen,
  Placement,
  Review,
  ReviewRule,
  Role,
  Session,
  TeamMember,
} from '@/types/api';

export function toAccount(account: AccountRecord, db: DbState = getDb()): Account {
  return { ...account, fees: { ...account.fees }, stats: accountStats(account.id, db) };
}

export function toSession(session: SessionRecord, user: UserRecord): Session {
  return {
    token: session.token,
    user: { id: user.id, name: user.name, email: user.email, account_id: user.accountId },
    roles: [...user.roles],
    ...(session.expiresAt ? { expiresAt: session.expiresAt } : {}),
    ...(session.idleMinutes ? { idleMinutes: session.idleMinutes } : {}),
  };
}

export function toAccountUser(user: UserRecord): AccountUser {
  return { id: user.id, name: user.name, email: user.email, roles: [...user.roles] };
}

/** The team list's single role: the most privileged one the user has. */
export function primaryRole(roles: readonly Role[]): Role | undefined {
  return (['Admin', 'DSP', 'SSP'] as const).find((role) => roles.includes(role));
}

export function toTeamMember(user: UserRecord): TeamMember & { id: string } {
  const role = primaryRole(user.roles);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    ...(role ? { role } : {}),
    // Invited, not signed up yet: no password chosen (SET-INVITE-WITHDRAW).
    ...(user.password === null ? { pending: true } : {}),
  };
}

/**
 * BID-SECRET-WRITE-ONLY: the last characters of a stored key that a reply may show: four, never
 * more than half of the key (`abcdef` -> `def`, `k` -> ``), so a short key is never answered whole.
 */
export function secretLast4(secret: string): string {
  const shown = Math.min(4, Math.floor(secret.length / 2));
  return shown === 0 ? '' : secret.slice(-shown);
}

/**
 * BID-SECRET-WRITE-ONLY: a bidder on the wire: its protocol's key (Adomni's ownerKey,
 * Broadsign's apiKey) answered as its last four only (`ownerKeyLast4`, `apiKeyLast4`).
 */
export function toBidder(bidder: BidderRecord): Bidder {
  const { protocol } = bidder;
  if ('Adomni' in protocol) {
    return {
      ...bidder,
      protocol: { Adomni: { ownerKeyLast4: secretLast4(protocol.Adomni.ownerKey) } },
    };
  }
  if ('Broadsign' in protocol) {
    return {
      ...bidder,
      protocol: { Broadsign: { apiKeyLast4: secretLast4(protocol.Broadsign.apiKey) } },
    };
  }
  return { ...bidder, protocol };
}

// CRE-RECORD: a creative on the wire (id, its account, name, url, mimeType, descriptor).
export function toCreative({ createdAt: _c, ...creative }: CreativeRecord): Creative {
  return creative;
}

export function toCampaign({
  deliveredUntil: _d,
  createdAt: _c,
  ...campaign
}: CampaignRecord): Campaign {
  return campaign;
}

/** The record with its `version` always said (BATCH-MERGE): one left out is 1. */
export function toPlacement(placement: PlacementRecord): Placement {
  return { ...placement, version: placement.version ?? 1 };
}

/** A review's or rule's publisher, as it is named now (its id when the account is gone). */
function publisherRef(id: string, db: DbState): AccountSummary {
  return { id, name: findAccount(id, db)?.name ?? id };
}

// REV-RECORD: a review on the wire (id, status, submittedAt, advertiser, publisher, campaign,
// creative, reason?, autoApproved?, decidedBy?, decidedAt?); the publisher as it is named now.
export function toReview(
  { publisherAccountId, ...review }: ReviewRecord,
  db: DbState = getDb(),
): Review {
  return { ...review, publisher: publisherRef(publisherAccountId, db) };
}

/** A rule names its publisher: an Admin's list holds every publisher's. */
export function toReviewRule(
  { publisherAccountId, ...rule }: ReviewRuleRecord,
  db: DbState = getDb(),
): ReviewRule {
  return { ...rule, publisher: publisherRef(publisherAccountId, db) };
}

function coordinates(placement: PlacementRecord): { latitude: number; longitude: number } | null {
  const { latitude, longitude, address } = placement.location;
  if (typeof latitude === 'number' && typeof longitude === 'number') return { latitude, longitude };
  // Address-only placements sit at their city's centre when the demo knows the city.
  const city = CITIES.find(
    (candidate) => candidate.city === address?.city && candidate.state === address.state,
  );
  return city ? { latitude: city.latitude, longitude: city.longitude } : null;
}

export function toInventoryScreen(
  placement: PlacementRecord,
  publisherName: string,
): InventoryScreen | null {
  const point = coordinates(placement);
  if (!point) return null;
  const address = placement.location.address;
  return {
    id: placement.id,
    name: placement.name,
    publisher: { id: placement.accountId, name: publisherName },
    venueType: placement.kind,
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
    latitude: point.latitude,
    longitude: point.longitude,
    floorCpm: placement.bidFloorCpm,
    weeklyImpressions: weeklyImpressions(placement),
    resolution: placement.capabilities?.resolution ?? '1920x1080',
    exampleSceneUrl: placement.location.exampleSceneUrl,
  };
}

/** The inventory: every placement open to programmatic partners that can be put on the map. */
export function listInventoryScreens(db: DbState = getDb()): InventoryScreen[] {
  const publisherNames = new Map<string, string>();
  const screens: InventoryScreen[] = [];
  for (const placement of listPlacements(undefined, db)) {
    if (placement.enableProgrammaticPartners === false) continue;
    let publisherName = publisherNames.get(placement.accountId);
    if (publisherName === undefined) {
      publisherName = findAccount(placement.accountId, db)?.name ?? placement.accountId;
      publisherNames.set(placement.accountId, publisherName);
    }
    const screen = toInventoryScreen(placement, publisherName);
    if (screen) screens.push(screen);
  }
  return screens;
}
