// `Session expired`: sign in again over the current screen (decisions section 4). The e-mail is
// the expired user's, and may be changed. The same user: the session is renewed and every held
// request goes again, so the screen and everything typed stay. Someone else: a fresh console
// (src/lib/session-expiry.ts). Cancel or Escape: signed out, to the sign-in screen. A failed
// sign-in is said inside the dialog (the page and its toasts are inert behind it).
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, useFormState } from 'react-hook-form';
import { TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { Modal, ModalActions } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { sessionStore } from '@/lib/session';
import {
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_TITLE,
  signInAgain,
  signOutExpired,
} from '@/lib/session-expiry';
import { signIn } from '@/api/auth';
import { signInSchema, type SignInValues } from '@/features/auth/schemas';

export default function SessionExpiredDialog() {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    resolver: yupResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: sessionStore.get()?.user.email ?? '', password: '', remember: false },
  });
  const { isSubmitting: busy } = useFormState({ control: form.control });

  const submit = async ({ email, password }: SignInValues) => {
    setError(null);
    try {
      // Not the sign-in mutation: its failure would be toasted behind this dialog.
      signInAgain(await signIn({ email, password }));
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <Modal
      open
      onClose={signOutExpired}
      busy={busy}
      title={SESSION_EXPIRED_TITLE}
      description={SESSION_EXPIRED_MESSAGE}
      error={error}
    >
      <Form form={form} onSubmit={submit} aria-label={SESSION_EXPIRED_TITLE} className="mt-4">
        <fieldset disabled={busy} className="space-y-4">
          {/* As the sign-in screen's EmailInput, which is not imported: sharing it would split
              the sign-in screen's code into one more file, about 0.14 KB more to download. */}
          <TextInput<SignInValues>
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            required
          />
          <TextInput<SignInValues>
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
          />
        </fieldset>
        <ModalActions onCancel={signOutExpired} busy={busy} confirmLabel="Sign in" />
      </Form>
    </Modal>
  );
}
