import { PencilSquareIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { RecordHistory } from '@/components/history/record-history';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { routePath, ROUTES } from '@/config/routes';
import type { Account } from '@/types/api';
import { useAccount } from '@/api/accounts';
import { useRecordHistory } from '@/api/history';
import { AccountQuery } from '@/features/accounts/components/account-states';
import { AccountUsers } from '@/features/accounts/components/account-users';
import { SeatId } from '@/components/account/seat-id';
import { formatCount, formatDate, formatFeePercent, MISSING } from '@/lib/text/format';

function Item({
  term,
  className = '',
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  // A <dl> may hold <div> groups of <dt>/<dd>, one level deep only.
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-sm font-medium text-gray-600">{term}</dt>
      <dd className="mt-1 text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

function AccountOverview({ account }: { account: Account }) {
  // HIST-PANEL: the account's History last.
  const history = useRecordHistory('account', account.id);
  return (
    <div className="space-y-6">
      <Card title="Details">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-3">
          <Item term="Kind">{account.kind ?? MISSING}</Item>
          <Item term="Created">{formatDate(account.createdAt)}</Item>
          <Item term="DSP fee">{formatFeePercent(account.fees?.dsp)}</Item>
          <Item term="Seat ID" className="sm:col-span-3">
            <SeatId accountId={account.id} whose="The" />
          </Item>
        </dl>
      </Card>
      <Card title="Activity">
        <dl className="grid grid-cols-3 gap-6">
          <Item term="Campaigns">{formatCount(account.stats?.campaigns)}</Item>
          <Item term="Placements">{formatCount(account.stats?.placements)}</Item>
          <Item term="Users">{formatCount(account.stats?.users)}</Item>
        </dl>
      </Card>
      <AccountUsers accountId={account.id} />
      <RecordHistory query={history} restoreTo={routePath('accountEdit', { id: account.id })} />
    </div>
  );
}

export default function AccountDetailRoute() {
  const { id = '' } = useParams();
  const query = useAccount(id);
  const account = query.data;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <Link to={ROUTES.accounts.path} className="text-brand-700 hover:text-brand-600">
          Accounts
        </Link>
      </nav>
      <PageHeader
        title={account?.name ?? ROUTES.accountDetail.title}
        description={account?.kind ? `${account.kind} account` : undefined}
        actions={
          account ? (
            <ButtonLink to={routePath('accountEdit', { id: account.id })} variant="secondary">
              <PencilSquareIcon aria-hidden="true" className="size-4" />
              Edit
            </ButtonLink>
          ) : undefined
        }
      />
      <AccountQuery query={query}>{(data) => <AccountOverview account={data} />}</AccountQuery>
    </>
  );
}
