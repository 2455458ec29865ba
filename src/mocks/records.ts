// What the demo database stores. Records are the wire types plus the server-side fields a
// real backend would keep (owner account, password, timestamps); src/mocks/serializers.ts
// turns them back into wire shapes.
import type {
  AccountFees,
  AccountKind,
  AdomniProtocol,
  BatchJob,
  Bidder,
  BidderProtocol,
  BroadsignProtocol,
  Campaign,
  Clip,
  Creative,
  DealInput,
  HistoryEntry,
  InventoryFilters,
  Placement,
  ReportKind,
  Review,
  ReviewRule,
  Role,
} from '@/types/api';

export interface AccountRecord {
  id: string;
  name: string;
  kind: AccountKind;
  fees: AccountFees;
  createdAt: string;
}

export interface UserRecord {
  id: string;
  name: string;
  email: string;
  /** null until an invited user chooses a password through the invite link */
  password: string | null;
  roles: Role[];
  accountId: string;
  createdAt: string;
}

export interface SessionRecord {
  token: string;
  userId: string;
  createdAt: string;
  /** set when an admin signed in as this user */
  impersonatedBy?: string;
  /** The absolute end (AUTH-SESSION-LIFETIME); absent on sessions stored before lifetimes. */
  expiresAt?: string;
  /** Minutes without a call that end it (60, or `?demo-session-minutes`). */
  idleMinutes?: number;
}

/** An invite or recovery link's token (POST /users/invites, POST /users/forgot_password). */
export interface LinkTokenRecord {
  token: string;
  userId: string;
  purpose: 'invite' | 'recovery';
  createdAt: string;
  usedAt?: string;
}

/**
 * A bidder's protocol as stored (BID-SECRET-WRITE-ONLY): Adomni's and Broadsign's key in full,
 * which never leaves the mock API: toBidder (src/mocks/serializers.ts) answers its last four.
 */
export type StoredBidderProtocol =
  | Exclude<BidderProtocol, AdomniProtocol | BroadsignProtocol>
  | { Adomni: { ownerKey: string } }
  | { Broadsign: { apiKey: string } };

export interface BidderRecord extends Omit<Bidder, 'protocol'> {
  protocol: StoredBidderProtocol;
}

export interface CampaignRecord extends Campaign {
  accountId: string;
  createdAt: string;
  /**
   * Demo-only delivery history behind reports and statsLifetime: the last day the campaign
   * served (a paused campaign stopped early), or null for one that never ran. Not on the wire.
   */
  deliveredUntil: string | null;
}

export interface CreativeRecord extends Creative {
  accountId: string;
  createdAt: string;
}

export type ClipRecord = Clip;

export interface PlacementRecord extends Placement {
  accountId: string;
  createdAt: string;
  /**
   * 1 when created, one more on every save (src/mocks/placement-versions.ts). Seed and
   * demo-scale rows leave it out: a record without one is at version 1.
   */
  version?: number;
}

export interface ReviewRecord extends Review {
  publisherAccountId: string;
}

/** A publisher's auto-approval rule for one advertiser (POST /reviews/rules). */
export interface ReviewRuleRecord extends ReviewRule {
  publisherAccountId: string;
}

export interface ReportRecord {
  id: string;
  accountId: string;
  name: string;
  kind: ReportKind;
  description: string;
  /** for kind Campaign */
  campaignId?: string;
}

export interface SavedInventoryReportRecord {
  id: string;
  /** null: visible to every DSP account (the featured report of the DSP home) */
  accountId: string | null;
  name: string;
  description: string;
  filters: InventoryFilters;
  createdAt: string;
}

export interface FileRecord {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  /**
   * the demo server's URL of the bytes (`/v1/files/{id}/content`, kept apart: DEMO-STORAGE);
   * a data: URL in data stored before that, still shown as it is
   */
  url: string;
  accountId: string;
  uploadedAt: string;
}

export interface DebugSessionRecord {
  id: string;
  durationMinutes: number;
  bidderId?: string;
  publisherId?: string;
  startedAt: string;
  expiresAt: string;
  createdBy: string;
}

