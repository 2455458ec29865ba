import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/fields';
import { PageHeader } from '@/components/ui/page-header';
import { routePath, ROUTES } from '@/config/routes';
import { toastSuccess } from '@/lib/toast';
import type { AccountKind } from '@/types/api';
import {
  accountCreateSchema,
  ACCOUNT_KINDS,
  DEFAULT_DSP_FEE_PERCENT,
  ownerRolesFor,
  suggestedOwnerRole,
  toAccountCreateBody,
  type AccountCreateFormValues,
  type AccountFormValues,
} from '@/features/accounts/account-schema';
import { useCreateAccount } from '@/api/accounts';
import { AccountFields } from '@/features/accounts/components/account-fields';
import { FormActions } from '@/features/accounts/components/form-actions';
import { ACCOUNT_CREATED } from '@/features/accounts/messages';

function isKind(value: string): value is AccountKind {
  return (ACCOUNT_KINDS as readonly string[]).includes(value);
}

export default function AccountCreateRoute() {
  const navigate = useNavigate();
  const createAccount = useCreateAccount();
  const { register, handleSubmit, formState, control, getFieldState, getValues, setValue } =
    useForm<AccountCreateFormValues>({
      resolver: yupResolver(accountCreateSchema),
      mode: 'onTouched',
      defaultValues: {
        name: '',
        dspFeePercent: DEFAULT_DSP_FEE_PERCENT,
        ownerName: '',
        ownerEmail: '',
      },
    });
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

  const onSubmit = handleSubmit(async (values) => {
    try {
      const account = await createAccount.mutateAsync(toAccountCreateBody(values));
      toastSuccess(ACCOUNT_CREATED);
      navigate(routePath('accountDetail', { id: account.id }));
    } catch {
      // The error toast comes from the mutation cache; the form keeps what was typed.
    }
  });

  const errors = formState.errors;
  return (
    <>
      <PageHeader title={ROUTES.accountCreate.title} />
      <form noValidate onSubmit={onSubmit} aria-label="New account">
        <fieldset disabled={createAccount.isPending} className="space-y-6">
          <Card title="Account">
            <AccountFields
              // The create form is a superset of the account fields AccountFields registers.
              register={register as unknown as UseFormRegister<AccountFormValues>}
              errors={errors}
            />
          </Card>
          <Card title="Owner">
            <p className="mb-4 text-sm text-gray-600">
              The account's first user. They are invited by e-mail to choose a password.
            </p>
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-6">
              <TextField
                label="Owner name"
                required
                autoComplete="off"
                containerClassName="sm:col-span-3"
                error={errors.ownerName?.message}
                {...register('ownerName')}
              />
              <TextField
                label="Owner email"
                type="email"
                required
                autoComplete="off"
                containerClassName="sm:col-span-3"
                error={errors.ownerEmail?.message}
                {...register('ownerEmail')}
              />
              <SelectField
                label="Owner role"
                required
                containerClassName="sm:col-span-3"
                hint="Admin is available for Exchange accounts only."
                error={errors.ownerRole?.message}
                {...register('ownerRole')}
              >
                <option value="">Choose a role…</option>
                {roles.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </SelectField>
            </div>
          </Card>
        </fieldset>
        <FormActions cancelTo={ROUTES.accounts.path} saving={createAccount.isPending} />
      </form>
    </>
  );
}
