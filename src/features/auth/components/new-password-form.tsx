import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSaveAndGo } from '@/components/form/use-save-and-go';
import { Button } from '@/components/ui/button';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { toastError } from '@/lib/toasts/toast';
import { useSetPassword } from '@/api/auth';
import { PASSWORD_SET } from '@/features/auth/messages';
import { newPasswordSchema, type NewPasswordValues } from '@/rules/auth-schemas';

/** Where this tab keeps a link's token once it has left the address bar, per link path. */
const LINK_TOKEN_KEY = 'marquee.link-token.';

/**
 * AUTH-LINK-TOKEN-HIDDEN: the link's token, read once from the address bar and kept for this tab
 * (so a reload of the screen still works) but out of the URL: not in the history, a screenshot,
 * a copied address or a Referer.
 */
function useLinkToken(path: string): string {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => {
    const fromUrl = params.get('token')?.trim() ?? '';
    try {
      if (fromUrl) sessionStorage.setItem(LINK_TOKEN_KEY + path, fromUrl);
      return fromUrl || (sessionStorage.getItem(LINK_TOKEN_KEY + path) ?? '');
    } catch {
      return fromUrl;
    }
  });
  useEffect(() => {
    if (!params.has('token')) return;
    const rest = new URLSearchParams(params);
    rest.delete('token');
    setParams(rest, { replace: true });
  }, [params, setParams]);
  return token;
}

function forgetLinkToken(path: string): void {
  try {
    sessionStorage.removeItem(LINK_TOKEN_KEY + path);
  } catch {
    // no storage: nothing kept
  }
}

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
  const { pathname } = useLocation();
  const token = useLinkToken(pathname);
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
    onSuccess: () => {
      forgetLinkToken(pathname);
      void navigate('/', { replace: true });
    },
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
