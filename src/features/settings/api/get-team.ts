import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TeamMember } from '@/types/api';

/** GET /users: the signed-in account's team (name and email). */
export function getTeam(): Promise<TeamMember[]> {
  return api.get<TeamMember[]>('/users');
}

export const teamQueryKey = ['team'] as const;

export function teamQueryOptions() {
  return queryOptions({
    queryKey: teamQueryKey,
    queryFn: getTeam,
    // The Team section shows the failure with a Retry button.
    meta: { errorToast: false },
  });
}

export function useTeam() {
  return useQuery(teamQueryOptions());
}
