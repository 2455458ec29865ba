export const TEAM_LOAD_ERROR = 'Failed to load the team.';
export const NO_TEAM = 'No team members yet.';

export function invitedMessage(email: string): string {
  return `Invitation sent to ${email}`;
}
