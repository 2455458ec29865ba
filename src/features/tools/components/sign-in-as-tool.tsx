import { ACCOUNTS_LOAD_FAILED } from '@/config/messages';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { ErrorState } from '@/components/ui/states';
import { useAccounts, useAccountUsers } from '@/api/accounts';
import { useImpersonateUser } from '@/api/users';
import { useSession } from '@/lib/session/use-session';

/**
 * TOOL-SIGN-IN-AS: pick an account, then one of its users, and swap into that user's session;
 * logout restores the admin (AUTH-IMPERSONATE).
 */
export function SignInAsTool() {
  const accounts = useAccounts();
  const [accountId, setAccountId] = useState('');
  const [userId, setUserId] = useState('');
  const users = useAccountUsers(accountId || null);
  const impersonate = useImpersonateUser();
  const me = useSession()?.user.email.toLowerCase();
  // TOOL-SIGN-IN-NOT-SELF: the admin cannot sign in as themselves.
  const choices = users.data?.filter((user) => user.email.toLowerCase() !== me);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) return;
    impersonate.mutate(userId);
  };

  if (accounts.isError) {
    return (
      <ErrorState
        title={ACCOUNTS_LOAD_FAILED}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
        retrying={accounts.isFetching}
      />
    );
  }

  // TOOL-SIGN-IN-AS-STATES
  const userPlaceholder = !accountId
    ? 'Choose an account first'
    : users.isPending
      ? 'Loading users…'
      : users.isError
        ? 'Failed to load users.'
        : choices?.length
          ? 'Choose a user'
          : 'This account has no users';

  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <SelectField
        label="Account"
        value={accountId}
        disabled={accounts.isPending}
        onChange={(event) => {
          setAccountId(event.target.value);
          setUserId('');
        }}
      >
        <option value="">{accounts.isPending ? 'Loading accounts…' : 'Choose an account'}</option>
        {accounts.data?.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="User"
        value={userId}
        disabled={!accountId || users.isPending || !choices?.length}
        error={users.isError ? 'Failed to load users.' : undefined}
        onChange={(event) => setUserId(event.target.value)}
      >
        <option value="">{userPlaceholder}</option>
        {choices?.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name} ({user.email})
          </option>
        ))}
      </SelectField>
      {/* TOOL-SIGN-IN-AS-PENDING */}
      <Button type="submit" disabled={!userId} loading={impersonate.isPending}>
        Sign in as
      </Button>
    </form>
  );
}
