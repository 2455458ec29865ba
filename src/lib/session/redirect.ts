/** C0 controls and DEL: URL parsers drop tabs and newlines, so `/\t/evil` would become `//evil`. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Only same-origin paths may be returned to after sign-in (no open redirects). */
export function safeRedirectPath(value: string | null | undefined): string {
  if (
    !value ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\') ||
    CONTROL_CHARACTER.test(value)
  ) {
    return '/';
  }
  if (value.startsWith('/sign-in')) return '/';
  return value;
}

export function signInPathFor(returnTo: string): string {
  const target = safeRedirectPath(returnTo);
  return target === '/' ? '/sign-in' : `/sign-in?redirectTo=${encodeURIComponent(target)}`;
}
