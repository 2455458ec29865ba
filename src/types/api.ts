// Wire shapes of the /v1 admin API (spec section 3 and decisions section 5).
// Tagged unions are externally tagged: {"OpenRtb": {...}}, {"AllowPlacements": [...]}.

export type Role = 'Admin' | 'DSP' | 'SSP';
export const ROLES: readonly Role[] = ['Admin', 'DSP', 'SSP'];

export interface SessionUser {
  id?: string;
  name: string;
  email: string;
  account_id: string;
}

export interface Session {
  token: string;
  user: SessionUser;
  roles: Role[];
}

export type AccountKind = 'Advertiser' | 'Publisher' | 'Exchange';

export interface AccountSummary {
  id: string;
  name: string;
}

export interface Account extends AccountSummary {
  kind: AccountKind;
  fees: { dsp: number };
  createdAt: string;
  stats: { campaigns: number; placements: number; users: number };
}

/** POST /accounts/{id}/update (and the account part of POST /accounts). */
export interface AccountUpdateBody {
  name: string;
  kind: AccountKind;
  fees: { dsp: number };
}

/** POST /accounts: the account and its owner, who is invited by e-mail. */
export interface AccountCreateBody extends AccountUpdateBody {
  owner: { name: string; email: string; role: Role };
}

export interface AccountUser {
  id: string;
  name: string;
  email: string;
  roles: Role[];
}

export interface TeamMember {
  name: string;
  email: string;
  role?: Role;
}

/** POST /users/invites. */
export interface InviteBody {
  email: string;
  role: Extract<Role, 'SSP' | 'DSP'>;
}

// Bidders
export type BidderProtocolName = 'Adomni' | 'Vast' | 'Broadsign' | 'OpenRtb' | 'Aniview';
export type NurlCallAction = 'BlockingOnWin' | 'DumbFireOnWin' | 'DumbFireOnPlay' | 'Skip';
export type BurlCallAction = 'DumbFireOnPlay' | 'Skip';
export type LurlCallAction = 'DumbFireOnLoss' | 'Skip';

export interface OpenRtbSettings {
  url: string;
  notifSettings: {
    nurl: { callAction: NurlCallAction; includeWinningPrice: boolean };
    burl: { callAction: BurlCallAction; includeWinningPrice: boolean };
    lurl: { callAction: LurlCallAction; excludeLossReason: boolean; includeWinningPrice: boolean };
  };
  doohMode: string; // 'OpenRtb2_6Objects' | `${product}Extension` | 'None'
  minBidFloor: number;
}

export interface VastSettings {
  url: string;
  priceSettings: { fixedCpm: number | null; cpmIncludesMultiplier: boolean };
  primaryIdType: 'AdId' | 'CreativeId';
}

export type BidderProtocol =
  | { Adomni: { ownerKey: string } }
  | { Vast: VastSettings }
  | { Broadsign: { apiKey: string } }
  | { OpenRtb: OpenRtbSettings }
  | { Aniview: Record<string, unknown> };

export type Target =
  | { AllowPlacements: string[] }
  | { AllowStates: string[] }
  | { AllowZips: string[] }
  | { AllowVenueTypes: number[] }
  | { AllowPublishers: string[] };

export interface BidderInput {
  name: string;
  protocol: BidderProtocol;
  budgets: { spendDaily: number };
  timeoutMs: number;
  sendRate: number;
  targets: Target[];
}

export interface Bidder extends BidderInput {
  id: string;
  isActive: boolean;
}

// Campaigns
export interface DayPart {
  weekday: number; // 0 = Monday
  hour: number; // 0-23
  bidCpmOverride: number | null;
}

export type DayPartFallbackStrategy = 'campaignDefault' | 'dayPartsOnly';

export interface CampaignSchedule {
  window: { dateStart: string; dateEnd: string };
  dayParts: DayPart[];
  dayPartFallbackStrategy: DayPartFallbackStrategy;
}

export interface CampaignAd {
  creative: Creative;
}

export interface CampaignInput {
  name: string;
  isPublished: boolean;
  bidCpm: number;
  budgets: { spendLifetime?: number; spendDaily?: number };
  enablePacing: boolean;
  schedule: CampaignSchedule;
  fees: { dsp: number; agency: number };
  targets: Target[];
  categories: string[];
  ads: CampaignAd[];
  contentClips?: string[];
}

export interface Campaign extends CampaignInput {
  id: string;
  accountId?: string;
  statsLifetime: { impressions: number; spend: number };
}

export interface CampaignListResponse {
  campaigns: Campaign[];
  snapshot_iframe_url: string;
}

// Creatives
export interface CreativeDescriptor {
  type: 'banner' | 'video';
  width: number;
  height: number;
  duration_secs?: number;
}

