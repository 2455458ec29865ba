import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { useRequestRecovery } from '@/api/auth';
import { EmailInput } from '@/features/auth/components/email-input';
import { TextLink } from '@/features/auth/components/text-link';
import { RECOVERY_REQUESTED } from '@/features/auth/messages';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@/rules/auth-schemas';

/** AUTH-FORGOT-SCREEN; AUTH-RECOVERY-SENT: the message inline, the form kept to send again. */
export default function ForgotPasswordRoute() {
  const recovery = useRequestRecovery();
  const form = useForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  // No toast and no navigation: success is the message shown above the form.
  const onSubmit = (values: ForgotPasswordValues) =>
    recovery.mutateAsync(values).catch(() => undefined);

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
      <Form form={form} onSubmit={onSubmit} className="space-y-6">
        <EmailInput />
        <Button type="submit" className="w-full" loading={recovery.isPending}>
          Send Recovery E-mail
        </Button>
      </Form>
      <p className="mt-6 text-center">
        <TextLink to="/sign-in">Back to sign in</TextLink>
      </p>
    </AuthLayout>
  );
}
