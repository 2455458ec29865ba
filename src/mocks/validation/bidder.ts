// Bidder validation, exactly as the bidder rules word it (BID-SERVER-RULES: the mock server answers
// 400 with the first broken rule's message). The messages, limits and options are the bidder form's
// own (src/rules/bidder-rules.ts); only the checks of a body's shape are the server's.
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import {
  BIDDER_RULE_MESSAGES as M,
  BURL_CALL_ACTIONS,
  DAILY_BUDGET_MIN,
  DOOH_MODES,
  LURL_CALL_ACTIONS,
  MIN_BID_FLOOR_MIN,
  NURL_CALL_ACTIONS,
  PRIMARY_ID_TYPES,
  SEND_RATE_MAX,
  SEND_RATE_MIN,
  TIMEOUT_MAX_MS,
  TIMEOUT_MIN_MS,
} from '@/rules/bidder-rules';
import { fail } from '@/mocks/http';
import {
  boundedMoney,
  isRecord,
  oneOf,
  requiredBoolean,
  requiredNumber,
  requiredName,
  requiredText,
  toNumber,
} from '@/mocks/validation/common';
import { parseTargets } from '@/mocks/validation/targets';
import type { BidderRecord, StoredBidderProtocol } from '@/mocks/records';
import type { BidderProtocol, OpenRtbSettings, VastSettings } from '@/types/api';
import type { BidderProtocolName } from '@/types/wire';

export const BIDDER_PROTOCOLS: readonly BidderProtocolName[] = [
  'Adomni',
  'Vast',
  'Broadsign',
  'OpenRtb',
  'Aniview',
];

/** The protocol of a bidder body: `{"OpenRtb": {...}}` -> 'OpenRtb'. */
export function protocolName(protocol: BidderProtocol | StoredBidderProtocol): BidderProtocolName {
  return Object.keys(protocol)[0] as BidderProtocolName;
}

function settings(value: unknown, message: string): Record<string, unknown> {
  if (!isRecord(value)) fail(message);
  return value;
}

function parseVast(raw: unknown): VastSettings {
  const vast = settings(raw, 'Vast settings are required');
  const price = settings(vast.priceSettings ?? {}, 'Price settings are required');
  const fixed = price.fixedCpm === '' || price.fixedCpm == null ? null : toNumber(price.fixedCpm);
  if (fixed === undefined || (fixed !== null && fixed < 0)) {
    fail(M.fixedCpmMin);
  }
  if (fixed !== null) boundedMoney(fixed, L.fixedCpm, 'cpm');
  return {
    url: requiredText(vast.url, M.vastUrlRequired),
    priceSettings: {
      fixedCpm: fixed,
      cpmIncludesMultiplier: requiredBoolean(
        price.cpmIncludesMultiplier,
        M.cpmIncludesMultiplierRequired,
      ),
    },
    primaryIdType: oneOf(vast.primaryIdType ?? 'AdId', PRIMARY_ID_TYPES, M.primaryIdTypeInvalid),
  };
}

function notif(value: unknown, name: string): Record<string, unknown> {
  return settings(value, `${name} settings are required`);
}

function flag(value: unknown): boolean {
  return value === true;
}

function parseOpenRtb(raw: unknown): OpenRtbSettings {
  const rtb = settings(raw, 'OpenRtb settings are required');
  const notifSettings = settings(rtb.notifSettings ?? {}, 'Notification settings are required');
  const nurl = notif(notifSettings.nurl, 'NURL');
  const burl = notif(notifSettings.burl, 'BURL');
  const lurl = notif(notifSettings.lurl, 'LURL');
  const url = requiredText(rtb.url, M.openRtbUrlRequired);
  const parsed: OpenRtbSettings = {
    url,
    notifSettings: {
      nurl: {
        callAction: oneOf(nurl.callAction, NURL_CALL_ACTIONS, M.nurlInvalid),
        includeWinningPrice: flag(nurl.includeWinningPrice),
      },
      burl: {
        callAction: oneOf(burl.callAction, BURL_CALL_ACTIONS, M.burlInvalid),
        includeWinningPrice: flag(burl.includeWinningPrice),
      },
      lurl: {
        callAction: oneOf(lurl.callAction, LURL_CALL_ACTIONS, M.lurlInvalid),
        excludeLossReason: flag(lurl.excludeLossReason),
        includeWinningPrice: flag(lurl.includeWinningPrice),
      },
    },
    // `{product}Extension` is the contract's MarqueeExtension under the default product name.
    doohMode: oneOf(rtb.doohMode, DOOH_MODES, M.doohModeInvalid) as OpenRtbSettings['doohMode'],
    minBidFloor: requiredNumber(rtb.minBidFloor, M.minBidFloorRequired),
  };
  if (parsed.minBidFloor < MIN_BID_FLOOR_MIN) fail(M.minBidFloorMin);
  boundedMoney(parsed.minBidFloor, L.minBidFloor, 'cpm');
  return parsed;
}

