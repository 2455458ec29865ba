import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Account } from '@/types/api';
import { accountQueryKey } from '@/features/accounts/api/get-account';
import { accountsQueryKey } from '@/features/accounts/api/get-accounts';
import type { AccountUpdateBody } from '@/features/accounts/account-schema';

export function updateAccount({ id, body }: { id: string; body: AccountUpdateBody }) {
  return api.post<Account>(`/accounts/${encodeURIComponent(id)}/update`, body);
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey(account.id), account);
      void queryClient.invalidateQueries({ queryKey: accountsQueryKey, exact: true });
    },
  });
}
