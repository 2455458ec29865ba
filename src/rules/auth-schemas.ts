import * as yup from 'yup';
import { isEmailAddress } from '@/lib/text/email-address';

/** AUTH-PASSWORD: new passwords only; the sign-in password is only required. */
export const PASSWORD_MIN_LENGTH = 8;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
} as const;

// AUTH-EMAIL: yup's own .email() accepts addresses like "a@b"; an exchange login needs a dotted
// domain (src/lib/text/email-address.ts, linear in the text's length).

export const emailField = yup
  .string()
  .trim()
  .required(MESSAGES.emailRequired)
  .test('email', MESSAGES.emailInvalid, (value) => value == null || isEmailAddress(value));

export const signInSchema = yup.object({
  email: emailField,
  password: yup.string().required(MESSAGES.passwordRequired),
  remember: yup.boolean().default(false),
});
export type SignInValues = yup.InferType<typeof signInSchema>;

/** The admin's password to return after a sign-in as a user ended (AUTH-IMPERSONATE-LIFETIME). */
export const passwordOnlySchema = yup.object({
  password: yup.string().required(MESSAGES.passwordRequired),
});
export type PasswordOnlyValues = yup.InferType<typeof passwordOnlySchema>;

export const forgotPasswordSchema = yup.object({ email: emailField });
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const newPasswordSchema = yup.object({
  password: yup
    .string()
    .required(MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
});
export type NewPasswordValues = yup.InferType<typeof newPasswordSchema>;
