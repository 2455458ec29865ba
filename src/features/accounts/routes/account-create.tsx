import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import { FormLeaveGuard } from '@/components/form/form-leave-guard';
import { useSaveAndGo } from '@/components/form/use-save-and-go';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { routePath, ROUTES } from '@/config/routes';
import { createOptions, withSaveKey } from '@/api/requests';
import type { AccountKind } from '@/types/api';
import {
  accountCreateSchema,
  ACCOUNT_KINDS,
  DEFAULT_DSP_FEE_PERCENT,
  ownerRolesFor,
  suggestedOwnerRole,
  toAccountCreateBody,
  toAccountUpdateBody,
  type AccountCreateFormValues,
} from '@/features/accounts/account-schema';
import { useCreateAccount, useUpdateAccount } from '@/api/accounts';
import { AccountFields, OwnerFields } from '@/features/accounts/components/account-fields';
import { ACCOUNT_CREATE_UNSAVED, ACCOUNT_CREATED } from '@/features/accounts/messages';

function isKind(value: string): value is AccountKind {
  return ACCOUNT_KINDS.some((known) => known === value);
}

export default function AccountCreateRoute() {
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();
  const form = useForm<AccountCreateFormValues>({
    resolver: yupResolver(accountCreateSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      dspFeePercent: DEFAULT_DSP_FEE_PERCENT,
      ownerName: '',
      ownerEmail: '',
    },
  });
  const { control, getFieldState, getValues, setValue } = form;
  const kind = useWatch({ control, name: 'kind' });
  const roles = ownerRolesFor(isKind(kind ?? '') ? kind : undefined);

  // Pre-select the owner role that fits the kind until the admin picks one, and never leave
  // an Admin owner on a non-Exchange account. After render, so the role's options exist.
  useEffect(() => {
    if (!kind || !isKind(kind)) return;
    const role = getFieldState('ownerRole');
    if (!role.isDirty || (getValues('ownerRole') === 'Admin' && kind !== 'Exchange')) {
      setValue('ownerRole', suggestedOwnerRole(kind), { shouldValidate: role.isTouched });
    }
  }, [kind, getFieldState, getValues, setValue]);

  const onSubmit = useSaveAndGo({
    save: (values: AccountCreateFormValues) => {
      const body = toAccountCreateBody(values);
      // One key per logical save: a retry of the same values is the same request.
      return withSaveKey(
        'account.new',
        body,
        (idempotencyKey) => createAccount.mutateAsync({ body, idempotencyKey }),
        // Found saved after a lost reply: the account's own fields typed since update it (its
        // owner was invited by the create).
        createOptions(
          toAccountUpdateBody(values),
          (variables) => updateAccount.mutateAsync(variables),
          (id) => routePath('accountDetail', { id }),
        ),
      );
    },
    success: ACCOUNT_CREATED,
    to: (account) => routePath('accountDetail', { id: account.id }),
    toWithoutReply: routePath('accounts'),
  });

  return (
    <>
      <PageHeader title={ROUTES.accountCreate.title} />
      <Form form={form} onSubmit={onSubmit} aria-label="New account">
        <fieldset disabled={createAccount.isPending} className="space-y-6">
          <Card title="Account">
            <AccountFields />
          </Card>
          <Card title="Owner">
            <p className="mb-4 text-sm text-gray-600">
              The account's first user. They are invited by e-mail to choose a password.
            </p>
            <OwnerFields roles={roles} />
          </Card>
        </fieldset>
        <FormActions cancelTo={ROUTES.accounts.path} saving={createAccount.isPending} />
        <FormLeaveGuard message={ACCOUNT_CREATE_UNSAVED} />
      </Form>
    </>
  );
}
