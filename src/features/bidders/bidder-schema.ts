// The bidder form's rules (BID-NAME to BID-RTB-MIN-FLOOR). Their messages, limits and options are
// src/rules/bidder-rules.ts, which the demo server's validation applies too. Numeric fields hold
// the text typed into them (or a number); the schema parses them, the body builder converts them.
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import { moneyBounds, nameBounds } from '@/lib/saving/field-rules';
import * as yup from 'yup';
import { parseNumberText } from '@/lib/text/number-text';
import { isKeptSecret, type SecretValue } from '@/lib/saving/secret-value';
import type { BidderProtocolName } from '@/types/wire';
import {
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
  BIDDER_RULE_MESSAGES as M,
} from '@/rules/bidder-rules';

/** What the form holds: numbers as typed text, each protocol's settings under its name. */
export interface BidderFormValues {
  name: string;
  spendDaily: string;
  timeoutMs: string;
  sendRate: string;
  placementIds: string;
  /** BID-SECRET-WRITE-ONLY: the saved key kept (its last four), or the key typed for it. */
  Adomni: { ownerKey: SecretValue };
  Vast: {
    url: string;
    priceSettings: { fixedCpm: string; cpmIncludesMultiplier: boolean };
    primaryIdType: string;
  };
  Broadsign: { apiKey: SecretValue };
  OpenRtb: {
    url: string;
    notifSettings: {
      nurl: { callAction: string; includeWinningPrice: boolean };
      burl: { callAction: string; includeWinningPrice: boolean };
      lurl: { callAction: string; excludeLossReason: boolean; includeWinningPrice: boolean };
    };
    doohMode: string;
    minBidFloor: string;
  };
}

/**
 * BID-NUMBER-FIELDS: typed text to a number: blank is undefined (for `required`), and text is read
 * as plain decimal notation only (lib/number-text): yup alone would take `0x10` as 16 and `1e3` as
 * 1000.
 */
const numberFromText = (value: unknown, original: unknown) => {
  if (original === null || (typeof original === 'string' && original.trim() === '')) {
    return undefined;
  }
  return typeof original === 'string' ? (parseNumberText(original) ?? Number.NaN) : value;
};

function requiredNumber(required: string, notANumber: string) {
  return yup.number().transform(numberFromText).typeError(notANumber).required(required);
}

/**
 * BID-SEND-RATE-DECIMALS: at most two decimals, tolerant of binary floating point (0.29 * 100 =
 * 28.999...).
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-7;
}

function oneOf<T extends string>(values: readonly T[], message: string) {
  return yup
    .string()
    .required(message)
    .oneOf(values as T[], message);
}

const commonFields = {
  name: yup.string().trim().required(M.nameRequired).test(nameBounds(L.bidderName)),
  spendDaily: requiredNumber(M.budgetRequired, M.budgetNumber)
    .min(DAILY_BUDGET_MIN, M.budgetMin)
    .test(moneyBounds(L.bidderBudget, 'budget')),
  timeoutMs: requiredNumber(M.timeoutRequired, M.timeoutNumber)
    .integer(M.timeoutWhole)
    .min(TIMEOUT_MIN_MS, M.timeoutMin)
    .max(TIMEOUT_MAX_MS, M.timeoutMax),
  sendRate: requiredNumber(M.sendRateRequired, M.sendRateNumber)
    .min(SEND_RATE_MIN, M.sendRateMin)
    .max(SEND_RATE_MAX, M.sendRateMax)
    .test('two-decimals', M.sendRateDecimals, (value) =>
      value === undefined ? true : hasAtMostTwoDecimals(value),
    ),
  placementIds: yup.string().default(''),
};

/**
 * BID-ADOMNI, BID-BROADSIGN, BID-SECRET-WRITE-ONLY: a key is required: the saved one kept, or a
 * new one typed (on create, and once Replace is chosen).
 */
const secretKey = (message: string) =>
  yup
    .mixed<SecretValue>()
    .test(
      'required',
      message,
      (value) => isKeptSecret(value) || (typeof value === 'string' && value.trim() !== ''),
    );

const adomniSchema = yup.object({
  ownerKey: secretKey(M.ownerKeyRequired),
});

const vastSchema = yup.object({
  url: yup.string().trim().required(M.vastUrlRequired),
  priceSettings: yup.object({
    fixedCpm: yup
      .number()
      .transform(numberFromText)
      .typeError(M.fixedCpmNumber)
      .min(0, M.fixedCpmMin)
      .test(moneyBounds(L.fixedCpm, 'cpm'))
      .optional(),
    cpmIncludesMultiplier: yup
      .boolean()
      .typeError(M.cpmIncludesMultiplierRequired)
      .required(M.cpmIncludesMultiplierRequired),
  }),
  primaryIdType: oneOf(PRIMARY_ID_TYPES, M.primaryIdTypeInvalid),
});

const broadsignSchema = yup.object({
  apiKey: secretKey(M.apiKeyRequired),
});

const flag = yup.boolean().default(false);

const openRtbSchema = yup.object({
  url: yup.string().trim().required(M.openRtbUrlRequired),
  notifSettings: yup.object({
    nurl: yup.object({
      callAction: oneOf(NURL_CALL_ACTIONS, M.nurlInvalid),
      includeWinningPrice: flag,
    }),
    burl: yup.object({
      callAction: oneOf(BURL_CALL_ACTIONS, M.burlInvalid),
      includeWinningPrice: flag,
    }),
    lurl: yup.object({
      callAction: oneOf(LURL_CALL_ACTIONS, M.lurlInvalid),
      excludeLossReason: flag,
      includeWinningPrice: flag,
    }),
  }),
  doohMode: oneOf(DOOH_MODES, M.doohModeInvalid),
  minBidFloor: requiredNumber(M.minBidFloorRequired, M.minBidFloorNumber)
    .min(MIN_BID_FLOOR_MIN, M.minBidFloorMin)
    .test(moneyBounds(L.minBidFloor, 'cpm')),
});

const PROTOCOL_SCHEMAS = {
  Adomni: adomniSchema,
  Vast: vastSchema,
  Broadsign: broadsignSchema,
  OpenRtb: openRtbSchema,
} as const;

/**
 * BID-ONE-PROTOCOL: the schema for one protocol: the common fields plus that protocol's settings.
 * The settings of the other protocols in the form values are neither validated nor sent. Aniview's
 * settings are not edited in the console, so only the common fields apply to it.
 */
export function bidderSchema(protocol: BidderProtocolName) {
  if (protocol === 'Aniview') return yup.object(commonFields);
  return yup.object({ ...commonFields, [protocol]: PROTOCOL_SCHEMAS[protocol] });
}
