// AUTH-EMAIL: what counts as an e-mail address, for every form and the demo server alike: at most
// 254 characters (the longest address SMTP carries), one `@` with text before it, and a domain
// with a dot that has text on both sides; no spaces. Checked by length first, then in one pass
// with no pattern: the old `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` backtracked over every dot of the
// domain, 26 s on `a@` and 200,000 dots (issue 30).

export const EMAIL_MAX_LENGTH = 254;

/** Whether `text` (already trimmed) is an e-mail address the console accepts. */
export function isEmailAddress(text: string): boolean {
  if (text.length === 0 || text.length > EMAIL_MAX_LENGTH || /\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || text.indexOf('@', at + 1) !== -1) return false;
  const domain = text.slice(at + 1);
  // A dot with at least one character before and after it, inside the domain.
  return domain.length >= 3 && domain.slice(1, -1).includes('.');
}
