// The team invite (SET-INVITE-ROLE: invites assign only SSP or DSP, default DSP). The e-mail
// (SET-INVITE-EMAIL): required and well-formed, with the sign-in screen's wording.
import * as yup from 'yup';
import type { Role } from '@/types/api';
import { isEmailAddress } from '@/lib/text/email-address';

export type InviteRole = Extract<Role, 'SSP' | 'DSP'>;
export const INVITE_ROLES: readonly InviteRole[] = ['SSP', 'DSP'];
export const DEFAULT_INVITE_ROLE: InviteRole = 'DSP';

/** Bump when InviteValues changes shape: an older draft is then offered. */
export const INVITE_DRAFT_VERSION = 1;

export const INVITE_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  roleInvalid: 'Choose SSP or DSP',
} as const;

// yup's own .email() accepts "a@b"; a login needs a dotted domain (AUTH-EMAIL).

export const inviteSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(INVITE_MESSAGES.emailRequired)
    .test('email', INVITE_MESSAGES.emailInvalid, (value) => !value || isEmailAddress(value)),
  role: yup
    .string<InviteRole>()
    .default(DEFAULT_INVITE_ROLE)
    .required(INVITE_MESSAGES.roleInvalid)
    .test('role', INVITE_MESSAGES.roleInvalid, (role) => INVITE_ROLES.includes(role)),
});
export type InviteValues = yup.InferType<typeof inviteSchema>;

export const inviteDefaults: InviteValues = { email: '', role: DEFAULT_INVITE_ROLE };
