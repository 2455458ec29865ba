import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/fields';
import { API_MOCKING, CONTACT_URL } from '@/config/env';
import { queryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { useSignIn } from '@/api/auth';
import { DemoPanel } from '@/features/auth/components/demo-panel';
import { TextLink } from '@/features/auth/components/text-link';
import { signInSchema, type SignInValues } from '@/features/auth/schemas';

export default function SignInRoute() {
  const signIn = useSignIn();
  const { register, handleSubmit, formState, setValue } = useForm<SignInValues>({
    resolver: yupResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    try {
      const session = await signIn.mutateAsync({ email, password });
      queryClient.clear();
      // Saving the session re-renders this route's guard, which goes on to `redirectTo` or `/`.
      sessionStore.save(session, remember);
    } catch {
      // The error toast comes from the mutation cache; the form is enabled again, still filled.
    }
  });

  const fillDemoLogin = (email: string, password: string) => {
    setValue('email', email, { shouldValidate: true, shouldTouch: true });
    setValue('password', password, { shouldValidate: true, shouldTouch: true });
  };

  return (
    <AuthLayout
      title="Sign in to your account"
      aside={API_MOCKING ? <DemoPanel onPick={fillDemoLogin} /> : null}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <fieldset disabled={signIn.isPending} className="space-y-6">
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            required
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <div className="flex items-center justify-between gap-4">
            <CheckboxField label="Remember me" {...register('remember')} />
            <TextLink to="/forgot-password">Forgot your password?</TextLink>
          </div>
        </fieldset>
        <Button type="submit" className="w-full" loading={signIn.isPending}>
          Sign in
        </Button>
      </form>
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
