// The production headers (deploy/nginx.conf, issue 20 finding 9) on every kind of answer nginx
// gives: the app shell (`/` and a client-side route), a hashed asset, the service worker, a
// static demo page and a 404. Plain HTTP requests to the suite's server (the demo build).
// SEC-TRUSTED-TYPES on every answer; SEC-CSP-REPORT only where an endpoint is configured.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './helpers';
import { freePort, refusedStart, serveWithNginx } from './serve-time/servers';

const HSTS = 'max-age=31536000; includeSubDomains';
const NGINX_CONF = readFileSync(
  path.resolve(import.meta.dirname, '../../deploy/nginx.conf'),
  'utf8',
);

/** The headers every answer carries, whatever its location. */
function expectSecurityHeaders(response: APIResponse, where: string): Record<string, string> {
  const headers = response.headers();
  expect(headers['content-security-policy'], where).toContain("script-src 'self';");
  expect(headers['content-security-policy'], where).toContain("object-src 'none'");
  // Trusted Types for every script sink, and the one policy the console makes.
  expect(headers['content-security-policy'], where).toContain(
    "; require-trusted-types-for 'script'; trusted-types marquee;",
  );
  // No report endpoint configured here: no reporting directive, no Reporting-Endpoints.
  expect(headers['content-security-policy'], where).not.toMatch(/report-(uri|to)/);
  expect(headers['reporting-endpoints'], where).toBeUndefined();
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], where).toBe('camera=(), microphone=(), geolocation=()');
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], where).toBe('same-origin');
  // server_tokens off: "nginx", no version.
  expect(headers['server'], where).toBe('nginx');
  // Plain HTTP: no HSTS.
  expect(headers['strict-transport-security'], where).toBeUndefined();
  return headers;
}

test('the app shell, an asset, the service worker, a demo page and a 404 all carry the security headers', async ({
  request,
}) => {
  const shell = await request.get('/');
  expect(shell.status()).toBe(200);
  const asset = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/.exec(
    await shell.text(),
  )?.[1];
  expect(asset, 'a script of the app shell').toBeTruthy();

  const framedNowhere = "frame-ancestors 'none'";
  const answers: [string, number, string, string, string][] = [
    // path, status, Cache-Control, frame-ancestors, X-Frame-Options
    ['/', 200, 'no-cache', framedNowhere, 'DENY'],
    ['/index.html', 200, 'no-cache', framedNowhere, 'DENY'],
    ['/campaigns/create', 200, 'no-cache', framedNowhere, 'DENY'],
    [asset!, 200, 'public, max-age=31536000, immutable', framedNowhere, 'DENY'],
    // A missing asset is not cached: the next deploy may bring it (issue 30).
    ['/assets/no-such-file.js', 404, 'no-store', framedNowhere, 'DENY'],
    ['/mockServiceWorker.js', 200, 'no-cache', framedNowhere, 'DENY'],
    ['/demo/snapshot.html', 200, 'no-cache', "frame-ancestors 'self'", 'SAMEORIGIN'],
  ];
  for (const [url, status, cacheControl, frameAncestors, frameOptions] of answers) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    const headers = expectSecurityHeaders(response, url);
    expect(headers['cache-control'], url).toBe(cacheControl);
    expect(headers['content-security-policy'], url).toContain(frameAncestors);
    expect(headers['x-frame-options'], url).toBe(frameOptions);
  }
});

test('HSTS is sent when the request came over HTTPS through a TLS proxy, and only then', async ({
  request,
}) => {
  for (const url of ['/', '/campaigns', '/assets/no-such-file.js']) {
    const viaTls = await request.get(url, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(viaTls.headers()['strict-transport-security'], url).toBe(HSTS);
    const plain = await request.get(url, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(plain.headers()['strict-transport-security'], url).toBeUndefined();
  }
  // nginx terminating TLS itself ($scheme https) sets the same value: this server listens on
  // plain HTTP only, so that branch is read from the config.
  const onTls = /if \(\$scheme = https\) \{\s*set \$hsts "([^"]+)";/.exec(NGINX_CONF);
  expect(onTls?.[1], 'the HSTS value nginx.conf sets when $scheme is https').toBe(HSTS);
});

test('only the server level declares headers, so no location drops one (the add_header trap)', async () => {
  const locations = NGINX_CONF.split(/\n\s*location\b/).slice(1);
  expect(locations.length).toBeGreaterThan(3);
  for (const location of locations) expect(location).not.toMatch(/\badd_header\b/);
});

test('with MARQUEE_CSP_REPORT_URL the CSP reports there (report-uri, report-to) and Reporting-Endpoints names it', async ({
  request,
}) => {
  const dist = path.resolve(import.meta.dirname, '../..', process.env.E2E_DIST ?? 'dist-demo');
  const reportUrl = 'https://reports.example.com/csp';
  const served = await serveWithNginx(dist, await freePort(), {
    MARQUEE_CSP_REPORT_URL: reportUrl,
    TMPDIR: tmpdir(),
  });
  try {
    for (const url of ['/', '/campaigns', '/demo/snapshot.html', '/assets/no-such-file.js']) {
      const headers = (await request.get(`${served.origin}${url}`)).headers();
      const csp = headers['content-security-policy'];
      expect(csp, url).toContain(
        `; require-trusted-types-for 'script'; trusted-types marquee; report-uri ${reportUrl}; report-to csp-endpoint;`,
      );
      expect(headers['reporting-endpoints'], url).toBe(`csp-endpoint="${reportUrl}"`);
    }
  } finally {
    await served.stop();
  }
  // Written into the CSP and a header: anything but a plain URL stops the start.
  for (const value of [
    "https://reports.example.com/csp; script-src 'unsafe-inline'",
    'https://reports.example.com/csp"\nX-Injected: 1',
    'javascript:alert(1)',
  ]) {
    const { code, stderr } = await refusedStart(dist, await freePort(), {
      MARQUEE_CSP_REPORT_URL: value,
    });
    expect(code, value).toBe(1);
    expect(stderr).toMatch(/^MARQUEE_CSP_REPORT_URL must/);
  }
});
