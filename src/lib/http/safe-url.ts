/**
 * A URL from an API reply, if it is safe to frame, link or load: an http(s) URL or a same-origin
 * path (returned as the path). Anything else (javascript:, data:, blob:, protocol-relative,
 * junk) -> null. One check for every address a reply hands to an iframe, a link or a player.
 */
export function safeHttpUrl(value: unknown, origin = window.location.origin): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text.startsWith('//') || text.startsWith('\\')) return null;
  try {
    const url = new URL(text, origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
  } catch {
    return null;
  }
}
