// The inventory explorer at scale, in the production demo build (`vite build --mode demo`: the
// mock API runs in the page, so `?demo-scale=N` adds N inventory screens). Per run, in a fresh
// browser context, signed in as the DSP demo user:
//   (a) navigation to /inventory?demo-scale=50000 until the map's dots are drawn (the canvas
//       layer's `map-dots-drawn` performance mark for every screen) and the frame after,
//   (b) a filter change: a click on a state of the map (click-to-filter) until the map (its
//       dots), the summary and the screen list all show the filtered screens, and the frame after.
// Targets: (a) < 1.5 s, (b) < 200 ms.
import os from 'node:os';
import { apiJsonInPage, newPage, signInAtScale } from './measure.js';
import { median, ms, table } from './report.js';

export const SCALE = 50000;
export const TARGETS = { dotsMs: 1500, filterMs: 200 };
const LOGIN = { email: 'dsp@demo.test', password: 'demo1234' };
/** The state clicked on the map: one of the busiest in the demo data. */
export const STATE = { code: 'CA', name: 'California' };
const DOTS_MARK = 'map-dots-drawn';

// Init script: when the dots of at least `least` screens are drawn, and the frame after.
// performance.now() counts from the navigation's start.
function watchDots([mark, least]) {
  if (window !== window.top) return;
  const state = { drawnAt: null, paintedAt: null, dots: null };
  window.__benchInventory = state;
  new PerformanceObserver((list, observer) => {
    for (const entry of list.getEntriesByName(mark)) {
      if ((entry.detail?.dots ?? 0) < least) continue;
      state.drawnAt = entry.startTime;
      state.dots = entry.detail.dots;
      observer.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          state.paintedAt = performance.now();
        }, 0),
      );
    }
  }).observe({ type: 'mark', buffered: true });
}

// In the page: the screens the map, the summary and the list show.
function shown() {
  const main = document.querySelector('main');
  const canvas = main?.querySelector('canvas[data-dots-drawn]');
  const summary = main?.querySelector('section[aria-label="Summary"] dd');
  const count = [...(main?.querySelectorAll('p[aria-live="polite"]') ?? [])].find((p) =>
    /screens?\b/.test(p.textContent),
  );
  const number = (text) => Number((text ?? '').replace(/[^\d]/g, '').trim() || NaN);
  return {
    dots: Number(canvas?.getAttribute('data-dots-drawn') ?? NaN),
    summary: number(summary?.textContent),
    list: number(count?.textContent.split('(')[0]),
  };
}

// In the page: from the click on the state to the frame after the map, the summary and the
// list all show `expected` screens.
function watchFilter([code, expected]) {
  const path = document.querySelector(`main svg path[data-state="${code}"]`);
  if (!path) return false;
  const state = { clickAt: null, updatedAt: null, paintedAt: null };
  window.__benchFilter = state;
  path.addEventListener('click', (event) => (state.clickAt = event.timeStamp), { capture: true });
  const read = window.__benchShown;
  const check = () => {
    if (state.clickAt === null || state.updatedAt !== null) return;
    const now = read();
    if (now.dots !== expected || now.summary !== expected || now.list !== expected) return;
    state.updatedAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        state.paintedAt = performance.now();
      }, 0),
    );
  };
  const observer = new MutationObserver(check);
  observer.observe(document.querySelector('main'), {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-dots-drawn'],
  });
  return true;
}

/** How many screens the state holds, asked of the mock API itself (GET /inventory?states=). */
async function expectedCount(page, origin, code) {
  return (await apiJsonInPage(page, `${origin}/v1/inventory?states=${code}`)).summary.screens;
}

const round = (v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : null);

