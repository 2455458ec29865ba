// The account form (ACC-FIELDS): name, kind and DSP fee; on create also the owner, who is
// invited with the account (POST /accounts, ACC-CREATE). ACC-FEE-FRACTION: typed as a percent,
// sent as a fraction.
import { BOUND_LABELS as L, cleanText } from '@/rules/field-bounds';
import { nameBounds } from '@/lib/saving/field-rules';
import * as yup from 'yup';
import { percentToFraction } from '@/lib/text/format';
import { parseNumberText } from '@/lib/text/number-text';
import { ACCOUNT_KINDS, ACCOUNT_MESSAGES, MAX_DSP_FEE_PERCENT } from '@/rules/account-rules';
import type { AccountCreateRequest, AccountKind, AccountUpdateRequest, Role } from '@/types/api';
import { isEmailAddress } from '@/lib/text/email-address';

export { ACCOUNT_KINDS, ACCOUNT_MESSAGES, MAX_DSP_FEE_PERCENT };

/**
 * Owner roles (ACC-OWNER-ROLE). SSP and DSP for any account (as invites, SET-INVITE-ROLE).
 * Admin only for Exchange accounts — admins run the exchange itself, so an advertiser's or a
 * publisher's owner can never be made an exchange admin by a slip of the select.
 */
export const OWNER_ROLES: readonly Role[] = ['DSP', 'SSP', 'Admin'];

export function ownerRolesFor(kind: AccountKind | undefined): readonly Role[] {
  return kind === 'Exchange' ? OWNER_ROLES : OWNER_ROLES.filter((role) => role !== 'Admin');
}

/** The role an owner most likely needs for an account kind, pre-selected on create. */
export function suggestedOwnerRole(kind: AccountKind): Role {
  if (kind === 'Publisher') return 'SSP';
  if (kind === 'Exchange') return 'Admin';
  return 'DSP';
}

/** The fee entered on a new account, in percent. */
export const DEFAULT_DSP_FEE_PERCENT = 15;

/** Bump when the account forms' values change shape: an older draft is then offered. */
export const ACCOUNT_DRAFT_VERSION = 1;

/**
 * The fee as typed: empty is missing (not 0); other text is read in plain decimal notation only,
 * so `1e1` is not a number rather than 10% (FORM-NUMBER-TEXT).
 */
function feeFromText(value: unknown, original: unknown) {
  if (original === '' || original === null || Number.isNaN(original)) return undefined;
  if (typeof original === 'string') return parseNumberText(original) ?? Number.NaN;
  return value;
}

const accountFields = {
  name: yup.string().trim().required(ACCOUNT_MESSAGES.nameRequired).test(nameBounds(L.accountName)),
  kind: yup
    .string<AccountKind>()
    .required(ACCOUNT_MESSAGES.kindRequired)
    // A test rather than .oneOf(): yup runs oneOf before required, so an empty select would
    // say "Choose…" instead of "… is required".
    .test('kind', ACCOUNT_MESSAGES.kindInvalid, (kind) => !kind || ACCOUNT_KINDS.includes(kind)),
  dspFeePercent: yup
    .number()
    .transform(feeFromText)
    .typeError(ACCOUNT_MESSAGES.feeNumber)
    .required(ACCOUNT_MESSAGES.feeRequired)
    .min(0, ACCOUNT_MESSAGES.feeMin)
    .max(MAX_DSP_FEE_PERCENT, ACCOUNT_MESSAGES.feeMax)
    .test(
      'two-decimals',
      ACCOUNT_MESSAGES.feeDecimals,
      (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
    ),
};

/** Edit: the account itself. */
export const accountSchema = yup.object(accountFields);
export type AccountFormValues = yup.InferType<typeof accountSchema>;

/** Create: the account and its owner, who is invited. */
export const accountCreateSchema = yup.object({
  ...accountFields,
  ownerName: yup
    .string()
    .trim()
    .required(ACCOUNT_MESSAGES.ownerNameRequired)
    .test(nameBounds(L.ownerName)),
  ownerEmail: yup
    .string()
    .trim()
    .required(ACCOUNT_MESSAGES.ownerEmailRequired)
    // AUTH-EMAIL: yup's own .email() accepts "a@b"; a login needs a dotted domain.
    .test('email', ACCOUNT_MESSAGES.ownerEmailInvalid, (value) => !value || isEmailAddress(value)),
  ownerRole: yup
    .string<Role>()
    .required(ACCOUNT_MESSAGES.ownerRoleRequired)
    .test('role', ACCOUNT_MESSAGES.ownerRoleInvalid, (role) => !role || OWNER_ROLES.includes(role))
    .test(
      'admin-only-exchange',
      ACCOUNT_MESSAGES.ownerAdminOnlyExchange,
      (role, context) => role !== 'Admin' || context.parent.kind === 'Exchange',
    ),
});
export type AccountCreateFormValues = yup.InferType<typeof accountCreateSchema>;

export function toAccountUpdateBody(values: AccountFormValues): AccountUpdateRequest {
  return {
    name: cleanText(values.name),
    kind: values.kind,
    fees: { dsp: percentToFraction(values.dspFeePercent) },
  };
}

export function toAccountCreateBody(values: AccountCreateFormValues): AccountCreateRequest {
  return {
    ...toAccountUpdateBody(values),
    owner: {
      name: cleanText(values.ownerName),
      email: values.ownerEmail.trim(),
      role: values.ownerRole,
    },
  };
}