export interface BatchJobRecord extends BatchJob {
  id: string;
  accountId: string;
  createdAt: string;
}

/**
 * The first successful answer to a POST's `Idempotency-Key` (docs/api.md, "Wire conventions"):
 * a repeat with the same body gets it again and changes nothing; another body gets a 422.
 */
export interface IdempotentReplyRecord {
  /** `{user id} POST {path} {key}` (user id empty for a call without a session) */
  key: string;
  /** a hash of the request body (a multipart form's fields and files, not its boundary) */
  bodyHash: string;
  status: number;
  /** the body as first sent (a copy); absent when kept by `ref` (src/mocks/reply-refs.ts) */
  body?: string;
  ref?: ReplyRef;
  contentType: string | null;
  etag?: string;
  createdAt: string;
}

/** A kept reply that was a placement as stored: that version, proved by its ETag. */
export interface ReplyRef {
  collection: 'placements';
  id: string;
  version: number;
  etag: string;
}

/**
 * A private marketplace deal (DEAL-RECORD): the publisher's input plus what the server
 * keeps. `publisher` and `stats` are derived on the way out (src/mocks/deal-stats.ts).
 */
export interface DealRecord extends DealInput {
  id: string;
  dealId: string;
  /** the publisher account */
  accountId: string;
  createdAt: string;
  /**
   * Demo-only: the last day the deal had traffic before it was paused, or null while it runs
   * (its stats stop there). Not on the wire.
   */
  pausedOn: string | null;
}

/**
 * A change history entry as stored (HIST-RECORD): the wire entry and who may see it
 * (HIST-SCOPE). Append-only.
 */
export interface HistoryEntryRecord extends Omit<HistoryEntry, 'transactionSize' | 'restorable'> {
  /** The account whose people see it; null: Admins only (bidders, accounts, users, sign-ins). */
  accountId: string | null;
  /** The actor's account (a buyer reading a publisher's change sees that account's name). */
  actorAccountId: string;
  /** Buyer accounts that see it by the publisher's account name (a deal offered, a review). */
  buyerAccountIds?: string[];
}

/** A placement deleted by a Full DB Sync, kept 30 days for Restore (HIST-RESTORE-DELETED). */
export interface DeletedPlacementRecord {
  placement: PlacementRecord;
  deletedAt: string;
  /** the deletion's history entry */
  entryId: string;
}

export interface DbState {
  /** the local day the data was seeded on */
  seededOn: string;
  accounts: AccountRecord[];
  users: UserRecord[];
  /** bearer token -> session */
  sessions: Record<string, SessionRecord>;
  linkTokens: LinkTokenRecord[];
  bidders: BidderRecord[];
  campaigns: CampaignRecord[];
  creatives: CreativeRecord[];
  clips: ClipRecord[];
  placements: PlacementRecord[];
  /**
   * Edits (a record) and deletions (null) of demo-scale placements, which are generated on the
   * fly and never stored themselves (200000 rows would not fit in localStorage).
   */
  generatedPlacementOverrides: Record<string, PlacementRecord | null>;
  /**
   * Every placement's earlier versions, oldest first, each as it was stored (BATCH-MERGE): a
   * save appends the record it replaces. Append-only; a deletion keeps them.
   */
  placementVersions: PlacementRecord[];
  reviews: ReviewRecord[];
  deals: DealRecord[];
  /** publishers' auto-approval rules; the seed has none */
  reviewRules: ReviewRuleRecord[];
  reports: ReportRecord[];
  inventoryReports: SavedInventoryReportRecord[];
  files: FileRecord[];
  debugSessions: DebugSessionRecord[];
  batchJobs: BatchJobRecord[];
  /** the change history, oldest first (src/mocks/history/writer.ts) */
  history: HistoryEntryRecord[];
  /** placements deleted in the last 30 days, restorable (src/mocks/history/restore.ts) */
  deletedPlacements: DeletedPlacementRecord[];
  /** the last answers kept per Idempotency-Key, oldest first (src/mocks/idempotency.ts) */
  idempotentReplies: IdempotentReplyRecord[];
  /** whether the demo-hostile records are in the data */
  hostile: boolean;
}
