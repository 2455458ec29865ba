import { TOOL_QUERY_DEFAULTS } from '@/features/tools/api/query-defaults';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listFrom } from '@/features/tools/api/list';
import type { AccountKind, AccountSummary, AccountUser } from '@/types/api';

export type AccountListItem = AccountSummary & { kind?: AccountKind };

export async function getAccounts(): Promise<AccountListItem[]> {
  return listFrom<AccountListItem>(await api.get<unknown>('/accounts'), 'accounts');
}

export function getAccountUsers(accountId: string): Promise<AccountUser[]> {
  return api
    .get<unknown>(`/accounts/${encodeURIComponent(accountId)}/users`)
    .then((reply) => listFrom<AccountUser>(reply, 'users'));
}

/** GET /accounts; the screens show their own error state with Retry. */
export function useToolAccounts() {
  return useQuery({
    queryKey: ['tools', 'accounts'],
    queryFn: getAccounts,
    ...TOOL_QUERY_DEFAULTS,
  });
}

/**
 * The publishers among the accounts: those of kind Publisher when the list carries kinds,
 * otherwise every account (the spec's GET /accounts shows only id and name).
 */
export function publishersOf(accounts: readonly AccountListItem[]): AccountListItem[] {
  const hasKinds = accounts.some((account) => account.kind !== undefined);
  return hasKinds ? accounts.filter((account) => account.kind === 'Publisher') : [...accounts];
}

export function useToolAccountUsers(accountId: string | null) {
  return useQuery({
    queryKey: ['tools', 'accounts', accountId, 'users'],
    queryFn: () => getAccountUsers(accountId as string),
    enabled: Boolean(accountId),
    ...TOOL_QUERY_DEFAULTS,
  });
}
