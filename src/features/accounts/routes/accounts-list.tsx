import { PlusIcon } from '@heroicons/react/20/solid';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { DataTable, type Column } from '@/components/ui/table';
import { routePath, ROUTES } from '@/config/routes';
import { useAccounts, type AccountListItem } from '@/api/accounts';
import { formatCount, formatDate, MISSING } from '@/features/accounts/lib/format';
import { ACCOUNTS_LOAD_ERROR, NO_ACCOUNTS } from '@/features/accounts/messages';

const detailPath = (account: AccountListItem) => routePath('accountDetail', { id: account.id });

const COLUMNS: readonly Column<AccountListItem>[] = [
  {
    id: 'name',
    header: 'Name',
    sortValue: (a) => a.name,
    cell: (a) => (
      <Link
        to={detailPath(a)}
        className="text-brand-700 hover:text-brand-600 font-medium break-words"
      >
        {a.name}
      </Link>
    ),
  },
  { id: 'kind', header: 'Kind', sortValue: (a) => a.kind, cell: (a) => a.kind ?? MISSING },
  {
    id: 'campaigns',
    header: 'Campaigns',
    sortValue: (a) => a.stats?.campaigns,
    cell: (a) => formatCount(a.stats?.campaigns),
    className: 'text-right tabular-nums',
    hideOnMobile: true,
  },
  {
    id: 'placements',
    header: 'Placements',
    sortValue: (a) => a.stats?.placements,
    cell: (a) => formatCount(a.stats?.placements),
    className: 'text-right tabular-nums',
    hideOnMobile: true,
  },
  {
    id: 'users',
    header: 'Users',
    sortValue: (a) => a.stats?.users,
    cell: (a) => formatCount(a.stats?.users),
    className: 'text-right tabular-nums',
    hideOnMobile: true,
  },
  {
    id: 'created',
    header: 'Created',
    // ISO timestamps sort chronologically as text.
    sortValue: (a) => a.createdAt,
    cell: (a) => <span className="whitespace-nowrap">{formatDate(a.createdAt)}</span>,
    hideOnMobile: true,
  },
];

function matches(account: AccountListItem, query: string): boolean {
  return account.name.toLocaleLowerCase().includes(query);
}

/** `/accounts`, and the Admin home at `/` (the guard sets the page title either way). */
export default function AccountsListRoute() {
  const accounts = useAccounts();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const query = deferredSearch.trim().toLocaleLowerCase();
  const rows = useMemo(
    () => (accounts.data ?? []).filter((account) => matches(account, query)),
    [accounts.data, query],
  );

  const newAccount = (
    <ButtonLink to={ROUTES.accountCreate.path}>
      <PlusIcon aria-hidden="true" className="size-4" />
      New Account
    </ButtonLink>
  );

  let body;
  if (accounts.isPending) {
    body = <LoadingState label="Loading accounts…" />;
  } else if (accounts.isError) {
    body = (
      <ErrorState
        title={ACCOUNTS_LOAD_ERROR}
        onRetry={() => void accounts.refetch()}
        retrying={accounts.isFetching}
      />
    );
  } else if (accounts.data.length === 0) {
    body = (
      <EmptyState
        title={NO_ACCOUNTS}
        description="Create the first advertiser or publisher account with New Account."
      />
    );
  } else {
    body = (
      <>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <SearchInput
            label="Search accounts"
            placeholder="Search by name"
            value={search}
            onChange={setSearch}
          />
          <p className="text-sm text-gray-600" aria-live="polite">
            {rows.length === accounts.data.length
              ? `${accounts.data.length} accounts`
              : `${rows.length} of ${accounts.data.length} accounts`}
          </p>
        </div>
        {rows.length === 0 ? (
          <EmptyState
            title={`No accounts match “${deferredSearch.trim()}”.`}
            description="Try another name."
          />
        ) : (
          <DataTable
            caption="Accounts"
            columns={COLUMNS}
            rows={rows}
            rowKey={(a) => a.id}
            rowHref={detailPath}
            initialSort={{ columnId: 'name', direction: 'asc' }}
          />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={ROUTES.accounts.title} actions={newAccount} />
      {body}
    </>
  );
}
