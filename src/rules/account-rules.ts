// The account rules that the console and the demo server both apply (ACC-NAME, ACC-KIND,
// ACC-DSP-FEE, ACC-OWNER, ACC-OWNER-ROLE): the account form's schema
// (src/features/accounts/account-schema.ts) and the mock's validation
// (src/mocks/handlers/accounts.ts) import these kinds, limits and messages.
import type { AccountKind } from '@/types/api';

export const ACCOUNT_KINDS: readonly AccountKind[] = ['Advertiser', 'Publisher', 'Exchange'];

/**
 * ACC-DSP-FEE, at most 99%: the campaign estimates divide by (1 - (dsp fee + agency fee))
 * (EST-GROSS), so a 100% fee would leave nothing to spend.
 */
export const MAX_DSP_FEE_PERCENT = 99;

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Account name is required',
  kindRequired: 'Account kind is required',
  kindInvalid: 'Choose Advertiser, Publisher or Exchange',
  feeRequired: 'DSP fee is required',
  feeNumber: 'DSP fee must be a number',
  feeMin: 'DSP fee must be at least 0%',
  feeMax: `DSP fee must be at most ${MAX_DSP_FEE_PERCENT}%`,
  feeDecimals: 'DSP fee must have at most two decimal places',
  ownerNameRequired: 'Owner name is required',
  ownerEmailRequired: 'Owner email is required',
  ownerEmailInvalid: 'Enter a valid email address',
  ownerRoleRequired: 'Owner role is required',
  ownerRoleInvalid: 'Choose DSP or SSP',
  ownerAdminOnlyExchange: 'Only an Exchange account can have an Admin owner',
} as const;
