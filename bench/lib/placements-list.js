// The placements list at scale, in the production demo build (`vite build --mode demo`: the
// mock API runs in the page's service worker, so `?demo-scale=N` gives the SSP account N extra
// placements). Per run, in a fresh browser context:
//   (a) navigation to /placements?demo-scale=50000 until the table's first row is painted,
//   (b) the table rows in the DOM (first paint, then scrolled to the middle and the end),
//   (c) each filter keystroke until the updated list is painted (keys typed one at a time).
// Targets: first row < 1 s, at most 150 rows in the DOM, a filter keystroke < 100 ms.
import os from 'node:os';
import { newPage, signInAtScale } from './measure.js';
import { median, ms, table } from './report.js';

export const SCALE = 50000;
export const TARGETS = { firstRowMs: 1000, domRows: 150, keystrokeMs: 100 };
const LOGIN = { email: 'ssp@demo.test', password: 'demo1234' };
const CAPTION = 'Placements';
const SEARCH_LABEL = 'Filter placements';
/** Typed then erased: every keystroke changes the list (serials and hex keys hold digits). */
export const KEYS = ['1', '2', '3', '4', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];
/** Between one key's update and the next key's press: a steady typist. */
const KEY_GAP_MS = 120;

// Init script: when the Placements table's first body row enters the DOM, and the frame after.
// performance.now() counts from the navigation's start.
function watchFirstRow(caption) {
  if (window !== window.top) return;
  const state = { rowAt: null, paintedAt: null };
  window.__benchPlacements = state;
  const observer = new MutationObserver(() => {
    const tableEl = [...document.querySelectorAll('main table')].find(
      (t) => t.caption?.textContent.trim() === caption,
    );
    if (!tableEl?.querySelector('tbody tr:not([aria-hidden="true"])')) return;
    state.rowAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        state.paintedAt = performance.now();
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

// In the page: the body rows in the DOM and the row count the table declares.
function countRows(caption) {
  const tableEl = [...document.querySelectorAll('main table')].find(
    (t) => t.caption?.textContent.trim() === caption,
  );
  return {
    rows: tableEl ? tableEl.querySelectorAll('tbody tr:not([aria-hidden="true"])').length : 0,
    declared: Number(tableEl?.getAttribute('aria-rowcount') ?? 0) - 1,
  };
}

// In the page: scroll the table's region to a share of its height and wait two frames.
async function scrollTable([caption, share]) {
  const region = document.querySelector(`[role="region"][aria-label="${caption}, scrollable"]`);
  if (!region) return false;
  region.scrollTop = (region.scrollHeight - region.clientHeight) * share;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  await new Promise((done) => setTimeout(done, 50));
  return true;
}

// In the page: per keystroke, from the keydown's timestamp to the frame after the row count
// ("N of M placements") changes, i.e. the filtered list is on screen.
function watchKeystrokes(label) {
  const input = document.querySelector(`input[aria-label="${label}"]`);
  const count = [...document.querySelectorAll('main p[aria-live="polite"]')].find((p) =>
    /placements$/.test(p.textContent.trim()),
  );
  if (!input || !count) return false;
  const state = { keys: [] };
  window.__benchKeys = state;
  input.addEventListener(
    'keydown',
    (event) => state.keys.push({ down: event.timeStamp, updated: null, painted: null }),
    { capture: true },
  );
  new MutationObserver(() => {
    const key = state.keys.at(-1);
    if (!key || key.updated !== null) return;
    key.updated = performance.now();
    key.text = count.textContent.trim();
    requestAnimationFrame(() =>
      setTimeout(() => {
        key.painted = performance.now();
      }, 0),
    );
  }).observe(count, { childList: true, characterData: true, subtree: true });
  return true;
}

const round = (v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : null);

/** One run in a fresh context: the three figures (ms, rows) and any problems seen. */
export async function measurePlacementsList(browser, { origin, cpuRate = 1 }) {
  const { context, page, problems } = await newPage(browser, null);
  try {
    await signInAtScale(page, { origin, scale: SCALE, ...LOGIN });
    await context.addInitScript(watchFirstRow, CAPTION);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(`${origin}/placements?demo-scale=${SCALE}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchPlacements?.paintedAt != null, null, {
      timeout: 30000,
    });
    const first = await page.evaluate(() => window.__benchPlacements);
    // The first rows show while the rest is coming (src/api/placements.ts): the DOM count and the
    // keystrokes are taken on the whole list, once it is on screen.
    const wholeAt = await page.evaluate(
      ([caption, scale]) =>
        new Promise((done) => {
          const check = () => {
            const tableEl = [...document.querySelectorAll('main table')].find(
              (t) => t.caption?.textContent.trim() === caption,
            );
            if (Number(tableEl?.getAttribute('aria-rowcount') ?? 0) > scale)
              done(performance.now());
            else requestAnimationFrame(check);
          };
          check();
        }),
      [CAPTION, SCALE],
    );
    const dom = [await page.evaluate(countRows, CAPTION)];
    for (const share of [0.5, 1, 0]) {
      if (!(await page.evaluate(scrollTable, [CAPTION, share]))) {
        problems.push('no scrollable table region');
        break;
      }
      dom.push(await page.evaluate(countRows, CAPTION));
    }
    if (dom[0].declared < SCALE) problems.push(`the table declares ${dom[0].declared} rows`);

    const search = page.getByLabel(SEARCH_LABEL);
    await search.click();
    if (!(await page.evaluate(watchKeystrokes, SEARCH_LABEL))) problems.push('no filter box');
    for (const [i, key] of KEYS.entries()) {
      await page.keyboard.press(key);
      await page
        .waitForFunction((n) => window.__benchKeys.keys[n]?.painted != null, i, { timeout: 5000 })
        .catch(() => problems.push(`keystroke ${i + 1} (${key}) did not change the list`));
      await page.waitForTimeout(KEY_GAP_MS);
    }
    const keys = await page.evaluate(() => window.__benchKeys?.keys ?? []);
    return {
      // Timing is only comparable with the load it was taken at (run.js does the same).
      load1: Number(os.loadavg()[0].toFixed(2)),
      firstRow: round(first.rowAt),
      painted: round(first.paintedAt),
      whole: round(wholeAt),
      domRows: Math.max(...dom.map((d) => d.rows)),
      domRowsAt: dom.map((d) => d.rows),
      declaredRows: dom[0].declared,
      keystrokes: keys.map((k) => round(k.painted === null ? null : k.painted - k.down)),
      problems,
    };
  } catch (error) {
    problems.push(String(error?.message).split('\n')[0]);
    return { firstRow: null, painted: null, domRows: null, keystrokes: [], problems };
  } finally {
    await context.close();
  }
}

export function summarizePlacementsList(samples, cpuRate = 1) {
  const keys = samples.flatMap((s) => s.keystrokes).filter((v) => typeof v === 'number');
  const painted = median(samples.map((s) => s.painted));
  const domRows = Math.max(...samples.map((s) => s.domRows ?? Infinity));
  const keyMax = keys.length ? Math.max(...keys) : null;
  const loads = samples.map((s) => s.load1).filter((v) => typeof v === 'number');
  return {
    page: `/placements?demo-scale=${SCALE} (ssp, demo build)`,
    cpuThrottling: cpuRate,
    runs: samples.length,
    firstRow: median(samples.map((s) => s.firstRow)),
    painted,
    whole: median(samples.map((s) => s.whole)),
    domRows,
    keyMedian: median(keys),
    keyMax,
    loadAverage: loads.length ? [Math.min(...loads), Math.max(...loads)] : null,
    targets: TARGETS,
    pass: {
      firstRow: painted !== null && painted < TARGETS.firstRowMs,
      domRows: Number.isFinite(domRows) && domRows <= TARGETS.domRows,
      keystroke: keyMax !== null && keyMax < TARGETS.keystrokeMs,
    },
    samples: samples.map(({ problems: _p, ...rest }) => rest),
    problems: [...new Set(samples.flatMap((s) => s.problems))],
  };
}

/** The report's lines: each figure against its target. */
export function reportPlacementsList(summary) {
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
  const { targets: t, pass } = summary;
  const rows = [
    [
      'navigation to the first row painted',
      ms(summary.painted),
      `< ${t.firstRowMs}`,
      verdict(pass.firstRow),
    ],
    ['navigation to the whole list on screen', ms(summary.whole), '', ''],
    [
      'body rows in the DOM (max of 4 scroll positions)',
      String(summary.domRows),
      `<= ${t.domRows}`,
      verdict(pass.domRows),
    ],
    ['filter keystroke to the list painted (median)', ms(summary.keyMedian), '', ''],
    [
      'filter keystroke to the list painted (max)',
      ms(summary.keyMax),
      `< ${t.keystrokeMs}`,
      verdict(pass.keystroke),
    ],
  ];
  const out = [
    '',
    `Placements list (${summary.page}; ${summary.cpuThrottling}x CPU; median of ${summary.runs} ` +
      `cold loads; ms; keystrokes: ${KEYS.length} per run, all runs; load average (1 min) ` +
      `${summary.loadAverage ? summary.loadAverage.join('-') : '-'})`,
    table(['Figure', 'Value', 'Target', ''], rows, ['l', 'r', 'r', 'l']),
  ];
  if (summary.problems.length) out.push(...summary.problems.map((p) => `  - ${p}`));
  return out;
}
