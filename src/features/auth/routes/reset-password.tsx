import { NewPasswordScreen } from '@/features/auth/components/new-password-form';
import { MISSING_RECOVERY_TOKEN } from '@/features/auth/messages';

/** Password change from the recovery link (AUTH-RESET-SCREEN). */
export default function ResetPasswordRoute() {
  return (
    <NewPasswordScreen
      title="Change Password"
      fieldLabel="New Password"
      submitLabel="Change Password"
      missingTokenMessage={MISSING_RECOVERY_TOKEN}
      missingTokenPath="/forgot-password"
    />
  );
}
