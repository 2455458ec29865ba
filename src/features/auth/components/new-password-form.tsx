import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSaveAndGo } from '@/components/form/use-save-and-go';
import { Button } from '@/components/ui/button';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { toastError } from '@/lib/toasts/toast';
import { useSetPassword } from '@/api/auth';
import { PASSWORD_SET } from '@/features/auth/messages';
import { newPasswordSchema, type NewPasswordValues } from '@/rules/auth-schemas';

/**
 * The screen behind an e-mailed link (invite: Choose Password, recovery: New Password).
 * The link's token comes in the query string; without it the user is sent away with a message.
 */
export function NewPasswordScreen({
  title,
  fieldLabel,
  submitLabel,
  missingTokenMessage,
  missingTokenPath,
}: {
  title: string;
  fieldLabel: string;
  submitLabel: string;
  missingTokenMessage: string;
  missingTokenPath: string;
}) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const setPassword = useSetPassword();
  const form = useForm<NewPasswordValues>({
    resolver: yupResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const onSubmit = useSaveAndGo({
    save: ({ password }: NewPasswordValues) => setPassword.mutateAsync({ password, token }),
    success: PASSWORD_SET,
    // Replacing the history entry, so Back does not return to the spent link.
    onSuccess: () => void navigate('/', { replace: true }),
  });

  useEffect(() => {
    if (!token) toastError(missingTokenMessage, { id: missingTokenMessage });
  }, [token, missingTokenMessage]);

  if (!token) return <Navigate to={missingTokenPath} replace />;

  return (
    <AuthLayout title={title}>
      <Form form={form} onSubmit={onSubmit} className="space-y-6">
        <TextInput<NewPasswordValues>
          name="password"
          label={fieldLabel}
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
        />
        <Button type="submit" className="w-full" loading={setPassword.isPending}>
          {submitLabel}
        </Button>
      </Form>
    </AuthLayout>
  );
}
