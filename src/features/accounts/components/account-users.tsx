import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable, type Column } from '@/components/ui/table';
import { useSession } from '@/lib/session/use-session';
import type { AccountUser } from '@/types/api';
import { useAccountUsers } from '@/api/accounts';
import { useImpersonateUser } from '@/api/users';
import { MISSING } from '@/lib/text/format';
import { ACCOUNT_USERS_LOAD_ERROR, NO_ACCOUNT_USERS } from '@/features/accounts/messages';

/** The account's users (ACC-DETAIL), each with `Sign in as` (ACC-SIGN-IN-AS; AUTH-IMPERSONATE). */
export function AccountUsers({ accountId }: { accountId: string }) {
  const session = useSession();
  const users = useAccountUsers(accountId);
  const impersonate = useImpersonateUser();

  const columns: Column<AccountUser>[] = [
    {
      id: 'name',
      header: 'Name',
      sortValue: (u) => u.name,
      apiText: true,
      cell: (u) => <span className="font-medium text-gray-900">{u.name || MISSING}</span>,
    },
    {
      id: 'email',
      header: 'Email',
      sortValue: (u) => u.email,
      cell: (u) => <span className="break-all">{u.email}</span>,
      hideOnMobile: true,
    },
    {
      id: 'roles',
      header: 'Roles',
      sortValue: (u) => u.roles.join(', '),
      cell: (u) => (u.roles.length ? u.roles.join(', ') : 'None'),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (u) => {
        if (session && u.email === session.user.email) {
          return <span className="text-xs text-gray-500">You</span>;
        }
        const running = impersonate.isPending && impersonate.variables === u.id;
        return (
          <Button
            variant="secondary"
            className="px-2.5 py-1.5 whitespace-nowrap"
            loading={running}
            // One impersonation at a time: the page reloads as that user when it succeeds.
            disabled={impersonate.isPending}
            onClick={() => impersonate.mutate(u.id)}
          >
            Sign in as <span className="sr-only">{u.name || u.email}</span>
          </Button>
        );
      },
    },
  ];

  return (
    <Card title="Users">
      <p className="mb-4 text-sm text-gray-600">
        <strong className="font-semibold">Sign in as</strong> opens the console as that user. Log
        out to come back to your own session.
      </p>
      <QueryState
        query={users}
        loadingLabel="Loading users…"
        errorTitle={ACCOUNT_USERS_LOAD_ERROR}
        empty={<EmptyState title={NO_ACCOUNT_USERS} />}
      >
        {(rows) => (
          <DataTable
            caption="Users"
            columns={columns}
            rows={rows}
            rowKey={(u) => u.id}
            initialSort={{ columnId: 'name', direction: 'asc' }}
          />
        )}
      </QueryState>
    </Card>
  );
}
