import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Account } from '@/types/api';
import { accountQueryKey } from '@/features/accounts/api/get-account';
import { accountsQueryKey } from '@/features/accounts/api/get-accounts';
import type { AccountCreateBody } from '@/features/accounts/account-schema';

export function createAccount(body: AccountCreateBody): Promise<Account> {
  return api.post<Account>('/accounts', body);
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey(account.id), account);
      void queryClient.invalidateQueries({ queryKey: accountsQueryKey, exact: true });
    },
  });
}
