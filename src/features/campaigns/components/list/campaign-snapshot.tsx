import { safeSrcUrl } from '@/lib/http/safe-url';

/**
 * The dashboard snapshot the list reply names (`snapshot_iframe_url`), shown above the table.
 * The URL must be https or of the console's own origin (SEC-SRC-HTTPS): anything else, plain
 * http: elsewhere, javascript:, data: and the like, shows no frame.
 * `sandbox=""` grants nothing: no scripts, no forms, no top navigation, and an opaque origin
 * even when the page is ours. A snapshot is a static page (public/demo/snapshot.html is
 * script-free), so it needs no allowance. The CSP's `frame-src` must list its origin
 * (deploy/nginx.conf, SNAPSHOT_ORIGIN). A phone stacks its figures two by two, so the frame is
 * taller there: the whole snapshot shows without a scroll box of its own (issue 27).
 */
export function CampaignSnapshot({ url }: { url: string }) {
  const src = safeSrcUrl(url);
  if (!src) return null;
  return (
    <iframe
      src={src}
      sandbox=""
      title="Campaign snapshot"
      referrerPolicy="no-referrer"
      loading="lazy"
      className="h-80 w-full rounded-lg bg-white shadow-xs ring-1 ring-gray-200 sm:h-52"
    />
  );
}
