// Measurements in headless Chromium: one fresh browser context (empty profile, cold cache)
// per page load.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** The switches every headless Chromium here starts with (one list, shared with the e2e runs). */
export const CHROMIUM_ARGS = JSON.parse(
  readFileSync(new URL('../../test/e2e/chromium-switches.json', import.meta.url), 'utf8'),
);

/** `JS_FLAGS='--trace-deopt'` (with `DEBUG=pw:browser`) passes V8 flags, to see where code deopts. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      ...(process.env.JS_FLAGS ? [`--js-flags=${process.env.JS_FLAGS}`] : []),
    ],
  });
}

const VIEWPORT = { width: 1280, height: 800 };
const SESSION_KEY = 'marquee.session';

export async function newPage(browser, session) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (session) {
    // The console reads its session from sessionStorage before its first render. Init scripts
    // run in every frame: a sandboxed iframe (the campaigns list's snapshot) has no storage.
    await context.addInitScript(
      ([key, value]) => {
        try {
          window.sessionStorage.setItem(key, value);
        } catch {
          // an opaque-origin frame
        }
      },
      [SESSION_KEY, JSON.stringify(session)],
    );
  }
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { context, page, problems };
}

export async function settle(page, timeout = 15000) {
  // No request for 500 ms: lazy chunks and the screen's first queries are done.
  await page.waitForLoadState('networkidle', { timeout }).catch(() => {});
}

/**
 * The JS and CSS files a page load requests from `origin` (paths), and where it ended up.
 * Bytes are deterministic for a build, so one load per page is enough.
 */
export async function collectAssets(browser, { origin, path, session }) {
  const { context, page, problems } = await newPage(browser, session);
  const files = new Set();
  const requests = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && /\.(m?js|css)$/.test(url.pathname)) {
      files.add(url.pathname);
      requests.push(request);
    }
  });
  try {
    await page.goto(origin + path, { waitUntil: 'load' });
    await settle(page);
    const state = await page.evaluate(() => ({
      path: window.location.pathname + window.location.search,
      title: document.title,
      heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      hasMain: document.querySelector('main') !== null,
    }));
    // Body bytes as Chromium received them (the server sends files as they are, no gzip).
    const wire = {};
    for (const request of requests) {
      const sizes = await request.sizes().catch(() => null);
      if (sizes) wire[new URL(request.url()).pathname] = sizes.responseBodySize;
    }
    return { files: [...files].sort(), wire, state, problems };
  } finally {
    await context.close();
  }
}

// Registered before any page script: LCP and long tasks, read after the page settles.
function observePerformance() {
  const bench = { lcp: null, lcpElement: '', tbt: 0, longTasks: 0 };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        bench.lcp = entry.startTime;
        const el = entry.element;
        bench.lcpElement = el ? el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        bench.longTasks += 1;
        bench.tbt += Math.max(0, entry.duration - 50);
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // An engine without these entry types leaves the figures null / 0.
  }
}

/** DOMContentLoaded, LCP and TBT (ms) of one cold load, with `cpuRate` x CPU throttling. */
export async function measureTiming(browser, { url, session, cpuRate }) {
  const { context, page, problems } = await newPage(browser, session);
  try {
    await context.addInitScript(observePerformance);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    await settle(page, 30000);
    // LCP entries arrive with the frame after the paint: wait for one, then a moment more.
    await page
      .waitForFunction(() => window.__bench.lcp !== null, null, { timeout: 10000 })
      .catch(() => {});
    await page.waitForTimeout(250);
    const figures = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const b = window.__bench;
      return {
        dcl: nav ? nav.domContentLoadedEventEnd : null,
        lcp: b.lcp,
        lcpElement: b.lcpElement,
        tbt: b.tbt,
        longTasks: b.longTasks,
        path: window.location.pathname,
      };
    });
    return { ...figures, problems };
  } finally {
    await context.close();
  }
}

/**
 * Signs in through the demo build's form with a demo scale: the knob goes in with the first load
 * and is kept in localStorage (DEMO-SCALE).
 */
export async function signInAtScale(page, { origin, scale, email, password }) {
  await page.goto(`${origin}/sign-in?demo-scale=${scale}`, { waitUntil: 'load' });
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password\b/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 30000 });
}

/** A GET of the page's own API (the demo build's, in its service worker), as its signed-in user. */
export function apiJsonInPage(page, url) {
  return page.evaluate(
    async ([href, key]) => {
      const session = JSON.parse(
        window.sessionStorage.getItem(key) ?? window.localStorage.getItem(key) ?? 'null',
      );
      const response = await fetch(href, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${session?.token}` },
      });
      return response.json();
    },
    [url, SESSION_KEY],
  );
}
