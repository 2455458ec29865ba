import { ACCOUNTS_LOAD_FAILED } from '@/config/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Account, AccountSummary } from '@/types/api';

export const ACCOUNTS_LOAD_ERROR = ACCOUNTS_LOAD_FAILED;

/**
 * The spec's GET /accounts promises only `id` and `name`; the demo server (and a richer real
 * one) may add the full account. The list renders whatever fields arrive and `—` for the rest.
 */
export type AccountListItem = AccountSummary & Partial<Omit<Account, 'id' | 'name'>>;

export function getAccounts(): Promise<AccountListItem[]> {
  return api.get<AccountListItem[]>('/accounts');
}

export const accountsQueryKey = ['accounts'] as const;

export function accountsQueryOptions() {
  return queryOptions({
    queryKey: accountsQueryKey,
    queryFn: getAccounts,
    meta: { errorMessage: ACCOUNTS_LOAD_ERROR },
  });
}

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
