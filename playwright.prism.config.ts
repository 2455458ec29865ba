// The console against an API not written here (issue 29): the production build (dist/, from
// `npm run build`), served by nginx with the production headers as in deploy/, with its API URL
// pointed at Stoplight Prism serving api/openapi.yaml in dynamic mode behind a `/v1` proxy
// (scripts/prism-proxy.mjs). test/prism/ loads every route for each role there, and sends again
// every request the end-to-end tests made (when E2E_WIRE_LOG_DIR names their log), each checked
// by Prism's validator. `npx playwright test -c playwright.prism.config.ts`.
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './test/e2e/chromium-args';
import { PRISM_CONSOLE_PORT as CONSOLE_PORT, PRISM_PROXY } from './test/prism/prism';

const DIST = process.env.PRISM_DIST ?? 'dist';

export default defineConfig({
  testDir: 'test/prism',
  // The replay needs the end-to-end tests' log; without it only the routes run.
  testIgnore: process.env.E2E_WIRE_LOG_DIR ? [] : ['e2e-requests.spec.ts'],
  workers: 2,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // `list`, and the JSON report .ci/run adds up when it asks for one.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results-prism',
  use: {
    baseURL: `http://127.0.0.1:${CONSOLE_PORT}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs(),
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `node scripts/prism-proxy.mjs --port ${new URL(PRISM_PROXY).port}`,
      url: `${PRISM_PROXY}/__prism/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `deploy/serve-nginx.sh ${DIST} ${CONSOLE_PORT}`,
      url: `http://127.0.0.1:${CONSOLE_PORT}`,
      env: { MARQUEE_API_URL: PRISM_PROXY },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
