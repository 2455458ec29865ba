// SEC-SRC-HTTPS: an address from an API reply becomes an `<img>`, `<video>` or `<iframe>` src, or
// a link, only when it is https or on the console's own origin. Anything else (plain http:
// elsewhere, which an https page would not load anyway; javascript:, data:, blob:,
// protocol-relative, junk) is not loaded: the caller shows its fallback instead.

/**
 * A URL from an API reply, if it may be loaded, framed or linked: an https URL (returned whole)
 * or a URL or path of the console's own origin (returned as the path). Anything else -> null.
 */
export function safeSrcUrl(value: unknown, origin = window.location.origin): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text.startsWith('//') || text.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
}
