// SET-TEAM
export const TEAM_LOAD_ERROR = 'Failed to load the team.';
export const NO_TEAM = 'No team members yet.';
// SET-INVITE-LEAVE
/** The leave guard's question while the invite form holds an unsent invite. */
export const INVITE_UNSAVED =
  'This invitation has not been sent. If you leave, what you typed is discarded.';

// SET-INVITE-SENT
export function invitedMessage(email: string): string {
  return `Invitation sent to ${email}`;
}

// SET-INVITE-WITHDRAW
export const WITHDRAW_TEXT = {
  button: (email: string) => `Withdraw the invitation to ${email}`,
  title: (email: string) => `Withdraw the invitation to ${email}?`,
  description:
    'The invite link stops working, and they leave the team. To undo it, invite them again.',
  confirm: 'Withdraw invitation',
} as const;

export function withdrawnMessage(email: string): string {
  return `Invitation to ${email} withdrawn`;
}
