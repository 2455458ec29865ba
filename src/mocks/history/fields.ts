// What the change history says of each kind of record (HIST-RECORD): the fields it compares, each
// with its label and its value as a person reads it (`$5.00`, `Paused`, a venue type's name).
// A change is a field whose shown value differs; a secret (a key, a password) is compared on its
// raw value and recorded as changed without either value (HIST-SECRETS). `value` is what the
// record's save takes back for `Restore previous values` (HIST-RESTORE).
import { venueTypeById } from '@/data/venue-types';
import { formatFeePercent, formatMoney } from '@/lib/text/format';
import type {
  AccountRecord,
  BidderRecord,
  CampaignRecord,
  CreativeRecord,
  DbState,
  DealRecord,
  PlacementRecord,
  UserRecord,
} from '@/mocks/records';
import type { HistoryChange } from '@/types/api';

export interface FieldSpec<T> {
  field: string;
  label: string;
  show: (record: T, db: DbState) => string | null;
  /** Compared on its raw value, recorded as changed without values. */
  secret?: (record: T) => unknown;
  /** What the record's save takes for this field (Restore previous values); none: not restored. */
  value?: (record: T) => unknown;
}

const onOff = (on: boolean | undefined) => (on ? 'On' : 'Off');
const yesNo = (yes: boolean | undefined) => (yes ? 'Yes' : 'No');
const money = (dollars: number | undefined | null) =>
  dollars === undefined || dollars === null ? null : formatMoney(dollars);
const day = (stamp: string | undefined) => (stamp ? stamp.slice(0, 10) : null);
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const listed = (items: readonly string[] | undefined) =>
  items && items.length > 0 ? items.join(', ') : null;

const CAMPAIGN_FIELDS: FieldSpec<CampaignRecord>[] = [
  { field: 'name', label: 'Campaign name', show: (c) => c.name, value: (c) => c.name },
  { field: 'isPublished', label: 'Status', show: (c) => (c.isPublished ? 'Active' : 'Paused') },
  { field: 'bidCpm', label: 'Bid CPM', show: (c) => money(c.bidCpm), value: (c) => c.bidCpm },
  {
    field: 'budgets.spendLifetime',
    label: 'Lifetime budget',
    show: (c) => money(c.budgets.spendLifetime),
    value: (c) => c.budgets.spendLifetime ?? null,
  },
  {
    field: 'budgets.spendDaily',
    label: 'Daily budget',
    show: (c) => money(c.budgets.spendDaily),
    value: (c) => c.budgets.spendDaily ?? null,
  },
  {
    field: 'enablePacing',
    label: 'Pacing',
    show: (c) => onOff(c.enablePacing),
    value: (c) => c.enablePacing,
  },
  {
    field: 'schedule.window.dateStart',
    label: 'Start',
    show: (c) => day(c.schedule.window.dateStart),
    value: (c) => c.schedule.window.dateStart,
  },
  {
    field: 'schedule.window.dateEnd',
    label: 'End',
    show: (c) => day(c.schedule.window.dateEnd),
    value: (c) => c.schedule.window.dateEnd,
  },
  {
    field: 'schedule.dayParts',
    label: 'Day-parts',
    show: (c) => count(c.schedule.dayParts.length, 'day-part', 'day-parts'),
  },
  {
    field: 'fees.dsp',
    label: 'DSP fee',
    show: (c) => formatFeePercent(c.fees.dsp),
    value: (c) => c.fees.dsp,
  },
  {
    field: 'fees.agency',
    label: 'Agency fee',
    show: (c) => formatFeePercent(c.fees.agency),
    value: (c) => c.fees.agency,
  },
  { field: 'targets', label: 'Targeting', show: (c) => count(c.targets.length, 'rule', 'rules') },
  { field: 'categories', label: 'IAB categories', show: (c) => listed(c.categories) },
  {
    field: 'ads',
    label: 'Ad creatives',
    show: (c) => listed(c.ads.map((ad) => ad.creative.name)),
  },
  { field: 'dealsOnly', label: 'Deals only', show: (c) => yesNo(c.dealsOnly) },
];

const address = (p: PlacementRecord) => {
  const a = p.location.address;
  return a ? [a.line1, a.line2, a.city, a.state, a.zip].filter(Boolean).join(', ') || null : null;
};

