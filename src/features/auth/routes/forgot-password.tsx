import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { useRequestRecovery } from '@/api/auth';
import { TextLink } from '@/features/auth/components/text-link';
import { RECOVERY_REQUESTED } from '@/features/auth/messages';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@/features/auth/schemas';

export default function ForgotPasswordRoute() {
  const recovery = useRequestRecovery();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) => recovery.mutateAsync(values).catch(() => undefined));

  return (
    <AuthLayout title="Forgot Password">
      {recovery.isSuccess ? (
        <p
          role="status"
          className="mb-6 rounded-md bg-green-50 p-4 text-sm text-green-900 ring-1 ring-green-200"
        >
          {RECOVERY_REQUESTED}
        </p>
      ) : (
        <p className="mb-6 text-sm text-gray-600">
          Enter the e-mail address of your account and we will send you a link to choose a new
          password.
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="w-full" loading={recovery.isPending}>
          Send Recovery E-mail
        </Button>
      </form>
      <p className="mt-6 text-center">
        <TextLink to="/sign-in">Back to sign in</TextLink>
      </p>
    </AuthLayout>
  );
}