/**
 * BID-SECRET-WRITE-ONLY: a protocol's write-only key: the one sent (blank: `message`), else the
 * stored one of a bidder of the same protocol (an update that does not replace it); required
 * on create and for a protocol the bidder did not have.
 */
function secretKey(sent: unknown, stored: string | undefined, message: string): string {
  if (sent === undefined && stored !== undefined) return stored;
  return requiredText(sent, message);
}

function parseProtocol(value: unknown, stored?: StoredBidderProtocol): StoredBidderProtocol {
  const keys = isRecord(value) ? Object.keys(value) : [];
  if (!isRecord(value) || keys.length !== 1) {
    fail(`A bidder has exactly one protocol: ${BIDDER_PROTOCOLS.join(', ')}`);
  }
  const name = keys[0] as string;
  const raw = value[name];
  switch (name) {
    case 'Adomni': {
      const kept = stored && 'Adomni' in stored ? stored.Adomni.ownerKey : undefined;
      const sent = settings(raw, M.ownerKeyRequired).ownerKey;
      return { Adomni: { ownerKey: secretKey(sent, kept, M.ownerKeyRequired) } };
    }
    case 'Vast':
      return { Vast: parseVast(raw) };
    case 'Broadsign': {
      const kept = stored && 'Broadsign' in stored ? stored.Broadsign.apiKey : undefined;
      const sent = settings(raw, M.apiKeyRequired).apiKey;
      return { Broadsign: { apiKey: secretKey(sent, kept, M.apiKeyRequired) } };
    }
    case 'OpenRtb':
      return { OpenRtb: parseOpenRtb(raw) };
    case 'Aniview':
      return { Aniview: isRecord(raw) ? raw : {} };
    default:
      fail(`Unknown protocol ${name}: use one of ${BIDDER_PROTOCOLS.join(', ')}`);
  }
}

function parseSendRate(value: unknown): number {
  const rate = requiredNumber(value, M.sendRateRequired);
  if (rate < SEND_RATE_MIN) fail(M.sendRateMin);
  if (rate > SEND_RATE_MAX) fail(M.sendRateMax);
  if (Math.abs(Math.round(rate * 100) - rate * 100) > 1e-9) {
    fail(M.sendRateDecimals);
  }
  return rate;
}

/** A bidder body as stored: its protocol's key in full (BID-SECRET-WRITE-ONLY). */
export type BidderRecordInput = Omit<BidderRecord, 'id' | 'isActive'>;

/**
 * A full bidder body (POST /bidders and POST /bidders/{id}/update). `stored`: the bidder on an
 * update: its name is kept as it is (FORM-TEXT-BOUNDS) and its key when none is sent
 * (BID-SECRET-WRITE-ONLY).
 */
export function parseBidderInput(
  body: Record<string, unknown>,
  stored?: BidderRecord,
): BidderRecordInput {
  const name = requiredName(body.name, M.nameRequired, L.bidderName, stored?.name);
  const budgets = isRecord(body.budgets) ? body.budgets : {};
  const spendDaily = requiredNumber(budgets.spendDaily, M.budgetRequired);
  if (spendDaily < DAILY_BUDGET_MIN) fail(M.budgetMin);
  boundedMoney(spendDaily, L.bidderBudget, 'budget');
  const timeoutMs = requiredNumber(body.timeoutMs, M.timeoutRequired);
  if (timeoutMs < TIMEOUT_MIN_MS) fail(M.timeoutMin);
  if (timeoutMs > TIMEOUT_MAX_MS) fail(M.timeoutMax);
  const sendRate = parseSendRate(body.sendRate);
  const protocol = parseProtocol(body.protocol, stored?.protocol);
  return {
    name,
    protocol,
    budgets: { spendDaily },
    timeoutMs,
    sendRate,
    targets: parseTargets(body.targets),
  };
}
