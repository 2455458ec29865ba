// The Launch step with 1,000 conflicts (issue 37, item 2; BATCH-MERGE), in the production demo
// build. Per run, in a fresh context: the SSP exports its placements (`?demo-scale=1000` adds
// 1,000 to the 40 seeded), a colleague's import (no versions) gives 1,000 of them another bid
// floor, and the exported file with those same floors changed otherwise is imported: Launch
// lists 1,000 conflicting lines. At 4x CPU the user then picks `Take theirs` on five lines, `Take
// all theirs`, `Keep all mine`, and scrolls the list: the figure is their INP (target: under
// 200 ms) and the longest task.
//
// Run by bench/lib/at-scale.js (`npm run bench`, `node bench/scale.js --only conflicts`).
import { readFile } from 'node:fs/promises';
import { inpOf } from './interaction.js';
import { newPage, signInAtScale } from './measure.js';
import { median, ms, table } from './report.js';

export const CONFLICTS = 1000;
const SCALE = CONFLICTS;
export const TARGETS = { inp: 200 };
const LOGIN = { email: 'ssp@demo.test', password: 'demo1234' };
const CAPTION = 'Conflicts between your file and changes since it was exported';

/** The cells of one CSV line (quoted values may hold commas and doubled quotes). */
function cellsOf(line) {
  const cells = [];
  let at = 0;
  while (at <= line.length) {
    if (line[at] === '"') {
      let value = '';
      at += 1;
      while (at < line.length) {
        if (line[at] === '"' && line[at + 1] === '"') {
          value += '"';
          at += 2;
          continue;
        }
        if (line[at] === '"') break;
        value += line[at++];
      }
      cells.push(value);
      at += 2;
    } else {
      const end = line.indexOf(',', at) === -1 ? line.length : line.indexOf(',', at);
      cells.push(line.slice(at, end));
      at = end + 1;
    }
  }
  return cells;
}