const PLACEMENT_FIELDS: FieldSpec<PlacementRecord>[] = [
  { field: 'name', label: 'Placement name', show: (p) => p.name, value: (p) => p.name },
  { field: 'externalId', label: 'External ID', show: (p) => p.externalId || null },
  {
    field: 'bidFloorCpm',
    label: 'Bid floor CPM',
    show: (p) => money(p.bidFloorCpm),
    value: (p) => p.bidFloorCpm,
  },
  {
    field: 'kind',
    label: 'Venue type',
    show: (p) => venueTypeById(p.kind)?.label ?? String(p.kind),
    value: (p) => p.kind,
  },
  { field: 'location.address', label: 'Address', show: address },
  {
    field: 'location.coordinates',
    label: 'Coordinates',
    show: (p) =>
      p.location.latitude == null || p.location.longitude == null
        ? null
        : `${p.location.latitude}, ${p.location.longitude}`,
  },
  {
    field: 'enableProgrammaticPartners',
    label: 'Programmatic partners',
    show: (p) => onOff(p.enableProgrammaticPartners),
  },
];

const DEAL_FIELDS: FieldSpec<DealRecord>[] = [
  { field: 'name', label: 'Deal name', show: (d) => d.name, value: (d) => d.name },
  { field: 'isActive', label: 'Status', show: (d) => (d.isActive ? 'Active' : 'Paused') },
  {
    field: 'auctionType',
    label: 'Auction',
    show: (d) => (d.auctionType === 'FixedPrice' ? 'Fixed price' : 'First price'),
  },
  {
    field: 'floorCpm',
    label: 'Floor CPM',
    show: (d) => money(d.floorCpm),
    value: (d) => d.floorCpm,
  },
  {
    field: 'priority',
    label: 'Priority',
    show: (d) => String(d.priority),
    value: (d) => d.priority,
  },
  {
    field: 'seats',
    label: 'Buyers',
    show: (d, db) => listed(d.seats.map((s) => db.accounts.find((a) => a.id === s)?.name ?? s)),
  },
  {
    field: 'window.dateStart',
    label: 'Start',
    show: (d) => day(d.window.dateStart),
    value: (d) => d.window.dateStart,
  },
  {
    field: 'window.dateEnd',
    label: 'End',
    show: (d) => day(d.window.dateEnd),
    value: (d) => d.window.dateEnd,
  },
  { field: 'placements', label: 'Placements', show: (d) => String(d.placements?.length ?? 0) },
  {
    field: 'venueTypes',
    label: 'Venue types',
    show: (d) => listed((d.venueTypes ?? []).map((v) => venueTypeById(v)?.label ?? String(v))),
  },
  { field: 'states', label: 'States', show: (d) => listed(d.states) },
  {
    field: 'dayParts',
    label: 'Day-parts',
    show: (d) => count(d.dayParts.length, 'day-part', 'day-parts'),
  },
];

/** The fields of a deal that the buyers it is offered to see change (HIST-SCOPE). */
export const DEAL_FIELDS_FOR_BUYERS: ReadonlySet<string> = new Set([
  'isActive',
  'floorCpm',
  'window.dateStart',
  'window.dateEnd',
]);

/**
 * A protocol's settings that are secrets (BID-SECRET-WRITE-ONLY: `ownerKey`, `apiKey`): never
 * recorded with their values, only as changed.
 */
const SECRET_SETTING = /key|token|secret|password/i;

function protocolOf(b: BidderRecord): [string, Record<string, unknown>] {
  const [name, settings] = Object.entries(b.protocol)[0] ?? ['', {}];
  return [name, (settings ?? {}) as Record<string, unknown>];
}

const settingText = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : String(value);

/** A bidder's fields: its own, then each setting of its protocol (secrets without values). */
function bidderFields(before: BidderRecord | null, after: BidderRecord | null) {
  const settings = new Set<string>();
  for (const record of [before, after]) {
    if (record) for (const key of Object.keys(protocolOf(record)[1])) settings.add(key);
  }
  const fields: FieldSpec<BidderRecord>[] = [
    { field: 'name', label: 'Bidder Name', show: (b) => b.name, value: (b) => b.name },
    { field: 'isActive', label: 'Status', show: (b) => (b.isActive ? 'Active' : 'Paused') },
    { field: 'protocol', label: 'Protocol', show: (b) => protocolOf(b)[0] },
    {
      field: 'budgets.spendDaily',
      label: 'Daily budget',
      show: (b) => money(b.budgets.spendDaily),
      value: (b) => b.budgets.spendDaily,
    },
    {
      field: 'timeoutMs',
      label: 'Timeout',
      show: (b) => `${b.timeoutMs} ms`,
      value: (b) => b.timeoutMs,
    },
    {
      field: 'sendRate',
      label: 'Send rate',
      show: (b) => `${Math.round(b.sendRate * 100)}%`,
      value: (b) => b.sendRate,
    },
    { field: 'targets', label: 'Targeting', show: (b) => count(b.targets.length, 'rule', 'rules') },
  ];
  for (const key of settings) {
    const read = (b: BidderRecord) => protocolOf(b)[1][key];
    fields.push(
      SECRET_SETTING.test(key)
        ? { field: `protocol.${key}`, label: settingLabel(key), show: () => null, secret: read }
        : { field: `protocol.${key}`, label: settingLabel(key), show: (b) => settingText(read(b)) },
    );
  }
  return fields;
}

