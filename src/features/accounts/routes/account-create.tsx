import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Editor } from '@/components/form/editor';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import { useEditor } from '@/components/form/use-editor';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { routePath, ROUTES } from '@/config/routes';
import type { AccountKind } from '@/types/api';
import {
  ACCOUNT_DRAFT_VERSION,
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
import {
  ACCOUNT_CREATE_UNSAVED,
  ACCOUNT_CREATED,
  ACCOUNT_UPDATED,
} from '@/features/accounts/messages';

function isKind(value: string): value is AccountKind {
  return ACCOUNT_KINDS.some((known) => known === value);
}

export default function AccountCreateRoute() {
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();
  // Set when this save went as an update of the account a lost-reply create made: its toast then
  // says updated (ACC-UPDATE), not created.
  const updated = useRef(false);
  const editor = useEditor({
    noun: 'account',
    key: 'account.new',
    draftVersion: ACCOUNT_DRAFT_VERSION,
    defaults: {
      name: '',
      dspFeePercent: DEFAULT_DSP_FEE_PERCENT,
      ownerName: '',
      ownerEmail: '',
    } as AccountCreateFormValues,
    form: { resolver: yupResolver(accountCreateSchema), mode: 'onTouched' },
    request: (values: AccountCreateFormValues) => {
      updated.current = false;
      const body = toAccountCreateBody(values);
      return {
        body,
        send: (idempotencyKey) => createAccount.mutateAsync({ body, idempotencyKey }),
      };
    },
    // Found saved after a lost reply: the account's own fields typed since update it (its
    // owner was invited by the create).
    created: {
      update: (id, values, idempotencyKey) => {
        updated.current = true;
        return updateAccount.mutateAsync({ id, body: toAccountUpdateBody(values), idempotencyKey });
      },
      open: (id) => routePath('accountDetail', { id }),
    },
    success: () => (updated.current ? ACCOUNT_UPDATED : ACCOUNT_CREATED),
    to: (account) => routePath('accountDetail', { id: account.id }),
    toWithoutReply: routePath('accounts'),
  });
  const { form } = editor;
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

  return (
    <>
      <PageHeader title={ROUTES.accountCreate.title} />
      <Editor editor={editor} leaveMessage={ACCOUNT_CREATE_UNSAVED}>
        <Form form={form} onSubmit={editor.submit} aria-label="New account">
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
        </Form>
      </Editor>
    </>
  );
}
