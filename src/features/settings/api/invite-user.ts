import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TeamMember } from '@/types/api';
import { teamQueryKey } from '@/features/settings/api/get-team';
import type { InviteValues } from '@/features/settings/invite-schema';

/** POST /users/invites: `{email, role}`; the reply is the new user. */
export function inviteUser(body: InviteValues): Promise<TeamMember> {
  return api.post<TeamMember>('/users/invites', body);
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: (member, body) => {
      // Show the new user at once, then confirm with the server's list.
      const invited: TeamMember = member?.email ? member : { name: '', ...body };
      queryClient.setQueryData<TeamMember[]>(teamQueryKey, (team) =>
        team && !team.some((m) => m.email === invited.email) ? [...team, invited] : team,
      );
      void queryClient.invalidateQueries({ queryKey: teamQueryKey });
    },
  });
}
