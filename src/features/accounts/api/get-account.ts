import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Account } from '@/types/api';

export function getAccount(id: string): Promise<Account> {
  return api.get<Account>(`/accounts/${encodeURIComponent(id)}`);
}

export function accountQueryKey(id: string) {
  return ['accounts', 'detail', id] as const;
}

export function accountQueryOptions(id: string) {
  return queryOptions({
    queryKey: accountQueryKey(id),
    queryFn: () => getAccount(id),
    // The screen shows the failure (or "not found") in place of the account.
    meta: { errorToast: false },
  });
}

export function useAccount(id: string) {
  return useQuery(accountQueryOptions(id));
}
