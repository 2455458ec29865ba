// One build for every environment (issue 19): a production build, made once, is served twice by
// deploy/serve-nginx.sh with two different API origins set at serve time (MARQUEE_API_URL).
// Each console signs in against its own API (the demo API on loopback), under a CSP whose
// connect-src names that API: no request goes anywhere else and no policy is violated. The
// build's own VITE_API_URL points where nothing answers, so ignoring the setting cannot pass.
//
// The servers and the production build (about 3-10 s, its own folder) are shared by the file's
// tests: they run in order, in one worker.
import { rm } from 'node:fs/promises';
import type { Server } from 'node:net';
import type { Page, Request } from '@playwright/test';
import { DEMO, signIn } from './helpers';
import {
  BUILD_API_URL,
  BUILD_ROOT,
  buildConsoleAndMockApi,
  freePort,
  refusedStart,
  serveWithNginx,
  startMockApi,
  type Served,
} from './serve-time/servers';
import { expect, test } from './sweep/fixtures';

test.describe.configure({ mode: 'serial' });

interface Site {
  console: Served;
  apiUrl: string;
  api: Server;
}

let buildDir = '';
const sites: Site[] = [];
const ASSET_ORIGINS = 'https://cdn.example.com https://*.media.example.com';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  buildDir = await buildConsoleAndMockApi();
  for (let i = 0; i < 2; i += 1) {
    const [consolePort, apiPort] = [await freePort(), await freePort()];
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const api = await startMockApi(apiPort, `http://127.0.0.1:${consolePort}`);
    const served = await serveWithNginx(buildDir, consolePort, {
      MARQUEE_API_URL: apiUrl,
      MARQUEE_ASSET_ORIGINS: ASSET_ORIGINS,
    });
    sites.push({ console: served, apiUrl, api });
  }
});

test.afterAll(async () => {
  for (const site of sites) {
    await site.console.stop();
    await new Promise((resolve) => site.api.close(resolve));
  }
  await rm(BUILD_ROOT, { recursive: true, force: true });
});

/** The origins of every /v1 request the page makes until `stop()`. */
function watchApiRequests(page: Page): { origins: string[]; stop: () => void } {
  const origins: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/')) origins.push(url.origin);
  };
  page.on('request', listener);
  return { origins, stop: () => page.off('request', listener) };
}

test('one build served with two API origins: each signs in against its own API, with no CSP violation', async ({
  page,
  cspViolations,
}) => {
  expect(sites).toHaveLength(2);
  expect(sites[0]!.apiUrl).not.toBe(sites[1]!.apiUrl);
  for (const site of sites) {
    const { origins, stop } = watchApiRequests(page);
    const signInReply = page.waitForResponse(
      (response) =>
        response.url() === `${site.apiUrl}/v1/users/session` &&
        response.request().method() === 'POST',
    );
    await page.goto(`${site.console.origin}/sign-in`);
    await expect(page.locator('meta[name="marquee-api-url"]')).toHaveAttribute(
      'content',
      site.apiUrl,
    );
    await signIn(page, DEMO.admin);
    expect((await signInReply).status()).toBe(200);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(origins.length, 'requests to the API').toBeGreaterThan(1);
    expect(new Set(origins), `every /v1 request of ${site.console.origin}`).toEqual(
      new Set([site.apiUrl]),
    );
    stop();
  }
  // Also checked by the fixture when the test ends; said here so the test states it.
  expect(cspViolations).toEqual([]);
});

test('the CSP names the serve-time origins: connect-src the API, img-src and media-src the assets', async ({
  request,
}) => {
  for (const site of sites) {
    const csp = (await request.get(`${site.console.origin}/`)).headers()['content-security-policy'];
    expect(csp).toContain(`connect-src 'self' ${site.apiUrl};`);
    expect(csp).toContain(`img-src 'self' data: blob: ${ASSET_ORIGINS};`);
    expect(csp).toContain(`media-src 'self' data: blob: ${ASSET_ORIGINS};`);
    expect(csp).not.toContain(BUILD_API_URL);
  }
});

test("without MARQUEE_API_URL the build's VITE_API_URL is served, and is in connect-src", async ({
  request,
}) => {
  const served = await serveWithNginx(buildDir, await freePort(), {});
  try {
    const response = await request.get(`${served.origin}/campaigns`);
    expect(response.headers()['content-security-policy']).toContain(
      `connect-src 'self' ${BUILD_API_URL};`,
    );
    expect(await response.text()).toContain(
      `<meta name="marquee-api-url" content="${BUILD_API_URL}">`,
    );
  } finally {
    await served.stop();
  }
});

test('serve-nginx.sh refuses settings that are not plain origins (no HTML or CSP injection)', async () => {
  const port = await freePort();
  const refusals: [Record<string, string>, RegExp][] = [
    [{ MARQUEE_API_URL: 'https://api.example.com" onload="alert(1)' }, /^MARQUEE_API_URL must/],
    [{ MARQUEE_API_URL: 'javascript:alert(1)' }, /^MARQUEE_API_URL must/],
    [{ MARQUEE_API_URL: 'https://api.example.com/v1?x=<b>' }, /^MARQUEE_API_URL must/],
    [{ MARQUEE_API_URL: 'https://api.example.com\n<script>' }, /^MARQUEE_API_URL must/],
    [
      { MARQUEE_ASSET_ORIGINS: "https://cdn.example.com; script-src 'unsafe-inline'" },
      /^MARQUEE_ASSET_ORIGINS must/,
    ],
    [{ MARQUEE_ASSET_ORIGINS: 'https://cdn.example.com/images' }, /^MARQUEE_ASSET_ORIGINS must/],
  ];
  for (const [settings, message] of refusals) {
    const { code, stderr } = await refusedStart(buildDir, port, settings);
    expect({ settings, code }).toEqual({ settings, code: 1 });
    expect(stderr).toMatch(message);
  }
});