const quote = (value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

// Init script: event timing entries and long tasks (as bench/lib/interaction.js).
function observeEvents() {
  if (window !== window.top) return;
  const state = { events: [], longTasks: [] };
  window.__benchConflicts = state;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId)
          state.events.push({ id: e.interactionId, start: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no event timing: the figures stay null
  }
}

/** The colleague's import, straight through the page's API: the floors of `rows`, no versions. */
function colleagueImport(page, rows) {
  return page.evaluate(async (body) => {
    const stored =
      sessionStorage.getItem('marquee.session') ?? localStorage.getItem('marquee.session');
    const headers = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${JSON.parse(stored).token}`,
    };
    const started = await fetch('/v1/placements/batch', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const { jobId } = await started.json();
    for (let look = 0; look < 40; look += 1) {
      const job = await (await fetch(`/v1/placements/batch/${jobId}`, { headers })).json();
      if (job.status === 'Complete' || job.status === 'Failed') return job;
    }
    return null;
  }, rows);
}

async function next(page, to) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('form', { name: to, exact: true }).waitFor();
}

/** One run: the figures and any problems seen. */
export async function measureImportConflicts(browser, { origin, cpuRate = 4 }) {
  const { context, page, problems } = await newPage(browser, null);
  try {
    await signInAtScale(page, { origin, scale: SCALE, ...LOGIN });
    await page.goto(`${origin}/placements?demo-scale=${SCALE}`);
    const exportButton = page.getByRole('button', { name: 'Export CSV', exact: true });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].some(
          (b) => b.textContent.trim() === 'Export CSV' && !b.disabled,
        ),
      null,
      { timeout: 60000 },
    );
    const downloading = page.waitForEvent('download', { timeout: 60000 });
    await exportButton.click();
    const text = (await readFile(await (await downloading).path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = text.trimEnd().split('\r\n');
    const columns = cellsOf(header);
    const floorAt = columns.indexOf('bid_floor_cpm');
    const changed = lines.slice(0, CONFLICTS).map(cellsOf);
    const csvColumns = columns.slice(0, columns.indexOf('placement_key'));
    const rows = changed.map((cells, index) => ({
      ...Object.fromEntries(csvColumns.map((column, at) => [column, cells[at]])),
      line: String(index + 2),
      bid_floor_cpm: '7.77',
    }));
    const defaults = { location: { exampleSceneUrl: '/demo/scenes/office.svg' } };
    const job = await colleagueImport(page, {
      rows,
      defaults,
      fullSync: false,
      enableProgrammaticPartners: true,
    });
    if (job?.updated !== CONFLICTS) problems.push(`the colleague's import updated ${job?.updated}`);
    const mine = [
      header,
      ...lines.map((line, index) => {
        if (index >= CONFLICTS) return line;
        const cells = cellsOf(line);
        cells[floorAt] = '8.88';
        return cells.map(quote).join(',');
      }),
    ].join('\r\n');

    await context.addInitScript(observeEvents);
    await page.goto(`${origin}/placements/create/batch?demo-scale=${SCALE}`);
    await page
      .getByLabel('Placements CSV file')
      .setInputFiles({ name: 'placements.csv', mimeType: 'text/csv', buffer: Buffer.from(mine) });
    await page.getByRole('list', { name: 'Import summary' }).waitFor({ timeout: 60000 });
    await next(page, 'General');
    await page.getByRole('textbox', { name: /Bid floor CPM/ }).fill('1');
    await next(page, 'Verification');
    await page.getByRole('textbox', { name: /Image URL/ }).fill('/demo/scenes/office.svg');
    await next(page, 'Audience');
    await next(page, 'Launch');
    const list = page.getByRole('table', { name: CAPTION });
    await list.waitFor({ timeout: 60000 });
    const listed = await page
      .getByRole('region', { name: 'Changed since your file was exported' })
      .textContent();
    if (!listed.includes(`${CONFLICTS.toLocaleString('en-US')} lines changed a field`)) {
      problems.push('the Launch step does not list 1,000 conflicting lines');
    }
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const mark = await page.evaluate(() => performance.now());
    const radios = list.getByRole('radio', { name: 'Take theirs' });
    for (let n = 0; n < 5; n += 1) {
      await radios.nth(n).click();
      await page.waitForTimeout(300);
    }
    await page.getByRole('button', { name: 'Take all theirs' }).click();
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'Keep all mine' }).click();
    await page.waitForTimeout(500);
    await list.hover();
    for (let n = 0; n < 5; n += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(200);
    }
    await page
      .getByRole('status')
      .filter({ hasText: 'Every conflict has a choice.' })
      .waitFor({ timeout: 15000 });
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => window.__benchConflicts);
    const byId = new Map();
    for (const e of seen.events.filter((entry) => entry.start >= mark)) {
      byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
    }
    const durations = [...byId.values()];
    const tasks = seen.longTasks.filter(([start]) => start >= mark).map(([, d]) => d);
    return {
      inp: inpOf(durations),
      interactions: durations.length,
      durations: durations.map(Math.round),
      longestTask: tasks.length ? Math.round(Math.max(...tasks)) : 0,
      problems,
    };
  } catch (error) {
    problems.push(String(error?.message).split('\n')[0]);
    return { inp: null, problems };
  } finally {
    await context.close();
  }
}

export function summarizeImportConflicts(samples, cpuRate = 4) {
  const inps = samples.map((s) => s.inp).filter((v) => typeof v === 'number');
  return {
    page: `/placements/create/batch?demo-scale=${SCALE} (ssp, demo build), Launch with ${CONFLICTS} conflicts`,
    cpuRate,
    inp: inps.length === samples.length ? median(inps) : null,
    worst: inps.length ? Math.max(...inps) : null,
    samples,
  };
}

export function reportImportConflicts(result) {
  return [
    '',
    `Launch with ${CONFLICTS} conflicts (${result.page}; ${result.cpuRate}x CPU; target INP < ${TARGETS.inp} ms)`,
    table(
      ['Figure', 'Median', 'Worst'],
      [
        [
          'INP: Take theirs x5, Take all theirs, Keep all mine, scroll',
          ms(result.inp),
          ms(result.worst),
        ],
      ],
    ),
    ...result.samples.flatMap((s, run) => [
      `  run ${run + 1}: interactions ${s.interactions ?? '-'} (${(s.durations ?? []).join(', ')} ms), longest task ${s.longestTask ?? '-'} ms${s.problems.length ? `; ${s.problems.join('; ')}` : ''}`,
    ]),
  ];
}
