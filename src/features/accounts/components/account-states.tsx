import type { ReactNode } from 'react';
import { QueryState, type QueryStateSource } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import type { Account } from '@/types/api';
import { ACCOUNT_LOAD_ERROR, ACCOUNT_NOT_FOUND } from '@/features/accounts/messages';

/** One account's query with its loading, not-found and failure states, then the account. */
export function AccountQuery({
  query,
  children,
}: {
  query: QueryStateSource<Account>;
  children: (account: Account) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      loadingLabel="Loading account…"
      errorTitle={ACCOUNT_LOAD_ERROR}
      notFound={
        <EmptyState
          title={ACCOUNT_NOT_FOUND}
          description="It may have been removed, or the link is wrong."
          action={
            <ButtonLink to={ROUTES.accounts.path} variant="secondary">
              Back to accounts
            </ButtonLink>
          }
        />
      }
    >
      {children}
    </QueryState>
  );
}
