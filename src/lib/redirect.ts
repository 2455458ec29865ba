/** Only same-origin paths may be returned to after sign-in (no open redirects). */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  if (value.startsWith('/sign-in')) return '/';
  return value;
}

export function signInPathFor(returnTo: string): string {
  const target = safeRedirectPath(returnTo);
  return target === '/' ? '/sign-in' : `/sign-in?redirectTo=${encodeURIComponent(target)}`;
}
