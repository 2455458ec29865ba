// The access screens' messages, exactly as written: AUTH-INVITE-NO-TOKEN, AUTH-RECOVERY-NO-TOKEN,
// AUTH-RECOVERY-SENT and AUTH-SET-PASSWORD.
export const MISSING_INVITE_TOKEN =
  'There was an issue with creating your account. Please follow the invite link e-mailed to you and try again.';
export const MISSING_RECOVERY_TOKEN =
  'There was an issue with account recovery. Please follow the recovery link e-mailed to you or try again.';
export const RECOVERY_REQUESTED =
  'We sent an e-mail to the provided address with a link for account recovery. Please wait up to five minutes for the message to arrive and check your spam folder';
export const PASSWORD_SET = 'Password reset successful.';
