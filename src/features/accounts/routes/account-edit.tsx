import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { routePath, ROUTES } from '@/config/routes';
import { toastSuccess } from '@/lib/toast';
import type { Account } from '@/types/api';
import {
  accountSchema,
  fractionToPercent,
  toAccountUpdateBody,
  type AccountFormValues,
} from '@/features/accounts/account-schema';
import { useAccount, useUpdateAccount } from '@/api/accounts';
import { AccountFields } from '@/features/accounts/components/account-fields';
import { AccountQueryState } from '@/features/accounts/components/account-states';
import { FormActions } from '@/features/accounts/components/form-actions';
import { ACCOUNT_UPDATED } from '@/features/accounts/messages';

function EditAccountForm({ account }: { account: Account }) {
  const navigate = useNavigate();
  const updateAccount = useUpdateAccount();
  const detailPath = routePath('accountDetail', { id: account.id });
  const { register, handleSubmit, formState } = useForm<AccountFormValues>({
    resolver: yupResolver(accountSchema),
    mode: 'onTouched',
    defaultValues: {
      name: account.name,
      kind: account.kind,
      dspFeePercent: fractionToPercent(account.fees?.dsp ?? 0),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateAccount.mutateAsync({ id: account.id, body: toAccountUpdateBody(values) });
      toastSuccess(ACCOUNT_UPDATED);
      navigate(detailPath);
    } catch {
      // The error toast comes from the mutation cache; the form keeps what was typed.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit account">
      <fieldset disabled={updateAccount.isPending}>
        <Card title="Account">
          <AccountFields register={register} errors={formState.errors} />
        </Card>
      </fieldset>
      <FormActions cancelTo={detailPath} saving={updateAccount.isPending} />
    </form>
  );
}

export default function AccountEditRoute() {
  const { id = '' } = useParams();
  const query = useAccount(id);
  return (
    <>
      <PageHeader title={query.data ? `Edit ${query.data.name}` : ROUTES.accountEdit.title} />
      {query.data ? (
        // Keyed by the account so a different account never inherits typed values.
        <EditAccountForm key={query.data.id} account={query.data} />
      ) : (
        <AccountQueryState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
    </>
  );
}
