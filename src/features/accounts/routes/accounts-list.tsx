import { PlusIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { FilterableTable } from '@/components/ui/filterable-table';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import type { Column } from '@/components/ui/table';
import { routePath, ROUTES } from '@/config/routes';
import { useAccounts } from '@/api/accounts';
import { formatCount, formatDate, MISSING } from '@/lib/text/format';
import { ACCOUNTS_LOAD_ERROR, NO_ACCOUNTS } from '@/features/accounts/messages';
import type { AccountListItem } from '@/types/api';
import { searchText } from '@/lib/text/search-text';

const detailPath = (account: AccountListItem) => routePath('accountDetail', { id: account.id });

// ACC-LIST: Name, Kind, Campaigns, Placements, Users, Created; ACC-LIST-URL: search and sort
// in the URL.
const COLUMNS: readonly Column<AccountListItem>[] = [
  {
    id: 'name',
    header: 'Name',
    sortValue: (a) => a.name,
    apiText: true,
    cell: (a) => (
      <Link to={detailPath(a)} className="text-brand-700 hover:text-brand-600 font-medium">
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

function matches(account: AccountListItem, needle: string): boolean {
  return searchText(account.name).includes(needle);
}

/** `/accounts`, and the Admin home at `/` (the guard sets the page title either way). */
export default function AccountsListRoute() {
  const accounts = useAccounts();
  return (
    <>
      <PageHeader
        title={ROUTES.accounts.title}
        actions={
          <ButtonLink to={ROUTES.accountCreate.path}>
            <PlusIcon aria-hidden="true" className="size-4" />
            New Account
          </ButtonLink>
        }
      />
      <QueryState
        query={accounts}
        loadingLabel="Loading accounts…"
        errorTitle={ACCOUNTS_LOAD_ERROR}
        empty={
          <EmptyState
            title={NO_ACCOUNTS}
            description="Create the first advertiser or publisher account with New Account."
          />
        }
      >
        {(rows) => (
          <FilterableTable
            caption="Accounts"
            columns={COLUMNS}
            rows={rows}
            rowKey={(a) => a.id}
            rowHref={detailPath}
            defaultSort={{ columnId: 'name', direction: 'asc' }}
            searchLabel="Search accounts"
            searchPlaceholder="Search by name"
            matches={matches}
            noun="accounts"
          />
        )}
      </QueryState>
    </>
  );
}