/** `apiKey` -> `API key`, `ownerKey` -> `Owner key`, `url` -> `URL`. */
function settingLabel(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const text = words.replace(/\b(api|url|id|ssp|dsp)\b/g, (w) => w.toUpperCase());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ACCOUNT_FIELDS: FieldSpec<AccountRecord>[] = [
  { field: 'name', label: 'Account name', show: (a) => a.name, value: (a) => a.name },
  { field: 'kind', label: 'Type', show: (a) => a.kind },
  {
    field: 'fees.dsp',
    label: 'DSP fee',
    show: (a) => formatFeePercent(a.fees.dsp),
    value: (a) => a.fees.dsp,
  },
];

const CREATIVE_FIELDS: FieldSpec<CreativeRecord>[] = [
  { field: 'name', label: 'Name', show: (c) => c.name },
  { field: 'url', label: 'File', show: (c) => c.url.split('/').pop() ?? c.url },
];

const USER_FIELDS: FieldSpec<UserRecord>[] = [
  { field: 'name', label: 'Name', show: (u) => u.name },
  { field: 'email', label: 'Email', show: (u) => u.email },
  { field: 'roles', label: 'Roles', show: (u) => listed(u.roles) },
  { field: 'password', label: 'Password', show: () => null, secret: (u) => u.password },
];

interface Named {
  name: string;
}

const NAME_ONLY: FieldSpec<Named>[] = [{ field: 'name', label: 'Name', show: (r) => r.name }];

export interface KindRecords {
  campaign: CampaignRecord;
  placement: PlacementRecord;
  deal: DealRecord;
  bidder: BidderRecord;
  account: AccountRecord;
  creative: CreativeRecord;
  user: UserRecord;
  report: Named;
  inventoryReport: Named;
  reviewRule: Named;
}

export type HistoryKind = keyof KindRecords;

function fieldsOf<K extends HistoryKind>(
  kind: K,
  before: KindRecords[K] | null,
  after: KindRecords[K] | null,
): FieldSpec<KindRecords[K]>[] {
  const table: { [Kind in HistoryKind]?: FieldSpec<KindRecords[Kind]>[] } = {
    campaign: CAMPAIGN_FIELDS,
    placement: PLACEMENT_FIELDS,
    deal: DEAL_FIELDS,
    account: ACCOUNT_FIELDS,
    creative: CREATIVE_FIELDS,
    user: USER_FIELDS,
  };
  if (kind === 'bidder') {
    return bidderFields(before as BidderRecord | null, after as BidderRecord | null) as never;
  }
  return (table[kind] ?? NAME_ONLY) as FieldSpec<KindRecords[K]>[];
}

const sameRaw = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed fields between two states of a record (null: it did not exist), in the table's
 * order. A created record lists its fields' values with `old` null.
 */
export function changesBetween<K extends HistoryKind>(
  kind: K,
  before: KindRecords[K] | null,
  after: KindRecords[K] | null,
  db: DbState,
): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const spec of fieldsOf(kind, before, after)) {
    if (spec.secret) {
      const was = before ? spec.secret(before) : undefined;
      const now = after ? spec.secret(after) : undefined;
      if (!sameRaw(was ?? null, now ?? null)) {
        changes.push({ field: spec.field, label: spec.label, old: null, new: null, secret: true });
      }
      continue;
    }
    const old = before ? spec.show(before, db) : null;
    const now = after ? spec.show(after, db) : null;
    if (old === now) continue;
    const change: HistoryChange = { field: spec.field, label: spec.label, old, new: now };
    if (spec.value && before && after) {
      change.value = spec.value(before);
      change.newValue = spec.value(after);
    }
    changes.push(change);
  }
  return changes;
}
