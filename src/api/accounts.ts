// Accounts (docs/api.md, "Accounts"): the admin's list and detail, an account's users, and
// creating and editing accounts. Other screens read the same keys (the tools' pickers, the
// campaign wizard's DSP fee), so every save here reaches them.
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  type MutationFunctionContext as SaveContext,
} from '@tanstack/react-query';
import { ACCOUNTS_LOAD_FAILED } from '@/config/messages';
import { api } from '@/lib/api-client';
import type {
  Account,
  AccountCreateBody,
  AccountSummary,
  AccountUpdateBody,
  AccountUser,
} from '@/types/api';
import { accountKeys } from '@/api/keys';
import { listFrom, segment } from '@/api/list';

export { accountKeys };

/**
 * The spec's GET /accounts promises only `id` and `name`; the demo server (and a richer real
 * one) may add the full account. Screens render whatever fields arrive and `—` for the rest.
 */
export type AccountListItem = AccountSummary & Partial<Omit<Account, 'id' | 'name'>>;

export async function getAccounts(): Promise<AccountListItem[]> {
  return listFrom<AccountListItem>(await api.get<unknown>('/accounts'), 'accounts');
}

export function getAccount(id: string): Promise<Account> {
  return api.get<Account>(`/accounts/${segment(id)}`);
}

export async function getAccountUsers(id: string): Promise<AccountUser[]> {
  return listFrom<AccountUser>(await api.get<unknown>(`/accounts/${segment(id)}/users`), 'users');
}

export function createAccount(body: AccountCreateBody): Promise<Account> {
  return api.post<Account>('/accounts', body);
}

export function updateAccount({ id, body }: { id: string; body: AccountUpdateBody }) {
  return api.post<Account>(`/accounts/${segment(id)}/update`, body);
}

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.list(),
    queryFn: getAccounts,
    meta: { errorMessage: ACCOUNTS_LOAD_FAILED },
  });

export const accountQueryOptions = (id: string) =>
  queryOptions({ queryKey: accountKeys.detail(id), queryFn: () => getAccount(id) });

export const accountUsersQueryOptions = (id: string) =>
  queryOptions({ queryKey: accountKeys.users(id), queryFn: () => getAccountUsers(id) });

export const useAccounts = () => useQuery(accountsQueryOptions());
/** The publisher accounts, read from the same cached list as the accounts table. */
export const usePublishers = () => useQuery({ ...accountsQueryOptions(), select: publishersOf });
export const useAccount = (id: string) => useQuery(accountQueryOptions(id));
/** An account's users; nothing is fetched until an account is chosen. */
export const useAccountUsers = (id: string | null) =>
  useQuery({ ...accountUsersQueryOptions(id ?? ''), enabled: Boolean(id) });

/**
 * The publishers among the accounts: those of kind Publisher when the list carries kinds,
 * otherwise every account (the spec's GET /accounts shows only id and name).
 */
export function publishersOf(accounts: readonly AccountListItem[]): AccountListItem[] {
  const hasKinds = accounts.some((account) => account.kind !== undefined);
  return hasKinds ? accounts.filter((account) => account.kind === 'Publisher') : [...accounts];
}

// The reply is the account itself: it becomes the cached detail; the list is refetched.
function cacheAccount(account: Account, _v: unknown, _r: unknown, { client }: SaveContext) {
  client.setQueryData(accountKeys.detail(account.id), account);
}

export const createAccountMutation = mutationOptions({
  mutationFn: createAccount,
  meta: { invalidates: [accountKeys.list()] },
  onSuccess: cacheAccount,
});
export const updateAccountMutation = mutationOptions({
  mutationFn: updateAccount,
  meta: { invalidates: [accountKeys.list()] },
  onSuccess: cacheAccount,
});

export const useCreateAccount = () => useMutation(createAccountMutation);
export const useUpdateAccount = () => useMutation(updateAccountMutation);
