// Activity at scale (issue 39): the change history with `?demo-scale=100000` (100,000 extra
// entries, Northwind's) in the production demo build, at 4x CPU, as Northwind's publisher.
// Per run, in a fresh browser context:
//   (a) navigation to /activity?demo-scale=100000 until its first row is painted,
//   (b) a filter change (Action: Updated) until the filtered list's first row is painted,
//   (c) the list's rows in the DOM (it is windowed).
import os from 'node:os';
import { newPage, signInAtScale } from './measure.js';
import { median, ms, table } from './report.js';

export const ACTIVITY_SCALE = 100000;
export const ACTIVITY_CPU = 4;
const LOGIN = { email: 'ssp@demo.test', password: 'demo1234' };

// Init script: when the Activity list's first row enters the DOM, and the frame after; and, once
// armed with a filter's time, when the list's first row is a new one (the filtered list's).
function watchActivity() {
  if (window !== window.top) return;
  const state = { rowAt: null, paintedAt: null, filter: null };
  window.__benchActivity = state;
  const firstRow = () =>
    document.querySelector(
      'main ol[aria-label="Activity"] > li, main ul[aria-label="Activity"] > li',
    );
  new MutationObserver(() => {
    const row = firstRow();
    if (!row) return;
    if (state.rowAt === null) {
      state.rowAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => (state.paintedAt = performance.now()), 0));
    }
    const filter = state.filter;
    if (filter && filter.rowAt === null && row.getAttribute('aria-label') !== filter.before) {
      if (!row.getAttribute('aria-label')?.startsWith(filter.startsWith)) return;
      filter.rowAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => (filter.paintedAt = performance.now()), 0));
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
  window.__benchActivityArm = (startsWith) => {
    const row = firstRow();
    state.filter = {
      at: performance.now(),
      before: row?.getAttribute('aria-label') ?? null,
      startsWith,
      rowAt: null,
      paintedAt: null,
    };
  };
}

const round = (v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : null);

export async function measureActivityList(browser, { origin }) {
  const { context, page, problems } = await newPage(browser, null);
  try {
    await signInAtScale(page, { origin, scale: ACTIVITY_SCALE, ...LOGIN });
    await context.addInitScript(watchActivity);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: ACTIVITY_CPU });
    await page.goto(`${origin}/activity?demo-scale=${ACTIVITY_SCALE}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchActivity?.paintedAt != null, null, {
      timeout: 60000,
    });
    const first = await page.evaluate(() => window.__benchActivity);
    const domRows = await page.evaluate(
      () => document.querySelectorAll('main [aria-label="Activity"] > li').length,
    );
    // The filter: Action = Created (the scaled entries are updates: the seeded month's creates
    // are found among 100,000 others).
    await page.evaluate(() => window.__benchActivityArm('Created'));
    await page.getByLabel('Action').selectOption({ label: 'Created' });
    await page
      .waitForFunction(() => window.__benchActivity.filter?.paintedAt != null, null, {
        timeout: 60000,
      })
      .catch(() => problems.push('the filtered list never showed'));
    const filter = await page.evaluate(() => window.__benchActivity.filter);
    return {
      load1: Number(os.loadavg()[0].toFixed(2)),
      painted: round(first.paintedAt),
      filterPainted: round(filter?.paintedAt == null ? null : filter.paintedAt - filter.at),
      domRows,
      problems,
    };
  } catch (error) {
    problems.push(String(error?.message).split('\n')[0]);
    return { painted: null, filterPainted: null, domRows: null, problems };
  } finally {
    await context.close();
  }
}

export function summarizeActivityList(samples) {
  const loads = samples.map((s) => s.load1).filter((v) => typeof v === 'number');
  return {
    page: `/activity?demo-scale=${ACTIVITY_SCALE} (ssp, demo build, ${ACTIVITY_CPU}x CPU)`,
    runs: samples.length,
    painted: median(samples.map((s) => s.painted)),
    filterPainted: median(samples.map((s) => s.filterPainted)),
    domRows: Math.max(...samples.map((s) => s.domRows ?? 0)),
    loadAverage: loads.length ? [Math.min(...loads), Math.max(...loads)] : null,
    samples: samples.map(({ problems: _p, ...rest }) => rest),
    problems: [...new Set(samples.flatMap((s) => s.problems))],
  };
}

export function reportActivityList(summary) {
  return [
    '',
    `Activity at scale: ${summary.page}, median of ${summary.runs} runs` +
      (summary.loadAverage ? ` (load ${summary.loadAverage.join('-')})` : ''),
    table(
      ['Measure', 'Value'],
      [
        ['navigation to the first row painted', ms(summary.painted)],
        ['filter change (Action) to the first row painted', ms(summary.filterPainted)],
        ['rows in the DOM (windowed)', String(summary.domRows)],
      ],
      ['l', 'r'],
    ),
    ...summary.problems.map((problem) => `  - ${problem}`),
  ];
}