/** One run in a fresh context: the two figures (ms) and any problems seen. */
export async function measureInventoryExplorer(browser, { origin, cpuRate = 1 }) {
  const { context, page, problems } = await newPage(browser, null);
  try {
    await signInAtScale(page, { origin, scale: SCALE, ...LOGIN });
    await context.addInitScript(watchDots, [DOTS_MARK, SCALE]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(`${origin}/inventory?demo-scale=${SCALE}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchInventory?.paintedAt != null, null, {
      timeout: 30000,
    });
    const dots = await page.evaluate(() => window.__benchInventory);
    await page.evaluate(`window.__benchShown = ${shown.toString()}`);
    const start = await page.evaluate(() => window.__benchShown());
    if (start.list < SCALE) problems.push(`the list shows ${start.list} screens`);

    // Let the page settle (the state shapes load, idle work ends) before the filter change.
    await page.locator(`main svg path[data-state="${STATE.code}"]`).waitFor({ timeout: 15000 });
    await page.waitForTimeout(500);
    const expected = await expectedCount(page, origin, STATE.code);
    if (!(await page.evaluate(watchFilter, [STATE.code, expected]))) {
      problems.push(`no ${STATE.name} on the map`);
    }
    await page.getByRole('button', { name: new RegExp(`^${STATE.name}: `) }).click();
    await page
      .waitForFunction(() => window.__benchFilter?.paintedAt != null, null, { timeout: 10000 })
      .catch(() => problems.push(`the ${STATE.name} filter did not update map, summary and list`));
    const filter = await page.evaluate(() => window.__benchFilter);
    return {
      load1: Number(os.loadavg()[0].toFixed(2)),
      dotsDrawn: round(dots.drawnAt),
      dotsPainted: round(dots.paintedAt),
      dots: dots.dots,
      filtered: expected,
      filterMs: round(filter?.paintedAt == null ? null : filter.paintedAt - filter.clickAt),
      problems,
    };
  } catch (error) {
    problems.push(String(error?.message).split('\n')[0]);
    return { dotsDrawn: null, dotsPainted: null, filterMs: null, problems };
  } finally {
    await context.close();
  }
}

export function summarizeInventoryExplorer(samples, cpuRate = 1) {
  const dotsPainted = median(samples.map((s) => s.dotsPainted));
  const filterMs = median(samples.map((s) => s.filterMs));
  const filters = samples.map((s) => s.filterMs).filter((v) => typeof v === 'number');
  const filterMax = filters.length ? Math.max(...filters) : null;
  const loads = samples.map((s) => s.load1).filter((v) => typeof v === 'number');
  return {
    page: `/inventory?demo-scale=${SCALE} (dsp, demo build)`,
    cpuThrottling: cpuRate,
    runs: samples.length,
    dotsPainted,
    filterMs,
    filterMax,
    loadAverage: loads.length ? [Math.min(...loads), Math.max(...loads)] : null,
    targets: TARGETS,
    pass: {
      dots: dotsPainted !== null && dotsPainted < TARGETS.dotsMs,
      filter: filterMs !== null && filterMs < TARGETS.filterMs,
    },
    samples: samples.map(({ problems: _p, ...rest }) => rest),
    problems: [...new Set(samples.flatMap((s) => s.problems))],
  };
}

/**
 * The report's lines: each figure against its target. Takes the summary of several runs, or
 * one run's result (measureInventoryExplorer), which counts as a summary of one.
 */
export function reportInventoryExplorer(result) {
  const summary = 'targets' in result ? result : summarizeInventoryExplorer([result]);
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
  const { targets: t, pass } = summary;
  const rows = [
    [
      'navigation to the map with its dots drawn',
      ms(summary.dotsPainted),
      `< ${t.dotsMs}`,
      verdict(pass.dots),
    ],
    [
      `filter change (click ${STATE.name}) to map, summary and list updated (median)`,
      ms(summary.filterMs),
      `< ${t.filterMs}`,
      verdict(pass.filter),
    ],
    ['filter change (max)', ms(summary.filterMax), '', ''],
  ];
  const out = [
    '',
    `Inventory explorer (${summary.page}; ${summary.cpuThrottling}x CPU; median of ${summary.runs} ` +
      `cold loads; ms; load average (1 min) ` +
      `${summary.loadAverage ? summary.loadAverage.join('-') : '-'})`,
    table(['Figure', 'Value', 'Target', ''], rows, ['l', 'r', 'r', 'l']),
  ];
  if (summary.problems.length) out.push(...summary.problems.map((p) => `  - ${p}`));
  return out;
}
