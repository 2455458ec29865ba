// End-to-end tests: real Chromium (Debian's, or any Chromium via PLAYWRIGHT_CHROMIUM_PATH)
// against the production build in demo mode (`npm run build:demo` writes dist-demo), served by
// nginx with the production headers (deploy/nginx.conf: strict CSP and the rest).
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { chromiumArgs } from './test/e2e/chromium-args';

const CI = !!process.env.CI;

// The one place that says how the built console is served to the tests (E2E_PORT moves it):
// Debian's nginx with deploy/nginx.conf on a loopback port, so every screen runs under the
// production Content-Security-Policy (apt-get install -y nginx; .ci/run does it when missing).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// E2E_DIST serves another demo build (a side-by-side run building into its own folder).
const SERVER_COMMAND = `deploy/serve-nginx.sh ${process.env.E2E_DIST ?? 'dist-demo'} ${PORT}`;

// `list` prints every test and ends with Playwright's "N passed" line; .ci/run also asks for a
// JSON report (PLAYWRIGHT_JSON_OUTPUT_FILE) to add up the totals.
const reporter: ReporterDescription[] = [['list']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_FILE) reporter.push(['json']);

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A test waits on its pages (the demo's answers, settles, polls) a good part of its time, so a
  // worker more than the 2 cores keeps them busy (2026-11-29, alone on the machine: the fault
  // sweep 93 s and 56% busy with two workers, 76 s and 76% with three; the whole suite 478 s
  // with two, 410 s and 93% busy with three).
  workers: 3,
  // A hang is still caught within a minute. 30 s was too short on 2026-12-01's machine, 3x
  // slower than before (the suite alone 20 min against 410 s): a two-tab test taking 15.5 s on
  // the idle machine ran past 30 s twice beside the other two workers.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter,
  // Separate runs side by side (another port, another output folder) do not clobber each other.
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs(),
    },
    serviceWorkers: 'allow',
    // Recording a trace (DOM snapshots and screenshots of every action) cost the whole suite
    // 14% of its time on 2 cores (419 s against 360 s), though only failures keep it. In CI a
    // failed test runs again with a trace (retries: 1); run by hand, every failure keeps one.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', grepInvert: /@mobile/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: { viewport: { width: 375, height: 812 }, hasTouch: true },
    },
  ],
  webServer: {
    command: SERVER_COMMAND,
    url: BASE_URL,
    // Never test whatever else may be listening there (another build, another branch).
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
