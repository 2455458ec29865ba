// Bidder validation, exactly as spec section 5 words it (the mock server answers 400 with the
// first broken rule's message).
import { fail } from '@/mocks/http';
import { OPENRTB_DOOH_MODES } from '@/mocks/seed/bidders';
import {
  isRecord,
  oneOf,
  requiredBoolean,
  requiredNumber,
  requiredText,
  toNumber,
} from '@/mocks/validation/common';
import { parseTargets } from '@/mocks/validation/targets';
import type { BidderInput, BidderProtocol, OpenRtbSettings, VastSettings } from '@/types/api';
import type { BidderProtocolName } from '@/types/wire';

export const BIDDER_PROTOCOLS: readonly BidderProtocolName[] = [
  'Adomni',
  'Vast',
  'Broadsign',
  'OpenRtb',
  'Aniview',
];

/** The protocol of a bidder body: `{"OpenRtb": {...}}` -> 'OpenRtb'. */
export function protocolName(protocol: BidderProtocol): BidderProtocolName {
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
    fail('Fixed CPM must be a number greater than or equal to 0');
  }
  return {
    url: requiredText(vast.url, 'VAST URL is required'),
    priceSettings: {
      fixedCpm: fixed,
      cpmIncludesMultiplier: requiredBoolean(
        price.cpmIncludesMultiplier,
        'CPM includes multiplier is required',
      ),
    },
    primaryIdType: oneOf(
      vast.primaryIdType ?? 'AdId',
      ['AdId', 'CreativeId'],
      'Invalid option for primary ID type',
    ),
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
  const url = requiredText(
    rtb.url,
    'Bidder URL is required. Enter the OpenRTB URL for the service',
  );
  const parsed: OpenRtbSettings = {
    url,
    notifSettings: {
      nurl: {
        callAction: oneOf(
          nurl.callAction,
          ['BlockingOnWin', 'DumbFireOnWin', 'DumbFireOnPlay', 'Skip'],
          'Invalid option for NURL call action',
        ),
        includeWinningPrice: flag(nurl.includeWinningPrice),
      },
      burl: {
        callAction: oneOf(
          burl.callAction,
          ['DumbFireOnPlay', 'Skip'],
          'Invalid option for BURL call action',
        ),
        includeWinningPrice: flag(burl.includeWinningPrice),
      },
      lurl: {
        callAction: oneOf(
          lurl.callAction,
          ['DumbFireOnLoss', 'Skip'],
          'Invalid option for LURL call action',
        ),
        excludeLossReason: flag(lurl.excludeLossReason),
        includeWinningPrice: flag(lurl.includeWinningPrice),
      },
    },
    // `{product}Extension` is the contract's MarqueeExtension under the default product name.
    doohMode: oneOf(
      rtb.doohMode,
      OPENRTB_DOOH_MODES,
      'Invalid option for DOOH mode',
    ) as OpenRtbSettings['doohMode'],
    minBidFloor: requiredNumber(rtb.minBidFloor, 'Min bid floor is required'),
  };
  if (parsed.minBidFloor < 0) fail('Budget must be greater than or equal to $0');
  return parsed;
}

function parseProtocol(value: unknown): BidderProtocol {
  const keys = isRecord(value) ? Object.keys(value) : [];
  if (!isRecord(value) || keys.length !== 1) {
    fail(`A bidder has exactly one protocol: ${BIDDER_PROTOCOLS.join(', ')}`);
  }
  const name = keys[0] as string;
  const raw = value[name];
  switch (name) {
    case 'Adomni':
      return {
        Adomni: {
          ownerKey: requiredText(
            settings(raw, 'Owner Key is required').ownerKey,
            'Owner Key is required',
          ),
        },
      };
    case 'Vast':
      return { Vast: parseVast(raw) };
    case 'Broadsign':
      return {
        Broadsign: {
          apiKey: requiredText(settings(raw, 'API Key is required').apiKey, 'API Key is required'),
        },
      };
    case 'OpenRtb':
      return { OpenRtb: parseOpenRtb(raw) };
    case 'Aniview':
      return { Aniview: isRecord(raw) ? raw : {} };
    default:
      fail(`Unknown protocol ${name}: use one of ${BIDDER_PROTOCOLS.join(', ')}`);
  }
}

function parseSendRate(value: unknown): number {
  const rate = requiredNumber(value, 'Send rate is required');
  if (rate < 0) fail('Send rate must be at least 0.00');
  if (rate > 1) fail('Send rate must be at most 1.00');
  if (Math.abs(Math.round(rate * 100) - rate * 100) > 1e-9) {
    fail('Send rate must have at most two decimal places');
  }
  return rate;
}

/** A full bidder body (POST /bidders and POST /bidders/{id}/update). */
export function parseBidderInput(body: Record<string, unknown>): BidderInput {
  const name = requiredText(body.name, 'Bidder Name is required');
  const budgets = isRecord(body.budgets) ? body.budgets : {};
  const spendDaily = requiredNumber(budgets.spendDaily, 'Budget must be atleast $1');
  if (spendDaily < 1) fail('Budget must be atleast $1');
  const timeoutMs = requiredNumber(body.timeoutMs, 'Timeout is required');
  if (timeoutMs < 20) fail('Timeout must be at least 20ms');
  if (timeoutMs > 7500) fail('Timeout must be at most 7500ms');
  const sendRate = parseSendRate(body.sendRate);
  const protocol = parseProtocol(body.protocol);
  return {
    name,
    protocol,
    budgets: { spendDaily },
    timeoutMs,
    sendRate,
    targets: parseTargets(body.targets),
  };
}
