// The bulk placement CSV import (issue: bulk placement CSV): a 100,000-line file, measured in
// the page. First the raw read and parse: the file read from a file input as text and parsed by
// papaparse, the import's parser (its browser build from node_modules, injected with
// addScriptTag), then the console's own import on
// /placements/create/batch: the time from setting the file on the picker to the checked result
// on screen, the worker's share of it (the page's 'csv-import' performance measure), and the
// longest main-thread task meanwhile. Targets: the import within 1.5x the raw read and parse (as
// issue 36 words it; before, the ratio's denominator was the parse alone), and no task
// over 50 ms. (uDSV, measured here beside it until issue 36, is no longer a dependency.)
//
// The ratio's raw read and parse are the first in a fresh page (cold, as a user's one import
// is); the warm figure (the same file read and parsed again) is printed beside it.
//
// Run by bench/lib/at-scale.js (`npm run bench`, `node bench/scale.js --only csv`).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CSV_LINES, makePlacementsCsv } from './csv-file.js';
import { newPage, settle } from './measure.js';
import { median, ms, table } from './report.js';

const require = createRequire(import.meta.url);
const PAPAPARSE = require.resolve('papaparse/papaparse.min.js');

const TARGET = { ratio: 1.5, longestTask: 50 };
const PATH = '/placements/create/batch';
const PICKER_LABEL = /Placements CSV file/;
const SUMMARY = 'ul[aria-label="Import summary"]';

// Init script: long tasks, and the moment the picker's change event fires.
function observeImport() {
  if (window !== window.top) return;
  const state = { longTasks: [], changeAt: null };
  window.__benchCsv = state;
  document.addEventListener('change', () => (state.changeAt = performance.now()), true);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task entries: the figure stays 0
  }
}

/**
 * Raw read and parse times (ms) of the file on the page's bench input: the file read as text and
 * parsed, once (cold), then `warmRuns` more times.
 */
async function rawReadParse([warmRuns]) {
  const file = document.getElementById('bench-csv-file').files[0];
  const out = { cold: {}, warm: { papaparse: [], read: [] }, rows: {} };
  for (let run = 0; run <= warmRuns; run += 1) {
    const start = performance.now();
    const text = await file.text();
    const read = performance.now() - start;
    const parseStart = performance.now();
    out.rows.papaparse = window.Papa.parse(text).data.length;
    const parse = performance.now() - parseStart;
    if (run === 0) out.cold = { papaparse: parse, read };
    else {
      out.warm.papaparse.push(parse);
      out.warm.read.push(read);
    }
  }
  return out;
}

/**
 * The raw read and parse, one fresh page per run: the parser's first parse in a page is cold
 * (its code not yet optimised), as the import's parse is in its fresh worker; later ones are
 * warm. The file is read from a file input, from disk, as the import reads it.
 */
