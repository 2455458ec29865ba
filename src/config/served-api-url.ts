// The admin API base URL the page was served with: `<meta name="marquee-api-url" content="…">`
// in index.html. The build writes VITE_API_URL's value into it (vite.config.ts) and
// deploy/serve-nginx.sh rewrites it when it serves the page (MARQUEE_API_URL), so one build
// serves every environment (APP-SERVED-API-URL): no request and no inline script before the
// first paint.
// Its own module so vite.config.ts can share the name (src/config/env.ts reads import.meta.env).

export const API_URL_META_NAME = 'marquee-api-url';

/**
 * The API base URL in effect, without a trailing `/`: the page's tag when it holds one, else
 * `buildValue` (VITE_API_URL) when there is no page (Node), no tag (Vitest) or a blank one
 * (demo builds).
 */
export function apiUrlOf(doc: Document | undefined, buildValue: string | undefined): string {
  const tag = doc?.querySelector<HTMLMetaElement>(`meta[name="${API_URL_META_NAME}"]`);
  const served = tag?.content.trim() ?? '';
  return (served || buildValue?.trim() || '').replace(/\/+$/, '');
}
