import { TextInput } from '@/components/form/fields';
import type { ForgotPasswordValues } from '@/rules/auth-schemas';

/** The login's e-mail field, the same on sign-in and forgot-password (both name it `email`). */
export function EmailInput() {
  return (
    <TextInput<ForgotPasswordValues>
      name="email"
      label="Email address"
      type="email"
      autoComplete="email"
      required
    />
  );
}
