// The bidder rules that the console and the demo server both apply (BID-NAME to
// BID-RTB-MIN-FLOOR, and BID-SERVER-RULES): the form's schema
// (src/features/bidders/bidder-schema.ts) and the mock's validation
// (src/mocks/validation/bidder.ts) import these messages, limits and option lists, as
// placement-rules.ts and deal-rules.ts are for placements and deals.
import { PRODUCT_DOOH_MODE } from '@/config/env';
import type { VastSettings } from '@/types/api';
import type { BurlCallAction, LurlCallAction, NurlCallAction } from '@/types/wire';

export const BIDDER_RULE_MESSAGES = {
  // BID-NAME
  nameRequired: 'Bidder Name is required',
  // BID-NUMBER-FIELDS: the required and number messages the product leaves open
  budgetRequired: 'Daily Budget is required',
  budgetNumber: 'Daily Budget must be a number',
  // BID-BUDGET, sic: the exact wording of the product's message
  budgetMin: 'Budget must be atleast $1',
  timeoutRequired: 'Timeout is required',
  timeoutNumber: 'Timeout must be a number',
  // BID-TIMEOUT-WHOLE
  timeoutWhole: 'Timeout must be a whole number of milliseconds',
  // BID-TIMEOUT
  timeoutMin: 'Timeout must be at least 20ms',
  timeoutMax: 'Timeout must be at most 7500ms',
  sendRateRequired: 'Send Rate is required',
  sendRateNumber: 'Send Rate must be a number',
  // BID-SEND-RATE, BID-SEND-RATE-DECIMALS
  sendRateMin: 'Send rate must be at least 0.00',
  sendRateMax: 'Send rate must be at most 1.00',
  sendRateDecimals: 'Send rate must have at most two decimal places',
  // BID-ADOMNI, BID-BROADSIGN; BID-SECRET-WRITE-ONLY: required when typed (new or replaced), a
  // saved key kept by its last four satisfies them
  ownerKeyRequired: 'Owner Key is required',
  apiKeyRequired: 'API Key is required',
  // BID-VAST-URL, BID-VAST-FIXED-CPM, BID-VAST-MULTIPLIER, BID-VAST-ID-TYPE
  vastUrlRequired: 'VAST URL is required',
  fixedCpmNumber: 'Fixed CPM must be a number',
  fixedCpmMin: 'Fixed CPM must be greater than or equal to $0',
  cpmIncludesMultiplierRequired: 'CPM includes multiplier is required',
  primaryIdTypeInvalid: 'Invalid option for primary ID type',
  // BID-RTB-URL, BID-RTB-NURL, BID-RTB-BURL, BID-RTB-LURL, BID-RTB-DOOH-MODE, BID-RTB-MIN-FLOOR
  openRtbUrlRequired: 'Bidder URL is required. Enter the OpenRTB URL for the service',
  nurlInvalid: 'Invalid option for NURL call action',
  burlInvalid: 'Invalid option for BURL call action',
  lurlInvalid: 'Invalid option for LURL call action',
  doohModeInvalid: 'Invalid option for DOOH mode',
  minBidFloorRequired: 'Min Bid Floor is required',
  minBidFloorNumber: 'Min Bid Floor must be a number',
  minBidFloorMin: 'Budget must be greater than or equal to $0',
} as const;

// BID-TIMEOUT, BID-SEND-RATE, BID-BUDGET, BID-RTB-MIN-FLOOR
export const TIMEOUT_MIN_MS = 20;
export const TIMEOUT_MAX_MS = 7500;
export const SEND_RATE_MIN = 0;
export const SEND_RATE_MAX = 1;
export const DAILY_BUDGET_MIN = 1;
export const MIN_BID_FLOOR_MIN = 0;

// BID-RTB-NURL, BID-RTB-BURL, BID-RTB-LURL, BID-RTB-DOOH-MODE (MarqueeExtension from the
// product name), BID-VAST-ID-TYPE
export const NURL_CALL_ACTIONS: readonly NurlCallAction[] = [
  'BlockingOnWin',
  'DumbFireOnWin',
  'DumbFireOnPlay',
  'Skip',
];
export const BURL_CALL_ACTIONS: readonly BurlCallAction[] = ['DumbFireOnPlay', 'Skip'];
export const LURL_CALL_ACTIONS: readonly LurlCallAction[] = ['DumbFireOnLoss', 'Skip'];
export const DOOH_MODES: readonly string[] = ['OpenRtb2_6Objects', PRODUCT_DOOH_MODE, 'None'];
export const PRIMARY_ID_TYPES: readonly VastSettings['primaryIdType'][] = ['AdId', 'CreativeId'];
