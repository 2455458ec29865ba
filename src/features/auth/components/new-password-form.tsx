import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { toastError, toastSuccess } from '@/lib/toast';
import { useSetPassword } from '@/api/auth';
import { PASSWORD_SET } from '@/features/auth/messages';
import { newPasswordSchema, type NewPasswordValues } from '@/features/auth/schemas';

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
  const { register, handleSubmit, formState } = useForm<NewPasswordValues>({
    resolver: yupResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  useEffect(() => {
    if (!token) toastError(missingTokenMessage, { id: missingTokenMessage });
  }, [token, missingTokenMessage]);

  if (!token) return <Navigate to={missingTokenPath} replace />;

  const onSubmit = handleSubmit((values) =>
    setPassword.mutateAsync({ password: values.password, token }).then(
      () => {
        toastSuccess(PASSWORD_SET);
        navigate('/', { replace: true });
      },
      () => undefined, // the error toast comes from the mutation cache; the form stays filled
    ),
  );

  return (
    <AuthLayout title={title}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <TextField
          label={fieldLabel}
          type="password"
          autoComplete="new-password"
          required
          error={formState.errors.password?.message}
          hint="At least 8 characters."
          {...register('password')}
        />
        <Button type="submit" className="w-full" loading={setPassword.isPending}>
          {submitLabel}
        </Button>
      </form>
    </AuthLayout>
  );
}
