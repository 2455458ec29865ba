// SEC-TRUSTED-TYPES: the CSP requires Trusted Types for scripts (`require-trusted-types-for
// 'script'`) and allows one policy, `marquee` (`trusted-types marquee`, deploy/nginx.conf). The
// console writes no HTML into the page (React sets text and attributes), so its only script
// sinks are the script URLs it starts: the CSV import's worker (new Worker) and, in demo mode,
// the Mock Service Worker's registration. Each goes through ownScriptUrl, which accepts a script
// of the console's own origin and nothing else. Browsers without Trusted Types get the URL as it
// is (their sinks take strings). Loaded with those two only, never with /sign-in.

/** The one policy the CSP's `trusted-types` directive names. */
export const TRUSTED_TYPES_POLICY = 'marquee';

/** What is used here of the Trusted Types API (TypeScript's DOM library has none of it). */
interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL: (input: string) => string },
  ): ScriptUrlPolicy;
}

/**
 * The address of a script of the console's own origin, absolute; throws for anything else (another
 * origin, a data: or blob: URL, javascript:). The rule of the `marquee` policy.
 */
export function ownOriginScriptUrl(input: string, origin = window.location.origin): string {
  let url: URL;
  try {
    url = new URL(input, origin);
  } catch {
    throw new TypeError(`Not a script URL: ${input}`);
  }
  if (url.origin !== origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new TypeError(`Only scripts of the console's own origin may run: ${url.href}`);
  }
  return url.href;
}

let policy: ScriptUrlPolicy | null | undefined;

function marqueePolicy(): ScriptUrlPolicy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policy =
      factory?.createPolicy(TRUSTED_TYPES_POLICY, {
        createScriptURL: (input) => ownOriginScriptUrl(input),
      }) ?? null;
  }
  return policy;
}

/**
 * `url` as a TrustedScriptURL of the `marquee` policy, for a script sink (`new Worker`,
 * `serviceWorker.register`); where the browser has no Trusted Types, the checked URL itself.
 * Typed as a string, which is what those sinks are declared to take (a TrustedScriptURL reads
 * as its URL wherever a string is expected).
 */
export function ownScriptUrl(url: string | URL): string {
  const text = String(url);
  const trusted = marqueePolicy();
  return trusted ? (trusted.createScriptURL(text) as string) : ownOriginScriptUrl(text);
}