async function measureRaw(browser, { origin, session, file, runs, cpuRate }) {
  const scripts = await Promise.all([PAPAPARSE].map((name) => readFile(name, 'utf8')));
  const cold = { papaparse: [], read: [] };
  const warm = { papaparse: [], read: [] };
  const problems = [];
  let rows = {};
  for (let run = 0; run < runs; run += 1) {
    const page = await newPage(browser, session);
    try {
      await page.page.goto(`${origin}${PATH}`, { waitUntil: 'load' });
      await settle(page.page);
      for (const content of scripts) await page.page.addScriptTag({ content });
      await page.page.evaluate(() => {
        const input = document.createElement('input');
        input.type = 'file';
        input.id = 'bench-csv-file';
        input.hidden = true;
        document.body.append(input);
      });
      await page.page.setInputFiles('#bench-csv-file', file);
      const cdp = await page.context.newCDPSession(page.page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      const got = await page.page.evaluate(rawReadParse, [run === 0 ? 3 : 0]);
      for (const name of ['papaparse', 'read']) {
        cold[name].push(got.cold[name]);
        warm[name].push(...got.warm[name]);
      }
      rows = got.rows;
      problems.push(...page.problems);
    } finally {
      await page.context.close();
    }
  }
  return { cold, warm, rows, problems };
}

/**
 * One import: set the file, wait for the summary, read the figures. The file is given by its
 * path: given as bytes, Playwright builds it inside the page, one long task of its own.
 */
async function measureImport(browser, { origin, session, file, cpuRate }) {
  const { context, page, problems } = await newPage(browser, session);
  try {
    await context.addInitScript(observeImport);
    await page.goto(`${origin}${PATH}`, { waitUntil: 'load' });
    const picker = page.getByLabel(PICKER_LABEL);
    await picker.waitFor({ state: 'attached', timeout: 30000 });
    await settle(page);
    await page.evaluate((selector) => {
      const state = window.__benchCsv;
      new MutationObserver((_, observer) => {
        const summary = document.querySelector(selector);
        if (!summary || state.doneAt) return;
        state.doneAt = performance.now();
        state.summary = summary.textContent;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (state.paintedAt = performance.now()), 0));
      }).observe(document.body, { childList: true, subtree: true });
    }, SUMMARY);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await picker.setInputFiles(file);
    await page.waitForFunction(() => window.__benchCsv.paintedAt, null, { timeout: 120000 });
    await page.waitForTimeout(200);
    const state = await page.evaluate(() => window.__benchCsv);
    const measure = await page.evaluate(
      () => performance.getEntriesByName('csv-import').at(-1)?.detail ?? null,
    );
    const during = state.longTasks
      .filter(([start, duration]) => start + duration >= state.changeAt && start <= state.paintedAt)
      .map(([, duration]) => duration);
    return {
      result: state.doneAt - state.changeAt,
      painted: state.paintedAt - state.changeAt,
      longestTask: during.length ? Math.max(...during) : 0,
      longTasks: during.length,
      // The worker's own share (read, parse and check), from the page's 'csv-import' measure.
      workerRead: measure?.readMs ?? null,
      workerCheck: measure?.checkMs ?? null,
      workerParse: measure?.parseMs ?? null,
      workerPost: measure?.postMs ?? null,
      summary: state.summary,
      problems,
    };
  } catch (error) {
    return {
      result: null,
      painted: null,
      longestTask: null,
      problems: [...problems, String(error?.message).split('\n')[0]],
    };
  } finally {
    await context.close();
  }
}

/**
 * The whole measurement: `runs` raw parses of each parser (one page), then `runs` imports
 * (a fresh page each). `session`: the SSP demo user's (the route is SSP only).
 */
