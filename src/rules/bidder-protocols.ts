// Bidder protocols: the New Bidder menu's order (BID-NEW-MENU: its index is the
// /bidders/create/{protocol} route parameter) and the defaults (BID-DEFAULTS, BID-RTB-DEFAULTS);
// the option lists and limits are src/rules/bidder-rules.ts.
import type { Bidder, BidderProtocol, OpenRtbSettings, VastSettings } from '@/types/api';
import type { BidderProtocolName } from '@/types/wire';

/** The protocols a new bidder may use, in menu order. BID-ANIVIEW: edited, never created. */
export const NEW_BIDDER_PROTOCOLS = ['Adomni', 'Vast', 'Broadsign', 'OpenRtb'] as const;
export type NewBidderProtocol = (typeof NEW_BIDDER_PROTOCOLS)[number];

export const BIDDER_PROTOCOLS: readonly BidderProtocolName[] = [...NEW_BIDDER_PROTOCOLS, 'Aniview'];

/**
 * `/bidders/create/3` -> 'OpenRtb'; anything but a whole index 0-3 -> null (BID-CREATE-UNKNOWN).
 */
export function protocolFromIndex(param: string | undefined): NewBidderProtocol | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  return NEW_BIDDER_PROTOCOLS[Number(param)] ?? null;
}

export function protocolIndex(protocol: NewBidderProtocol): number {
  return NEW_BIDDER_PROTOCOLS.indexOf(protocol);
}

/** The name of an externally tagged protocol: `{"OpenRtb": {...}}` -> 'OpenRtb'. */
export function protocolName(protocol: BidderProtocol): BidderProtocolName {
  const key = Object.keys(protocol)[0];
  return BIDDER_PROTOCOLS.find((name) => name === key) ?? 'Aniview';
}

/** The settings object inside an externally tagged protocol. */
export function protocolSettings(protocol: BidderProtocol): Record<string, unknown> {
  const value = Object.values(protocol)[0] as unknown;
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** The URL a bidder calls (Vast and OpenRtb have one), else null. */
export function bidderUrl(bidder: Pick<Bidder, 'protocol'>): string | null {
  const name = protocolName(bidder.protocol);
  if (name !== 'Vast' && name !== 'OpenRtb') return null;
  const url = protocolSettings(bidder.protocol).url;
  return typeof url === 'string' && url !== '' ? url : null;
}

/** BID-DEFAULTS: the common defaults of a new bidder. */
export const BIDDER_DEFAULTS = {
  timeoutMs: 500,
  sendRate: 1,
  spendDaily: 10000,
} as const;

/** BID-RTB-DEFAULTS: OpenRtb defaults, all without price replacement (BID-RTB-PRICE-FLAGS). */
export const OPENRTB_DEFAULTS: OpenRtbSettings = {
  url: '',
  notifSettings: {
    nurl: { callAction: 'BlockingOnWin', includeWinningPrice: false },
    burl: { callAction: 'DumbFireOnPlay', includeWinningPrice: false },
    lurl: { callAction: 'DumbFireOnLoss', excludeLossReason: false, includeWinningPrice: false },
  },
  doohMode: 'OpenRtb2_6Objects',
  minBidFloor: 5,
};

export const VAST_DEFAULTS: VastSettings = {
  url: '',
  priceSettings: { fixedCpm: null, cpmIncludesMultiplier: false },
  primaryIdType: 'AdId',
};
