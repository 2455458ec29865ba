// Accounts (docs/api.md, "Accounts"; ACC-CALLS): the admin's list and detail, an account's
// users, and creating and editing accounts. Other screens read the same keys (the tools'
// pickers, the campaign wizard's DSP fee), so every save here reaches them.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ACCOUNTS_LOAD_FAILED } from '@/config/messages';
import { api } from '@/lib/http/api-client';
import { accountKeys } from '@/api/keys';
import { listFrom, segment } from '@/api/list';
import type { ListItem, Reply, RequestBody } from '@/api/operations';
import type { AccountListItem } from '@/types/api';
import { detailQueryOptions, restCalls, saveRecordMutations } from '@/api/rest';

export { accountKeys };

/**
 * GET /accounts (API-CALLS) promises only `id` and `name`; the demo server (and a richer real
 * one) may add the full account (AccountListItem). Screens render whatever fields arrive and
 * `—` for the rest (ACC-LIST).
 */
const accounts = restCalls<
  Reply<'getAccount'>,
  RequestBody<'createAccount'>,
  RequestBody<'updateAccount'>,
  ListItem<'getAccounts'>
>('/accounts', 'accounts');
export const {
  list: getAccounts,
  get: getAccount,
  create: createAccount,
  update: updateAccount,
} = accounts;
/** The account read afresh with its ETag, for a merged edit (MANY-MERGE). */
export const getAccountVersioned = accounts.getVersioned;

export async function getAccountUsers(id: string): Promise<ListItem<'getAccountUsers'>[]> {
  return listFrom<ListItem<'getAccountUsers'>>(
    await api.get<unknown>(`/accounts/${segment(id)}/users`),
    'users',
  );
}

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.list(),
    queryFn: getAccounts,
    meta: { errorMessage: ACCOUNTS_LOAD_FAILED },
  });

export const accountQueryOptions = detailQueryOptions(accountKeys.detail, getAccount);

export const accountUsersQueryOptions = (id: string) =>
  queryOptions({ queryKey: accountKeys.users(id), queryFn: () => getAccountUsers(id) });

export const useAccounts = () => useQuery(accountsQueryOptions());
/** The publisher accounts, read from the same cached list as the accounts table. */
export const usePublishers = () => useQuery({ ...accountsQueryOptions(), select: publishersOf });
/**
 * The advertiser accounts (the buyer seats a deal may name), from the same cached list;
 * `enabled: false` asks nothing (a login whose list holds none).
 */
export const useAdvertisers = (enabled = true) =>
  useQuery({ ...accountsQueryOptions(), select: advertisersOf, enabled });
export const useAccount = (id: string) => useQuery(accountQueryOptions(id));
/** An account's users; nothing is fetched until an account is chosen. */
export const useAccountUsers = (id: string | null) =>
  useQuery({ ...accountUsersQueryOptions(id ?? ''), enabled: Boolean(id) });

/**
 * The publishers among the accounts: those of kind Publisher when the list carries kinds,
 * otherwise every account (GET /accounts, API-CALLS, promises only id and name).
 */
export function publishersOf(list: readonly AccountListItem[]): AccountListItem[] {
  const hasKinds = list.some((account) => account.kind !== undefined);
  return hasKinds ? list.filter((account) => account.kind === 'Publisher') : [...list];
}

/** The advertisers among the accounts (an SSP's list carries them, with kinds). */
export function advertisersOf(list: readonly AccountListItem[]): AccountListItem[] {
  return list.filter((account) => account.kind === 'Advertiser');
}

// The reply is the account: it becomes the cached detail, and the list is refetched.
export const { create: createAccountMutation, update: updateAccountMutation } = saveRecordMutations(
  accounts,
  accountKeys.detail,
  [accountKeys.list()],
);

export const useCreateAccount = () => useMutation(createAccountMutation);
export const useUpdateAccount = () => useMutation(updateAccountMutation);
