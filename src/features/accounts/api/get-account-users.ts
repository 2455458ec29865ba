import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AccountUser } from '@/types/api';

export function getAccountUsers(accountId: string): Promise<AccountUser[]> {
  return api.get<AccountUser[]>(`/accounts/${encodeURIComponent(accountId)}/users`);
}

export function accountUsersQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: ['accounts', 'detail', accountId, 'users'] as const,
    queryFn: () => getAccountUsers(accountId),
    meta: { errorToast: false },
  });
}

export function useAccountUsers(accountId: string) {
  return useQuery(accountUsersQueryOptions(accountId));
}
