import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { CheckboxInput, TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { API_MOCKING, CONTACT_URL } from '@/config/env';
import { completeSignIn } from '@/lib/session/session-changes';
import { useSignIn } from '@/api/auth';
import { DemoPanel } from '@/features/auth/components/demo-panel';
import { EmailInput } from '@/features/auth/components/email-input';
import { TextLink } from '@/features/auth/components/text-link';
import { signInSchema, type SignInValues } from '@/rules/auth-schemas';

// AUTH-SIGN-IN-SCREEN: the fields, Remember me and the recovery link; AUTH-CONTACT-US below.
export default function SignInRoute() {
  const signIn = useSignIn();
  const form = useForm<SignInValues>({
    resolver: yupResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = async ({ email, password, remember }: SignInValues) => {
    try {
      const session = await signIn.mutateAsync({ email, password, remember });
      // Saving the session re-renders this route's guard, which goes on to `redirectTo` or `/`.
      completeSignIn(session, remember);
    } catch {
      // AUTH-SIGN-IN-FAIL: the error toast comes from the mutation cache; the form is enabled
      // again, still filled.
    }
  };

  const fillDemoLogin = (email: string, password: string) => {
    form.setValue('email', email, { shouldValidate: true, shouldTouch: true });
    form.setValue('password', password, { shouldValidate: true, shouldTouch: true });
  };

  return (
    <AuthLayout
      title="Sign in to your account"
      aside={API_MOCKING ? <DemoPanel onPick={fillDemoLogin} /> : null}
    >
      <Form form={form} onSubmit={onSubmit} className="space-y-6">
        <fieldset disabled={signIn.isPending} className="space-y-6">
          <EmailInput />
          <TextInput<SignInValues>
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <div className="flex items-center justify-between gap-4">
            <CheckboxInput<SignInValues> name="remember" label="Remember me" />
            <TextLink to="/forgot-password">Forgot your password?</TextLink>
          </div>
        </fieldset>
        <Button type="submit" className="w-full" loading={signIn.isPending}>
          Sign in
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        Accounts are by invitation only.{' '}
        <a href={CONTACT_URL} className="text-brand-700 hover:text-brand-600 font-semibold">
          Contact us
        </a>{' '}
        to sign up.
      </p>
    </AuthLayout>
  );
}
