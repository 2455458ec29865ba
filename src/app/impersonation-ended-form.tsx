// The `Session expired` dialog of an ended sign-in as a user (AUTH-IMPERSONATE-LIFETIME): its 60
// minutes passed, or its token was refused. The tab goes back to the admin only after the admin's
// password, so an unattended tab gives nobody the admin's rights; what was typed as the user is
// kept as the user's draft, offered at the next sign-in as them. The e-mail is the admin's and
// cannot be changed here: signing in as anyone else is the sign-in screen's, after `Sign out`.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, useFormState } from 'react-hook-form';
import { TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SessionExpiredModal } from '@/app/session-expired-modal';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/http/api-error';
import { returnAfterImpersonation } from '@/lib/session/impersonation';
import { SESSION_EXPIRED_TITLE, signOutExpired } from '@/lib/session/session-expiry';
import { sessionStore } from '@/lib/session/session';
import type { SessionUser } from '@/types/api';
import { signIn } from '@/api/auth';
import {
  passwordOnlySchema,
  type PasswordOnlyValues as PasswordValues,
} from '@/rules/auth-schemas';

const nameOf = (user: SessionUser) => user.name || user.email;

// AUTH-IMPERSONATE-LIFETIME: the password signs the admin in again.
export const returnLabel = (admin: SessionUser) => `Sign in again as ${nameOf(admin)}`;

export function ImpersonationEndedForm({
  admin,
  user,
  held,
}: {
  admin: SessionUser;
  user: SessionUser | undefined;
  held: number;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PasswordValues>({
    resolver: yupResolver(passwordOnlySchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const { isSubmitting: busy } = useFormState({ control: form.control });

  const submit = async ({ password }: PasswordValues) => {
    setError(null);
    try {
      const remember = sessionStore.impersonatorRemembered();
      returnAfterImpersonation(await signIn({ email: admin.email, password, remember }));
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const signOut = () => {
    sessionStore.dropSwap();
    signOutExpired();
  };

  const description = (
    <>
      <p>
        Your session as {user ? nameOf(user) : 'this user'} has ended. Enter the password of{' '}
        {admin.email} to return to {nameOf(admin)}.
      </p>
      <p className="mt-2">
        What you typed as {user ? nameOf(user) : 'this user'} is kept as their draft
        {held > 0
          ? `; ${held === 1 ? '1 waiting request is' : `${held} waiting requests are`} not sent`
          : ''}
        .
      </p>
    </>
  );

  return (
    <SessionExpiredModal busy={busy} error={error} description={description}>
      <Form
        form={form}
        onSubmit={submit}
        aria-label={`${SESSION_EXPIRED_TITLE}: ${returnLabel(admin)}`}
        className="mt-4"
      >
        {/* The admin's e-mail, for the password manager: it is not the user's to change. */}
        <input type="hidden" name="username" autoComplete="username" value={admin.email} />
        <fieldset disabled={busy} className="space-y-4">
          <TextInput<PasswordValues>
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
          />
        </fieldset>
        <div className="mt-6 flex flex-col gap-3">
          <Button type="submit" loading={busy}>
            {returnLabel(admin)}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={signOut}>
            Sign out
          </Button>
        </div>
      </Form>
    </SessionExpiredModal>
  );
}
