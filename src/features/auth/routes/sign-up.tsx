import { NewPasswordScreen } from '@/features/auth/components/new-password-form';
import { MISSING_INVITE_TOKEN } from '@/features/auth/messages';

/** Invite account creation (AUTH-INVITE-SCREEN: Choose Password, one field, Sign Up). */
export default function SignUpRoute() {
  return (
    <NewPasswordScreen
      title="Choose Password"
      fieldLabel="Password"
      submitLabel="Sign Up"
      missingTokenMessage={MISSING_INVITE_TOKEN}
      missingTokenPath="/"
    />
  );
}
