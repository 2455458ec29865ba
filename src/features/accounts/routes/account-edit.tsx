import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import { FormLeaveGuard } from '@/components/form/form-leave-guard';
import { useMergedSave } from '@/components/form/use-merged-save';
import { useSaveAndGo } from '@/components/form/use-save-and-go';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { fractionToPercent } from '@/lib/text/format';
import { routePath, ROUTES } from '@/config/routes';
import type { Account } from '@/types/api';
import {
  accountSchema,
  toAccountUpdateBody,
  type AccountFormValues,
} from '@/features/accounts/account-schema';
import { getAccountVersioned, useAccount, useUpdateAccount } from '@/api/accounts';
import { AccountFields } from '@/features/accounts/components/account-fields';
import { AccountQuery } from '@/features/accounts/components/account-states';
import { ACCOUNT_EDIT_UNSAVED, ACCOUNT_UPDATED } from '@/features/accounts/messages';

/** An account as the edit form's values (as the schema gives them on submit: the fee a number). */
function accountToFormValues(account: Account): AccountFormValues {
  return {
    name: account.name.trim(),
    kind: account.kind,
    dspFeePercent: fractionToPercent(account.fees?.dsp ?? 0),
  };
}

function EditAccountForm({ account }: { account: Account }) {
  const updateAccount = useUpdateAccount();
  const detailPath = routePath('accountDetail', { id: account.id });
  const form = useForm<AccountFormValues>({
    resolver: yupResolver(accountSchema),
    mode: 'onTouched',
    defaultValues: accountToFormValues(account),
  });
  // Merged with the account as it is now: a colleague's change to another field is kept.
  const merged = useMergedSave({
    noun: 'account',
    base: accountToFormValues(account),
    read: () => getAccountVersioned(account.id),
    toValues: accountToFormValues,
    send: (values: AccountFormValues, current) =>
      updateAccount.mutateAsync({
        id: account.id,
        body: toAccountUpdateBody(values),
        ifMatch: current.etag,
      }),
  });
  const onSubmit = useSaveAndGo({
    save: merged.save,
    success: ACCOUNT_UPDATED,
    to: detailPath,
  });

  return (
    <>
      <Form form={form} onSubmit={onSubmit} aria-label="Edit account">
        <fieldset disabled={updateAccount.isPending}>
          <Card title="Account">
            <AccountFields />
          </Card>
        </fieldset>
        <FormActions cancelTo={detailPath} saving={updateAccount.isPending} />
        <FormLeaveGuard message={ACCOUNT_EDIT_UNSAVED} />
      </Form>
      {merged.conflictView}
    </>
  );
}

export default function AccountEditRoute() {
  const { id = '' } = useParams();
  const query = useAccount(id);
  return (
    <>
      <PageHeader title={query.data ? `Edit ${query.data.name}` : ROUTES.accountEdit.title} />
      <AccountQuery query={query}>
        {/* Keyed by the account so a different account never inherits typed values. */}
        {(account) => <EditAccountForm key={account.id} account={account} />}
      </AccountQuery>
    </>
  );
}
