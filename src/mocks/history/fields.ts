// What the change history says of each kind of record (HIST-RECORD): the fields it compares, each
// with its label and its value as a person reads it (`$5.00`, `Paused`, a venue type's name).
// A change is a field whose shown value (or, for a restorable one, raw value) differs; a secret (a
// key, a password) is compared on its raw value and recorded as changed without either value
// (HIST-SECRETS). `value` is what the record's save takes back for `Restore previous values`
// (HIST-RESTORE). Campaigns, placements and deals: src/mocks/history/trade-fields.ts.
import { formatFeePercent } from '@/lib/text/format';
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
import {
  inKindOrder,
  money,
  someOf,
  targetsText,
  yesNo,
  type FieldSpec,
} from '@/mocks/history/shown-values';
import { CAMPAIGN_FIELDS, DEAL_FIELDS, PLACEMENT_FIELDS } from '@/mocks/history/trade-fields';

/**
 * A protocol's settings that are secrets (BID-SECRET-WRITE-ONLY: `ownerKey`, `apiKey`): never
 * recorded with their values, only as changed.
 */
const SECRET_SETTING = /key|token|secret|password/i;

function protocolOf(b: BidderRecord): [string, Record<string, unknown>] {
  const [name, settings] = Object.entries(b.protocol)[0] ?? ['', {}];
  return [name, (settings ?? {}) as Record<string, unknown>];
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A protocol setting that is an amount of money (`minBidFloor`, `fixedCpm`): read as `$5.00`. */
const MONEY_SETTING = /cpm|floor|price/i;

const settingText = (value: unknown, key: string) => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && MONEY_SETTING.test(key)) return money(value);
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) return someOf(value.map(String));
  return String(value);
};

/**
 * Every setting of a bidder's protocol, by its path in the record (`protocol.Vast.url`): a
 * group of settings (`priceSettings`) gives one field per member, so each change of it is
 * recorded and restorable on its own.
 */
function settingPaths(record: BidderRecord, paths: Map<string, string>) {
  const [name, settings] = protocolOf(record);
  const walk = (group: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(group)) {
      if (isGroup(value)) walk(value, `${prefix}.${key}`);
      else paths.set(`${prefix}.${key}`, key);
    }
  };
  walk(settings, `protocol.${name}`);
}

function valueAt(record: BidderRecord, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (isGroup(node) ? node[part] : undefined), record);
}

/** A bidder's fields: its own, then each setting of its protocol (secrets without values). */
function bidderFields(before: BidderRecord | null, after: BidderRecord | null) {
  const settings = new Map<string, string>();
  for (const record of [before, after]) if (record) settingPaths(record, settings);
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
    {
      field: 'targets',
      label: 'Targeting',
      show: (b, db) => targetsText(b.targets, db),
      value: (b) => inKindOrder(b.targets),
    },
  ];
  for (const [path, key] of settings) {
    const read = (b: BidderRecord) => valueAt(b, path);
    const label = settingLabel(key);
    fields.push(
      SECRET_SETTING.test(key)
        ? { field: path, label, show: () => null, secret: read }
        : { field: path, label, show: (b) => settingText(read(b), key), value: read },
    );
  }
  return fields;
}

/** `apiKey` -> `API key`, `ownerKey` -> `Owner key`, `url` -> `URL`. */
function settingLabel(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const text = words.replace(/\b(api|url|id|ssp|dsp|cpm|vast)\b/g, (w) => w.toUpperCase());
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
  // The uploaded file's name: its address (`/v1/files/{id}/content`) would read `content`.
  {
    field: 'url',
    label: 'File',
    show: (c, db) =>
      db.files.find((file) => file.url === c.url)?.name ?? c.url.split('/').pop() ?? c.url,
    // The file's address: what `Restore previous file` sends back (CRE-RESTORE-FILE); a file
    // replaced by another of the same name is a change all the same.
    value: (c) => c.url,
  },
];

const USER_FIELDS: FieldSpec<UserRecord>[] = [
  { field: 'name', label: 'Name', show: (u) => u.name },
  { field: 'email', label: 'Email', show: (u) => u.email },
  { field: 'roles', label: 'Roles', show: (u) => someOf(u.roles) },
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
    // A list can change and read the same (a ZIP code swapped past the fifth): what the save
    // takes is compared too, so every change leaves its trace and can be restored.
    const rawChanged =
      spec.value !== undefined &&
      before &&
      after &&
      !sameRaw(spec.value(before), spec.value(after));
    if (old === now && !rawChanged) continue;
    const change: HistoryChange = { field: spec.field, label: spec.label, old, new: now };
    if (spec.value && before && after) {
      change.value = spec.value(before);
      change.newValue = spec.value(after);
    }
    changes.push(change);
  }
  return changes;
}
