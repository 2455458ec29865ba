// `Export CSV` on the placements list at scale (issue 21, item 4), in the production demo build
// (`vite build --mode demo`; `?demo-scale=50000` gives the SSP account 50,040 placements). Per
// run, in a fresh browser context: the list opened and fully loaded, then the button clicked
// (the pointer on it first, as a person's, which starts the export code's download). Figures:
// the click to the file handed to the browser (the page's Blob behind the download), the
// longest main-thread task meanwhile (long tasks, up to 200 ms after the file), and the file's
// size and lines. Target: no task over 50 ms, so the page never freezes.
//
// Run by bench/lib/at-scale.js (`npm run bench`, `node bench/scale.js --only export`).
import os from 'node:os';
import { newPage, signInAtScale } from './measure.js';
import { median, ms, table } from './report.js';

export const SCALE = 50000;
export const TARGETS = { longestTask: 50 };
const LOGIN = { email: 'ssp@demo.test', password: 'demo1234' };
const CAPTION = 'Placements';
const BUTTON = 'Export CSV';
/** After the file: what the download itself still costs the page. */
const TAIL_MS = 200;

// Init script: long tasks, and the moment the page makes the file's object URL (the download).
function observeExport() {
  if (window !== window.top) return;
  const state = { longTasks: [], clickAt: null, fileAt: null, bytes: null, lines: null };
  window.__benchExport = state;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task entries: the figure stays 0
  }
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob) => {
    if (blob instanceof Blob && blob.type.startsWith('text/csv') && state.fileAt === null) {
      state.fileAt = performance.now();
      state.bytes = blob.size;
      // Counted after the figures are taken, off the measured window.
      state.blob = blob;
    }
    return createObjectURL(blob);
  };
}

const round = (v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : null);

/** One run in a fresh context: the figures and any problems seen. */
export async function measurePlacementsExport(browser, { origin, cpuRate = 1 }) {
  const { context, page, problems } = await newPage(browser, null);
  try {
    await signInAtScale(page, { origin, scale: SCALE, ...LOGIN });
    await context.addInitScript(observeExport);
    await page.goto(`${origin}/placements?demo-scale=${SCALE}`, { waitUntil: 'commit' });
    // The whole list on screen (the button waits for it).
    await page.waitForFunction(
      ([caption, scale]) => {
        const tableEl = [...document.querySelectorAll('main table')].find(
          (t) => t.caption?.textContent.trim() === caption,
        );
        return Number(tableEl?.getAttribute('aria-rowcount') ?? 0) > scale;
      },
      [CAPTION, SCALE],
      { timeout: 60000 },
    );
    const button = page.getByRole('button', { name: BUTTON, exact: true });
    await button.waitFor({ state: 'visible' });
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('button')].some(
          (b) => b.textContent.trim() === name && !b.disabled,
        ),
      BUTTON,
    );
    // Let the list's own idle work (search texts) finish, so it is not counted as the export's.
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const downloading = page.waitForEvent('download', { timeout: 60000 });
    await button.hover();
    await page.evaluate(() => {
      const state = window.__benchExport;
      document.addEventListener('click', () => (state.clickAt ??= performance.now()), {
        capture: true,
      });
    });
    await button.click();
    const download = await downloading;
    await page.waitForFunction(() => window.__benchExport.fileAt !== null, null, {
      timeout: 60000,
    });
    await page.waitForTimeout(TAIL_MS + 100);
    const state = await page.evaluate(async (tail) => {
      const s = window.__benchExport;
      const text = await s.blob.text();
      let lines = 0;
      for (let at = text.indexOf('\r\n'); at !== -1; at = text.indexOf('\r\n', at + 2)) lines += 1;
      // [start after the click, duration] of each long task in the window (ms): which step of
      // the export a long one belongs to shows in the samples.
      const tasks = s.longTasks
        .filter(([start, duration]) => start + duration >= s.clickAt && start <= s.fileAt + tail)
        .map(([start, duration]) => [Math.round(start - s.clickAt), Math.round(duration)]);
      return {
        clickToFile: s.fileAt - s.clickAt,
        bytes: s.bytes,
        lines,
        longestTask: tasks.length ? Math.max(...tasks.map(([, duration]) => duration)) : 0,
        longTasks: tasks.length,
        tasks,
      };
    }, TAIL_MS);
    if (!/^placements_\d{4}-\d{2}-\d{2}\.csv$/.test(download.suggestedFilename())) {
      problems.push(`file name ${download.suggestedFilename()}`);
    }
    // The header line and one line per placement.
    if (state.lines !== SCALE + 41) problems.push(`${state.lines} lines in the file`);
    return {
      load1: Number(os.loadavg()[0].toFixed(2)),
      clickToFile: round(state.clickToFile),
      longestTask: round(state.longestTask),
      longTasks: state.longTasks,
      tasks: state.tasks,
      bytes: state.bytes,
      lines: state.lines,
      problems,
    };
  } catch (error) {
    problems.push(String(error?.message).split('\n')[0]);
    return { clickToFile: null, longestTask: null, problems };
  } finally {
    await context.close();
  }
}

export function summarizePlacementsExport(samples, cpuRate = 1) {
  const longest = samples.map((s) => s.longestTask);
  const longestTask = longest.every((v) => typeof v === 'number') ? Math.max(...longest) : null;
  const loads = samples.map((s) => s.load1).filter((v) => typeof v === 'number');
  return {
    page: `/placements?demo-scale=${SCALE} (ssp, demo build)`,
    cpuThrottling: cpuRate,
    runs: samples.length,
    clickToFile: median(samples.map((s) => s.clickToFile)),
    longestTask,
    bytes: samples.find((s) => s.bytes)?.bytes ?? null,
    lines: samples.find((s) => s.lines)?.lines ?? null,
    loadAverage: loads.length ? [Math.min(...loads), Math.max(...loads)] : null,
    targets: TARGETS,
    pass: { longestTask: longestTask !== null && longestTask <= TARGETS.longestTask },
    samples: samples.map(({ problems: _p, ...rest }) => rest),
    problems: [...new Set(samples.flatMap((s) => s.problems))],
  };
}

/** The report's lines: each figure against its target. */
export function reportPlacementsExport(summary) {
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
  const rows = [
    ['click to the file handed to the browser (median)', ms(summary.clickToFile), '', ''],
    [
      'longest main-thread task meanwhile (max of runs)',
      ms(summary.longestTask),
      `<= ${summary.targets.longestTask}`,
      verdict(summary.pass.longestTask),
    ],
    [
      'file (lines incl. header, bytes)',
      `${summary.lines ?? '-'} / ${summary.bytes ?? '-'}`,
      '',
      '',
    ],
  ];
  const out = [
    '',
    `Placements export (${summary.page}; ${summary.cpuThrottling}x CPU; ${summary.runs} runs; ms; ` +
      `load average (1 min) ${summary.loadAverage ? summary.loadAverage.join('-') : '-'})`,
    table(['Figure', 'Value', 'Target', ''], rows, ['l', 'r', 'r', 'l']),
  ];
  if (summary.problems.length) out.push(...summary.problems.map((p) => `  - ${p}`));
  return out;
}
