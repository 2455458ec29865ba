// Form values <-> the wire body of POST /bidders and POST /bidders/{id}/update (BID-BODY):
// the protocol keyed by its name holding its settings, budgets.spendDaily, timeoutMs, sendRate
// with two decimals and targets with AllowPlacements only when placement ids were given.
// BID-SECRET-WRITE-ONLY: a protocol's key is read as its last four (kept) and sent only when
// typed: new, or replacing the saved one.
import { typedAmount, type CheckedAmount } from '@/components/form/amount-check';
import { parseNumberText } from '@/lib/text/number-text';
import { BOUND_LABELS as L, cleanText } from '@/rules/field-bounds';
import type {
  Bidder,
  BidderInput,
  BidderProtocolInput,
  OpenRtbSettings,
  Target,
  VastSettings,
} from '@/types/api';
import { isKeptSecret, keptSecret, type SecretValue } from '@/lib/saving/secret-value';
import type {
  BidderProtocolName,
  BurlCallAction,
  LurlCallAction,
  NurlCallAction,
} from '@/types/wire';
import type { BidderFormValues } from '@/features/bidders/bidder-schema';
import { joinIds, splitIds } from '@/lib/text/ids';
import {
  BIDDER_DEFAULTS,
  OPENRTB_DEFAULTS,
  protocolName,
  protocolSettings,
  VAST_DEFAULTS,
} from '@/rules/bidder-protocols';

/** A validated field's number (FORM-NUMBER-TEXT: plain decimal text only). */
function toNumber(value: string | number): number {
  return typeof value === 'number' ? value : (parseNumberText(value) ?? Number.NaN);
}

/** BID-SEND-RATE-DECIMALS: two decimals, as the wire wants the send rate. */
export function roundSendRate(value: string | number): number {
  return Math.round(toNumber(value) * 100) / 100;
}

/** FORM-MONEY-CONFIRM: the bidder's amounts to ask about once before the save. */
export function bidderAmounts(
  protocol: BidderProtocolName,
  values: BidderFormValues,
  base: BidderFormValues,
): CheckedAmount[] {
  return [
    typedAmount(L.bidderBudget, 'budget', values.spendDaily, base.spendDaily),
    ...(protocol === 'Vast'
      ? [
          typedAmount(
            L.fixedCpm,
            'cpm',
            values.Vast.priceSettings.fixedCpm,
            base.Vast.priceSettings.fixedCpm,
          ),
        ]
      : []),
    ...(protocol === 'OpenRtb'
      ? [typedAmount(L.minBidFloor, 'cpm', values.OpenRtb.minBidFloor, base.OpenRtb.minBidFloor)]
      : []),
  ];
}

/** The form of a new bidder: BID-DEFAULTS, and BID-RTB-DEFAULTS for every protocol. */
export function defaultBidderFormValues(): BidderFormValues {
  const rtb = OPENRTB_DEFAULTS.notifSettings;
  return {
    name: '',
    spendDaily: String(BIDDER_DEFAULTS.spendDaily),
    timeoutMs: String(BIDDER_DEFAULTS.timeoutMs),
    sendRate: BIDDER_DEFAULTS.sendRate.toFixed(2),
    placementIds: '',
    Adomni: { ownerKey: '' },
    Vast: {
      url: VAST_DEFAULTS.url,
      priceSettings: {
        fixedCpm: '',
        cpmIncludesMultiplier: VAST_DEFAULTS.priceSettings.cpmIncludesMultiplier,
      },
      primaryIdType: VAST_DEFAULTS.primaryIdType,
    },
    Broadsign: { apiKey: '' },
    OpenRtb: {
      url: OPENRTB_DEFAULTS.url,
      notifSettings: {
        nurl: { ...rtb.nurl },
        burl: { ...rtb.burl },
        lurl: { ...rtb.lurl },
      },
      doohMode: OPENRTB_DEFAULTS.doohMode,
      minBidFloor: String(OPENRTB_DEFAULTS.minBidFloor),
    },
  };
}

function str(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function num(value: unknown, fallback: string): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : fallback;
}

