import { ValidationError } from 'yup';
import { defaultBidderFormValues } from '@/features/bidders/bidder-body';
import {
  bidderSchema,
  hasAtMostTwoDecimals,
  type BidderFormValues,
} from '@/features/bidders/bidder-schema';
import { keptSecret } from '@/lib/saving/secret-value';
import { NEW_BIDDER_PROTOCOLS } from '@/rules/bidder-protocols';
import type { BidderProtocolName } from '@/types/wire';

type Values = Record<string, unknown>;

/** A form that passes for every protocol. */
function validValues(): BidderFormValues {
  const values = defaultBidderFormValues();
  values.name = 'Test bidder';
  values.Adomni.ownerKey = 'own_1';
  values.Vast.url = 'https://vast.example/tag';
  values.Broadsign.apiKey = 'bs_key';
  values.OpenRtb.url = 'https://rtb.example/bid';
  return values;
}

function withPath(values: BidderFormValues, path: string, value: unknown): Values {
  const copy = structuredClone(values) as unknown as Values;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Values;
  node[keys[keys.length - 1]!] = value;
  return copy;
}

/** Every error as path -> message (all of them, not only the first). */
function errorsOf(protocol: BidderProtocolName, values: Values): Record<string, string> {
  try {
    bidderSchema(protocol).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

function errorAt(protocol: BidderProtocolName, path: string, value: unknown): string | undefined {
  return errorsOf(protocol, withPath(validValues(), path, value))[path];
}

const ALL: BidderProtocolName[] = [...NEW_BIDDER_PROTOCOLS, 'Aniview'];

// BID-NAME, BID-BUDGET, BID-TIMEOUT, BID-TIMEOUT-WHOLE, BID-SEND-RATE, BID-SEND-RATE-DECIMALS,
// BID-NUMBER-FIELDS, BID-PLACEMENT-IDS
describe('bidder schema: common fields, for every protocol', () => {
  it.each(ALL)('%s: the defaults plus the required texts are valid', (protocol) => {
    expect(errorsOf(protocol, validValues() as unknown as Values)).toEqual({});
  });

  it.each(ALL)('%s: Bidder Name is required', (protocol) => {
    expect(errorAt(protocol, 'name', '')).toBe('Bidder Name is required');
    expect(errorAt(protocol, 'name', '   ')).toBe('Bidder Name is required');
  });

  it.each(ALL)('%s: timeout 19 / 20 / 7500 / 7501', (protocol) => {
    expect(errorAt(protocol, 'timeoutMs', '19')).toBe('Timeout must be at least 20ms');
    expect(errorAt(protocol, 'timeoutMs', 19)).toBe('Timeout must be at least 20ms');
    expect(errorAt(protocol, 'timeoutMs', '20')).toBeUndefined();
    expect(errorAt(protocol, 'timeoutMs', '7500')).toBeUndefined();
    expect(errorAt(protocol, 'timeoutMs', '7501')).toBe('Timeout must be at most 7500ms');
  });

  it.each(ALL)('%s: send rate -0.01 / 0 / 1 / 1.01 / 0.333', (protocol) => {
    expect(errorAt(protocol, 'sendRate', '-0.01')).toBe('Send rate must be at least 0.00');
    expect(errorAt(protocol, 'sendRate', '0')).toBeUndefined();
    expect(errorAt(protocol, 'sendRate', '1')).toBeUndefined();
    expect(errorAt(protocol, 'sendRate', '1.00')).toBeUndefined();
    expect(errorAt(protocol, 'sendRate', '1.01')).toBe('Send rate must be at most 1.00');
    expect(errorAt(protocol, 'sendRate', '0.333')).toBe(
      'Send rate must have at most two decimal places',
    );
    expect(errorAt(protocol, 'sendRate', 0.333)).toBe(
      'Send rate must have at most two decimal places',
    );
  });

  it.each(ALL)('%s: daily budget 0.99 / 1', (protocol) => {
    expect(errorAt(protocol, 'spendDaily', '0.99')).toBe('Budget must be atleast $1');
    expect(errorAt(protocol, 'spendDaily', '1')).toBeUndefined();
  });

  it.each(ALL)('%s: the numeric fields are required and numeric', (protocol) => {
    expect(errorAt(protocol, 'spendDaily', '')).toBe('Daily Budget is required');
    expect(errorAt(protocol, 'timeoutMs', '')).toBe('Timeout is required');
    expect(errorAt(protocol, 'sendRate', ' ')).toBe('Send Rate is required');
    expect(errorAt(protocol, 'timeoutMs', 'abc')).toBe('Timeout must be a number');
    expect(errorAt(protocol, 'timeoutMs', '20.5')).toBe(
      'Timeout must be a whole number of milliseconds',
    );
  });

  it.each(ALL)('%s: hex and exponent text is not money', (protocol) => {
    expect(errorAt(protocol, 'spendDaily', '0x10')).toBe('Daily Budget must be a number');
    expect(errorAt(protocol, 'spendDaily', '1e3')).toBe('Daily Budget must be a number');
    expect(errorAt(protocol, 'timeoutMs', '1e3')).toBe('Timeout must be a number');
    expect(errorAt(protocol, 'sendRate', '0x1')).toBe('Send Rate must be a number');
  });

  it('Vast and OpenRtb: hex and exponent text is not a price', () => {
    expect(errorAt('Vast', 'Vast.priceSettings.fixedCpm', '0x10')).toBe(
      'Fixed CPM must be a number',
    );
    expect(errorAt('OpenRtb', 'OpenRtb.minBidFloor', '1e3')).toBe('Min Bid Floor must be a number');
  });

  it.each(ALL)('%s: placement ids are optional', (protocol) => {
    expect(errorAt(protocol, 'placementIds', '')).toBeUndefined();
    expect(errorAt(protocol, 'placementIds', 'a, b\nc')).toBeUndefined();
  });
});

describe('bidder schema: protocol settings', () => {
  it('Adomni: Owner Key is required', () => {
    expect(errorAt('Adomni', 'Adomni.ownerKey', '')).toBe('Owner Key is required');
    expect(errorAt('Adomni', 'Adomni.ownerKey', 'own_1')).toBeUndefined();
  });

  it('a saved key kept passes; a replacement left empty is required (BID-SECRET-WRITE-ONLY)', () => {
    expect(errorAt('Adomni', 'Adomni.ownerKey', keptSecret('1a2b'))).toBeUndefined();
    expect(errorAt('Broadsign', 'Broadsign.apiKey', keptSecret(''))).toBeUndefined();
    expect(errorAt('Adomni', 'Adomni.ownerKey', undefined)).toBe('Owner Key is required');
    expect(errorAt('Broadsign', 'Broadsign.apiKey', '')).toBe('API Key is required');
  });

  it('Broadsign: API Key is required', () => {
    expect(errorAt('Broadsign', 'Broadsign.apiKey', ' ')).toBe('API Key is required');
  });

  it('Vast: url is required, fixed CPM optional, multiplier flag required, id type checked', () => {
    expect(errorAt('Vast', 'Vast.url', '')).toBe('VAST URL is required');
    expect(errorAt('Vast', 'Vast.priceSettings.fixedCpm', '')).toBeUndefined();
    expect(errorAt('Vast', 'Vast.priceSettings.fixedCpm', '7.5')).toBeUndefined();
    expect(errorAt('Vast', 'Vast.priceSettings.fixedCpm', '-1')).toBe(
      'Fixed CPM must be greater than or equal to $0',
    );
    expect(errorAt('Vast', 'Vast.priceSettings.cpmIncludesMultiplier', undefined)).toBe(
      'CPM includes multiplier is required',
    );
    expect(errorAt('Vast', 'Vast.priceSettings.cpmIncludesMultiplier', true)).toBeUndefined();
    expect(errorAt('Vast', 'Vast.primaryIdType', 'CreativeId')).toBeUndefined();
    expect(errorAt('Vast', 'Vast.primaryIdType', 'Other')).toBe(
      'Invalid option for primary ID type',
    );
  });

  it('OpenRtb: Bidder URL is required', () => {
    expect(errorAt('OpenRtb', 'OpenRtb.url', '')).toBe(
      'Bidder URL is required. Enter the OpenRTB URL for the service',
    );
  });

  it.each([
    [
      'nurl',
      ['BlockingOnWin', 'DumbFireOnWin', 'DumbFireOnPlay', 'Skip'],
      'DumbFireOnLoss',
      'NURL',
    ],
    ['burl', ['DumbFireOnPlay', 'Skip'], 'BlockingOnWin', 'BURL'],
    ['lurl', ['DumbFireOnLoss', 'Skip'], 'DumbFireOnPlay', 'LURL'],
  ] as const)('OpenRtb: %s call action is one of its options', (key, allowed, wrong, label) => {
    const path = `OpenRtb.notifSettings.${key}.callAction`;
    for (const option of allowed) expect(errorAt('OpenRtb', path, option)).toBeUndefined();
    expect(errorAt('OpenRtb', path, wrong)).toBe(`Invalid option for ${label} call action`);
    expect(errorAt('OpenRtb', path, '')).toBe(`Invalid option for ${label} call action`);
  });

  it('OpenRtb: DOOH mode is OpenRtb2_6Objects, MarqueeExtension or None', () => {
    for (const mode of ['OpenRtb2_6Objects', 'MarqueeExtension', 'None']) {
      expect(errorAt('OpenRtb', 'OpenRtb.doohMode', mode)).toBeUndefined();
    }
    expect(errorAt('OpenRtb', 'OpenRtb.doohMode', 'OpenRtb2_5')).toBe(
      'Invalid option for DOOH mode',
    );
  });

  it('OpenRtb: min bid floor -1 / 0, and required', () => {
    expect(errorAt('OpenRtb', 'OpenRtb.minBidFloor', '-1')).toBe(
      'Budget must be greater than or equal to $0',
    );
    expect(errorAt('OpenRtb', 'OpenRtb.minBidFloor', '0')).toBeUndefined();
    expect(errorAt('OpenRtb', 'OpenRtb.minBidFloor', '')).toBe('Min Bid Floor is required');
  });

  it("validates only the chosen protocol's settings", () => {
    const values = withPath(validValues(), 'Adomni.ownerKey', '');
    expect(errorsOf('OpenRtb', values)).toEqual({});
    expect(errorsOf('Aniview', withPath(validValues(), 'OpenRtb.url', ''))).toEqual({});
    expect(errorsOf('Adomni', values)).toEqual({ 'Adomni.ownerKey': 'Owner Key is required' });
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts binary-float noise of two-decimal values and rejects a third decimal', () => {
    for (const value of [0, 0.1, 0.29, 0.57, 0.07, 1])
      expect(hasAtMostTwoDecimals(value)).toBe(true);
    for (const value of [0.333, 0.005, 0.999]) expect(hasAtMostTwoDecimals(value)).toBe(false);
  });
});
