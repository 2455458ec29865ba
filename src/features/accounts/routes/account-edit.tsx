import { useRestoreKey } from '@/components/form/restore';
import { yupResolver } from '@hookform/resolvers/yup';
import { useParams } from 'react-router-dom';
import { RecordHistory } from '@/components/history/record-history';
import { Editor } from '@/components/form/editor';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import { useEditor } from '@/components/form/use-editor';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { fractionToPercent } from '@/lib/text/format';
import { routePath, ROUTES } from '@/config/routes';
import { versionHash } from '@/lib/saving/three-way-merge';
import type { Account } from '@/types/api';
import {
  ACCOUNT_DRAFT_VERSION,
  accountSchema,
  toAccountUpdateBody,
  type AccountFormValues,
} from '@/features/accounts/account-schema';
import { getAccountVersioned, useAccount, useUpdateAccount } from '@/api/accounts';
import { useRecordHistory } from '@/api/history';
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

/** The account's version for its draft: what the form edits, not its users and statistics. */
function accountVersion({ stats: _stats, ...account }: Account): string {
  return versionHash(account);
}

function EditAccountForm({ account }: { account: Account }) {
  const updateAccount = useUpdateAccount();
  const detailPath = routePath('accountDetail', { id: account.id });
  // Merged with the account as it is now: a colleague's change to another field is kept.
  const editor = useEditor({
    noun: 'account',
    key: `account.${account.id}`,
    draftVersion: ACCOUNT_DRAFT_VERSION,
    defaults: accountToFormValues(account),
    form: { resolver: yupResolver(accountSchema), mode: 'onTouched' },
    edit: {
      version: accountVersion(account),
      read: () => getAccountVersioned(account.id),
      toValues: accountToFormValues,
      record: account,
    },
    request: (values: AccountFormValues, current) => {
      const body = toAccountUpdateBody(values);
      return {
        body,
        send: (idempotencyKey, via) =>
          updateAccount.mutateAsync({
            id: account.id,
            body,
            idempotencyKey,
            ifMatch: current?.etag,
            path: { via },
          }),
      };
    },
    success: ACCOUNT_UPDATED,
    to: detailPath,
  });

  return (
    <Editor editor={editor} leaveMessage={ACCOUNT_EDIT_UNSAVED}>
      <Form form={editor.form} onSubmit={editor.submit} aria-label="Edit account">
        <fieldset disabled={updateAccount.isPending}>
          <Card title="Account">
            <AccountFields />
          </Card>
        </fieldset>
        <FormActions cancelTo={detailPath} saving={updateAccount.isPending} />
      </Form>
    </Editor>
  );
}

export default function AccountEditRoute() {
  const { id = '' } = useParams();
  const query = useAccount(id);
  // HIST-PANEL: the account's History below the form, once the account is read.
  const history = useRecordHistory('account', id, { enabled: query.data !== undefined });
  // HIST-RESTORE: a restore asked for on this page starts the form afresh from its values.
  const restoreKey = useRestoreKey(id);
  return (
    <>
      <PageHeader title={query.data ? `Edit ${query.data.name}` : ROUTES.accountEdit.title} />
      <AccountQuery query={query}>
        {/* Keyed by the account so a different account never inherits typed values. */}
        {(account) => <EditAccountForm key={restoreKey} account={account} />}
      </AccountQuery>
      {query.data ? (
        <div className="mt-8">
          <RecordHistory query={history} restoreTo={routePath('accountEdit', { id })} />
        </div>
      ) : null}
    </>
  );
}