export async function measureCsvImport(
  browser,
  { origin, session, runs = 5, cpuRate = 1, lines = CSV_LINES },
) {
  const text = makePlacementsCsv(lines);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-csv-'));
  const file = path.join(dir, 'placements.csv');
  const oneLine = path.join(dir, 'one-line.csv');
  await writeFile(file, text);
  await writeFile(oneLine, makePlacementsCsv(1));
  const imports = [];
  const fixed = [];
  let raw;
  try {
    raw = await measureRaw(browser, { origin, session, file, runs, cpuRate });
    for (let run = 0; run < runs; run += 1) {
      imports.push(await measureImport(browser, { origin, session, file, cpuRate }));
      // The same import of a one-line file: what any result costs, whatever the file's size
      // (the worker's round trip, the review rendered and painted).
      fixed.push(await measureImport(browser, { origin, session, file: oneLine, cpuRate }));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const cold = { papaparse: median(raw.cold.papaparse), read: median(raw.cold.read) };
  const warm = { papaparse: median(raw.warm.papaparse), read: median(raw.warm.read) };
  const faster = 'papaparse';
  // The target's measure (issue 36): the import, painted, against reading the file and parsing it.
  const readParse = (figures) => figures.read + figures.papaparse;
  const painted = median(imports.map((run) => run.painted));
  const longestTask = Math.max(...imports.map((run) => run.longestTask ?? Infinity));
  const ratio = painted !== null && cold[faster] ? painted / readParse(cold) : null;
  return {
    lines,
    bytes: Buffer.byteLength(text),
    cpuThrottling: cpuRate,
    raw: { cold, warm, samples: raw.cold, warmSamples: raw.warm, rows: raw.rows },
    faster,
    import: {
      result: median(imports.map((run) => run.result)),
      workerRead: median(imports.map((run) => run.workerRead)),
      workerCheck: median(imports.map((run) => run.workerCheck)),
      workerParse: median(imports.map((run) => run.workerParse)),
      workerPost: median(imports.map((run) => run.workerPost)),
      painted,
      longestTask,
      samples: imports.map(({ problems: _p, ...rest }) => rest),
    },
    oneLine: {
      painted: median(fixed.map((run) => run.painted)),
      samples: fixed.map((run) => run.painted),
    },
    ratio,
    warmRatio: painted !== null && warm[faster] ? painted / readParse(warm) : null,
    targets: TARGET,
    pass: {
      ratio: ratio !== null && ratio <= TARGET.ratio,
      longestTask: longestTask <= TARGET.longestTask,
    },
    problems: [
      ...new Set([...raw.problems, ...[...imports, ...fixed].flatMap((run) => run.problems)]),
    ],
  };
}

/** The report's lines. */
export function reportCsvImport(figures) {
  const x = (v) => (typeof v === 'number' ? `${v.toFixed(2)}x` : '-');
  const { raw, import: run } = figures;
  const list = (values) => values.map(ms).join(' ');
  return [
    '',
    `CSV import (${figures.lines.toLocaleString('en-US')} lines, ${(figures.bytes / 1048576).toFixed(1)} MB; ` +
      `${PATH} (ssp); ${figures.cpuThrottling}x CPU; medians of ${run.samples.length} runs; ms)`,
    table(
      ['What', 'Median', 'Samples'],
      [
        [
          'papaparse raw parse, cold (first in a page)',
          ms(raw.cold.papaparse),
          list(raw.samples.papaparse),
        ],
        ['papaparse raw parse, warm', ms(raw.warm.papaparse), list(raw.warmSamples.papaparse)],
        ['reading the file as text, cold', ms(raw.cold.read), list(raw.samples.read)],
        ['reading the file as text, warm', ms(raw.warm.read), list(raw.warmSamples.read)],
        [
          'import: file set -> result in the DOM',
          ms(run.result),
          list(run.samples.map((s) => s.result)),
        ],
        ['import: file set -> painted', ms(run.painted), list(run.samples.map((s) => s.painted))],
        [
          '  worker: reading the file',
          ms(run.workerRead),
          list(run.samples.map((s) => s.workerRead)),
        ],
        [
          '  worker: parsing and checking',
          ms(run.workerCheck),
          list(run.samples.map((s) => s.workerCheck)),
        ],
        [
          '    of which the parser (papaparse)',
          ms(run.workerParse),
          list(run.samples.map((s) => s.workerParse)),
        ],
        [
          '    of which posting the checked lines',
          ms(run.workerPost),
          list(run.samples.map((s) => s.workerPost)),
        ],
        [
          'import of a one-line file: file set -> painted',
          ms(figures.oneLine.painted),
          list(figures.oneLine.samples),
        ],
        [
          'longest main-thread task (max)',
          ms(run.longestTask),
          list(run.samples.map((s) => s.longestTask)),
        ],
      ],
      ['l', 'r', 'l'],
    ),
    `  ${figures.pass.ratio ? 'MET ' : 'NOT '}  import (painted) / cold read + raw parse (${figures.faster}): ` +
      `${x(figures.ratio)} (target <= ${x(figures.targets.ratio)}; against the warm parse: ${x(figures.warmRatio)})`,
    // What the target leaves for the file's own work once a one-line import's cost is paid.
    `        room the target leaves for reading, parsing, checking and posting the lines: ` +
      `${ms(figures.targets.ratio * (raw.cold.read + raw.cold[figures.faster]) - figures.oneLine.painted)} ms ` +
      `(${x(figures.targets.ratio)} x ${ms(raw.cold.read + raw.cold[figures.faster])} - ${ms(figures.oneLine.painted)}); ` +
      `the worker read the file alone in ${ms(run.workerRead)} ms`,
    `  ${figures.pass.longestTask ? 'MET ' : 'NOT '}  longest main-thread task during the import: ` +
      `${ms(run.longestTask)} ms (target <= ${figures.targets.longestTask} ms)`,
    ...figures.problems.map((problem) => `  - ${problem}`),
  ];
}