function obj(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function allowedPlacements(targets: readonly Target[] | undefined): string[] {
  const ids: string[] = [];
  for (const target of targets ?? []) {
    if ('AllowPlacements' in target) ids.push(...target.AllowPlacements);
  }
  return ids;
}

/** BID-SECRET-WRITE-ONLY: the saved key by its last four; none answered: a key to type. */
function savedKey(last4: unknown): SecretValue {
  return typeof last4 === 'string' ? keptSecret(last4) : '';
}

/** BID-SECRET-WRITE-ONLY: `{ [name]: key }` when a key was typed; nothing keeps the saved one. */
function typedKey<K extends string>(name: K, value: SecretValue): Partial<Record<K, string>> {
  return isKeptSecret(value) ? {} : ({ [name]: value.trim() } as Partial<Record<K, string>>);
}

/** An existing bidder as form values (the edit form; BID-ANIVIEW: common fields only). */
export function bidderToFormValues(bidder: Bidder): BidderFormValues {
  const values = defaultBidderFormValues();
  values.name = bidder.name;
  values.spendDaily = num(bidder.budgets?.spendDaily, values.spendDaily);
  values.timeoutMs = num(bidder.timeoutMs, values.timeoutMs);
  values.sendRate =
    typeof bidder.sendRate === 'number' ? bidder.sendRate.toFixed(2) : values.sendRate;
  values.placementIds = joinIds(splitIds(allowedPlacements(bidder.targets).join(' ')));

  const name = protocolName(bidder.protocol);
  const settings = protocolSettings(bidder.protocol);
  if (name === 'Adomni') {
    values.Adomni.ownerKey = savedKey(settings.ownerKeyLast4);
  } else if (name === 'Broadsign') {
    values.Broadsign.apiKey = savedKey(settings.apiKeyLast4);
  } else if (name === 'Vast') {
    const price = obj(settings.priceSettings);
    values.Vast = {
      url: str(settings.url, ''),
      priceSettings: {
        fixedCpm: num(price.fixedCpm, ''),
        cpmIncludesMultiplier: bool(price.cpmIncludesMultiplier, false),
      },
      primaryIdType: str(settings.primaryIdType, VAST_DEFAULTS.primaryIdType),
    };
  } else if (name === 'OpenRtb') {
    const notif = obj(settings.notifSettings);
    const nurl = obj(notif.nurl);
    const burl = obj(notif.burl);
    const lurl = obj(notif.lurl);
    const d = values.OpenRtb.notifSettings;
    values.OpenRtb = {
      url: str(settings.url, ''),
      notifSettings: {
        nurl: {
          callAction: str(nurl.callAction, d.nurl.callAction),
          includeWinningPrice: bool(nurl.includeWinningPrice, false),
        },
        burl: {
          callAction: str(burl.callAction, d.burl.callAction),
          includeWinningPrice: bool(burl.includeWinningPrice, false),
        },
        lurl: {
          callAction: str(lurl.callAction, d.lurl.callAction),
          excludeLossReason: bool(lurl.excludeLossReason, false),
          includeWinningPrice: bool(lurl.includeWinningPrice, false),
        },
      },
      doohMode: str(settings.doohMode, values.OpenRtb.doohMode),
      minBidFloor: num(settings.minBidFloor, values.OpenRtb.minBidFloor),
    };
  }
  return values;
}

function vastSettings(v: BidderFormValues['Vast']): VastSettings {
  const fixed = String(v.priceSettings.fixedCpm ?? '').trim();
  return {
    url: v.url.trim(),
    priceSettings: {
      fixedCpm: fixed === '' ? null : toNumber(fixed),
      cpmIncludesMultiplier: v.priceSettings.cpmIncludesMultiplier,
    },
    primaryIdType: v.primaryIdType as VastSettings['primaryIdType'],
  };
}

function openRtbSettings(v: BidderFormValues['OpenRtb']): OpenRtbSettings {
  const n = v.notifSettings;
  return {
    url: v.url.trim(),
    notifSettings: {
      nurl: {
        callAction: n.nurl.callAction as NurlCallAction,
        includeWinningPrice: n.nurl.includeWinningPrice,
      },
      burl: {
        callAction: n.burl.callAction as BurlCallAction,
        includeWinningPrice: n.burl.includeWinningPrice,
      },
      lurl: {
        callAction: n.lurl.callAction as LurlCallAction,
        excludeLossReason: n.lurl.excludeLossReason,
        includeWinningPrice: n.lurl.includeWinningPrice,
      },
    },
    // One of DOOH_MODES (the schema checks it): `{product}Extension` is the contract's
    // MarqueeExtension under the default VITE_PRODUCT_NAME.
    doohMode: v.doohMode as OpenRtbSettings['doohMode'],
    minBidFloor: toNumber(v.minBidFloor),
  };
}

function protocolBody(
  protocol: BidderProtocolName,
  values: BidderFormValues,
  existing: Bidder | undefined,
): BidderProtocolInput {
  // BID-EDIT-KEEPS: settings the form does not show (a newer server's fields) are kept on an
  // edited bidder; BID-SECRET-WRITE-ONLY: but never the read-only last four of its key.
  const {
    ownerKeyLast4: _owner,
    apiKeyLast4: _api,
    ...kept
  } = existing && protocolName(existing.protocol) === protocol
    ? protocolSettings(existing.protocol)
    : {};
  switch (protocol) {
    case 'Adomni':
      return { Adomni: { ...kept, ...typedKey('ownerKey', values.Adomni.ownerKey) } };
    case 'Broadsign':
      return { Broadsign: { ...kept, ...typedKey('apiKey', values.Broadsign.apiKey) } };
    case 'Vast':
      return { Vast: { ...kept, ...vastSettings(values.Vast) } };
    case 'OpenRtb':
      return { OpenRtb: { ...kept, ...openRtbSettings(values.OpenRtb) } };
    case 'Aniview':
      // BID-ANIVIEW: its settings are not edited in the console: send them back unchanged.
      return {
        Aniview: existing && 'Aniview' in existing.protocol ? existing.protocol.Aniview : {},
      };
  }
}

/**
 * BID-PLACEMENT-IDS, BID-EDIT-KEEPS: the targets to send: the edited bidder's other targets stay
 * as they were; AllowPlacements holds the typed ids (where it was, or last), and is left out when
 * no id was given.
 */
export function bidderTargets(placementIds: string[], existing: readonly Target[] = []): Target[] {
  const targets: Target[] = [];
  let placed = false;
  for (const target of existing) {
    if ('AllowPlacements' in target) {
      if (!placed && placementIds.length > 0) targets.push({ AllowPlacements: placementIds });
      placed = true;
    } else {
      targets.push(target);
    }
  }
  if (!placed && placementIds.length > 0) targets.push({ AllowPlacements: placementIds });
  return targets;
}

/** The body of POST /bidders (create) and POST /bidders/{id}/update (edit, with `existing`). */
export function bidderBody(
  protocol: BidderProtocolName,
  values: BidderFormValues,
  existing?: Bidder,
): BidderInput {
  return {
    name: cleanText(values.name),
    protocol: protocolBody(protocol, values, existing),
    budgets: { ...existing?.budgets, spendDaily: toNumber(values.spendDaily) },
    timeoutMs: toNumber(values.timeoutMs),
    sendRate: roundSendRate(values.sendRate),
    targets: bidderTargets(splitIds(values.placementIds), existing?.targets),
  };
}