export interface Creative {
  id: string;
  name: string;
  url: string;
  mimeType: string;
  descriptor: CreativeDescriptor;
}

export interface CreativeListResponse {
  count: number;
  creatives: Creative[];
}

// Placements
export interface PlacementAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  zip: string;
}

export interface PlacementAudience {
  impressionMultiplier: number;
  dwellTimeSecs?: number | null;
  weeklyVisitors?: number | null;
  operatingHours: { weekday: number; hour: number }[];
}

export interface PlacementCapabilities {
  deviceMake?: string;
  deviceModel?: string;
  os?: string;
  osVersion?: string;
  userAgent?: string;
  resolution?: string; // "1920x1080"
  supportsAudio?: boolean;
}

export interface PlacementInput {
  name: string;
  externalId: string;
  kind: number; // OpenOOH venue enumeration id
  bidFloorCpm: number;
  location: {
    address?: PlacementAddress;
    latitude?: number | null;
    longitude?: number | null;
    exampleSceneUrl: string;
  };
  audience?: PlacementAudience;
  capabilities?: PlacementCapabilities;
  enableProgrammaticPartners?: boolean;
}

export interface Placement extends PlacementInput {
  id: string;
  placementKey: string;
  accountId: string;
}

export interface BatchImportRequest {
  rows: Record<string, string>[];
  defaults: Partial<PlacementInput>;
  fullSync: boolean;
  enableProgrammaticPartners: boolean;
}

export type BatchStatus = 'Pending' | 'Running' | 'Complete' | 'Failed';

export interface BatchJob {
  status: BatchStatus;
  total: number;
  processed: number;
  created: number;
  updated: number;
  deleted: number;
  failed: number;
  errors: { line: number; message: string }[];
  results: { line: number; id: string; placementKey: string; externalId: string }[];
}

// Content
export interface Clip {
  key: string;
  name: string;
  category: string;
  duration: string; // hh:mm:ss
  url: string;
  posterUrl: string;
  resolution: string;
}

// Reviews
export type ReviewStatus = 'Pending' | 'Approved' | 'Rejected';

export interface Review {
  id: string;
  status: ReviewStatus;
  submittedAt: string;
  advertiser: AccountSummary;
  campaign: { id: string; name: string };
  creative: Creative;
  reason?: string;
  /** approved by the publisher's auto-approval rule for the advertiser, not by a person */
  autoApproved?: boolean;
}

/** A publisher's auto-approval rule: creatives from this advertiser are approved on arrival. */
export interface ReviewRule {
  id: string;
  advertiser: AccountSummary;
  createdAt: string;
}

// Reports
export type ReportKind = 'Campaign' | 'AllCampaigns' | 'AllPlacements';

export interface ReportSummary {
  id: string;
  name: string;
  kind: ReportKind;
  description: string;
  /** kind Campaign only: the campaign reported on (how its detail screen finds the report) */
  campaignId?: string;
}

export interface ReportRow {
  date: string; // YYYY-MM-DD
  impressions: number;
  plays: number;
  spend: number;
}

export interface ReportBreakdownRow {
  key: string;
  label: string;
  impressions: number;
  plays: number;
  spend: number;
}

export interface Report extends ReportSummary {
  currency: string;
  rows: ReportRow[];
  totals: { impressions: number; plays: number; spend: number };
  breakdowns: {
    byVenueType: ReportBreakdownRow[];
    byState: ReportBreakdownRow[];
    byItem: ReportBreakdownRow[];
  };
}

// Inventory
export interface InventoryScreen {
  id: string;
  name: string;
  publisher: AccountSummary;
  venueType: number;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  floorCpm: number;
  weeklyImpressions: number;
  resolution: string;
  exampleSceneUrl: string;
}

export interface InventoryFilters {
  states: string[];
  venueTypes: number[];
  publishers: string[];
  q: string;
}

export interface InventorySummary {
  screens: number;
  publishers: number;
  weeklyImpressions: number;
  avgFloorCpm: number;
}

export interface InventoryResult {
  summary: InventorySummary;
  screens: InventoryScreen[];
}

export interface InventoryReport extends InventoryResult {
  id: string;
  name: string;
  description: string;
  filters: InventoryFilters;
}

// Debug and sandbox
export interface DebugSessionRequest {
  durationMinutes: number;
  bidderId?: string;
  publisherId?: string;
}

export type SandboxBidStatus = 'Won' | 'Lost' | 'NoBid' | 'Timeout' | 'Filtered';

export interface SandboxBid {
  bidderId: string;
  bidderName: string;
  status: SandboxBidStatus;
  cpm?: number;
  latencyMs: number;
  reason?: string;
}

export interface SandboxResult {
  requestId: string;
  durationMs: number;
  bids: SandboxBid[];
  winner?: { bidderId: string; cpm: number; creative: Creative };
}
