// Interaction and screen-render figures (issue: campaign screens): the Interaction to Next
// Paint of typing into the campaign wizard's Schedule budget field at 4x CPU, and the time to
// the campaigns list's first painted row. One fresh browser context per measurement.
import { newPage, settle } from './measure.js';
import { median, ms, table } from './report.js';

/** The signed-in buyer's new-campaign draft (src/lib/saving/draft-storage.ts: a draft is its user's). */
const draftKey = (session) =>
  `marquee.draft.${encodeURIComponent(session.user.id || session.user.email.toLowerCase())}/campaign.new`;
const BUDGET_LABEL = 'Lifetime budget ($)';
export const TYPED = '25000';
/** Between one key's release and the next key's press: a steady typist. */
const KEY_GAP_MS = 120;

const isoDay = (date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((n, i) => String(n).padStart(i ? 2 : 4, '0'))
    .join('-');
const inDays = (days) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return isoDay(date);
};

/** A complete new-campaign draft (CampaignFormValues) with every step up to Schedule visited. */
function scheduleDraft() {
  const values = {
    name: 'Bench Campaign',
    states: ['NY', 'CA'],
    zips: '',
    venueTypes: [],
    publishers: [],
    placementIds: '',
    categories: [],
    creativeIds: ['cr_1'],
    contentClips: [],
    dateStart: inDays(1),
    dateEnd: inDays(31),
    budgetType: 'lifetime',
    budget: '',
    bidCpm: '10',
    enablePacing: true,
    dayParts: [],
    dayPartFallbackStrategy: 'campaignDefault',
    agencyFee: '10',
    dspFee: '15',
    isPublished: true,
  };
  const visited = ['general', 'audience', 'creatives', 'plus', 'schedule'];
  return JSON.stringify({ version: 1, values, visited });
}

// Init script: the draft goes in once per context (the wizard rewrites it while typing).
function seedDraft([key, value]) {
  if (window !== window.top || window.sessionStorage.getItem('bench.draftSeeded')) return;
  window.sessionStorage.setItem('bench.draftSeeded', '1');
  window.sessionStorage.setItem(key, value);
}

// Init script: event timing entries (16 ms is the lowest threshold allowed) and long tasks.
function observeEvents() {
  if (window !== window.top) return;
  const state = { events: [], longTasks: [] };
  window.__benchInp = state;
  // The Forecast's "Gross budget" value: it must change with the typing.
  window.__benchGross = () => {
    const terms = document.querySelectorAll('section[aria-labelledby="forecast-heading"] dt');
    const term = [...terms].find((dt) => dt.textContent.trim() === 'Gross budget');
    return term?.nextElementSibling?.textContent.trim() ?? null;
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        state.events.push({
          name: e.name,
          id: e.interactionId,
          start: e.startTime,
          duration: e.duration,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No event timing: the figures stay null.
  }
}

// A screen that does not come up is a note, not the end of the run.
const failure = (problems, error) => [...problems, String(error?.message).split('\n')[0]];

/** INP as Chromium reports it: the worst interaction, skipping 1 per 50 interactions. */
export function inpOf(durations) {
  const sorted = [...durations].sort((a, b) => b - a);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length / 50))] : null;
}

/**
 * One run: the Schedule step of a new campaign opened from a seeded draft, then at `cpuRate`x
 * CPU a click into the budget field and `TYPED` typed key by key. Durations in ms.
 */
export async function measureScheduleInp(browser, { origin, session, cpuRate = 4 }) {
  const { context, page, problems } = await newPage(browser, session);
  try {
    await context.addInitScript(seedDraft, [draftKey(session), scheduleDraft()]);
    await context.addInitScript(observeEvents);
    await page.goto(`${origin}/campaigns/create?step=schedule`, { waitUntil: 'load' });
    const field = page.getByLabel(BUDGET_LABEL);
    await field.waitFor({ timeout: 30000 });
    await page.getByRole('region', { name: 'Forecast' }).waitFor({ timeout: 30000 });
    await settle(page);
    const before = await page.evaluate(() => window.__benchGross());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const mark = await page.evaluate(() => performance.now());
    await field.click();
    await page.waitForTimeout(300);
    for (const key of TYPED) {
      await page.keyboard.press(key);
      await page.waitForTimeout(KEY_GAP_MS);
    }
    const changed = await page
      .waitForFunction((old) => window.__benchGross() !== old, before, { timeout: 15000 })
      .then(
        () => true,
        () => false,
      );
    // Event entries are queued after the next paint: let two frames and a moment pass.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
    );
    await page.waitForTimeout(500);
    const after = await page.evaluate(() => window.__benchGross());
    const seen = await page.evaluate(() => window.__benchInp);
    const value = await field.inputValue();
    const interactions = new Map();
    for (const e of seen.events.filter((entry) => entry.start >= mark)) {
      const it = interactions.get(e.id) ?? { duration: 0, key: false };
      it.duration = Math.max(it.duration, e.duration);
      it.key ||= e.name.startsWith('key');
      interactions.set(e.id, it);
    }
    const all = [...interactions].sort((a, b) => a[0] - b[0]).map(([, it]) => it);
    // A keystroke under the 16 ms threshold has no entry: it counts as 16 (an upper bound).
    const keys = all.filter((it) => it.key).map((it) => it.duration);
    const under = Math.max(0, TYPED.length - keys.length);
    const perKey = [...keys, ...Array(under).fill(16)];
    const longTasks = seen.longTasks.filter(([start]) => start >= mark).map(([, d]) => d);
    if (!changed) problems.push(`Gross budget did not change (${before} -> ${after})`);
    if (value !== TYPED) problems.push(`the field holds "${value}", not "${TYPED}"`);
    return {
      inp: changed ? inpOf(all.map((it) => it.duration)) : null,
      keyMedian: median(perKey),
      keyMax: Math.max(...perKey),
      keysUnder16: under,
      interactions: all.length,
      // Every interaction in order (the click first), to see which one was the worst.
      durations: all.map((it) => it.duration),
      longestTask: longTasks.length ? Math.max(...longTasks) : 0,
      gross: { before, after },
      problems,
    };
  } catch (error) {
    return { inp: null, problems: failure(problems, error) };
  } finally {
    await context.close();
  }
}

// Init script: when the campaigns table's first body row enters the DOM, and the frame after.
function watchFirstRow() {
  if (window !== window.top) return;
  const state = { rowAt: null, paintedAt: null, how: '' };
  window.__benchList = state;
  const observer = new MutationObserver(() => {
    const main = document.querySelector('main');
    if (!main || state.rowAt !== null) return;
    const named = [...main.querySelectorAll('table')].find(
      (t) =>
        t.getAttribute('aria-label') === 'Campaigns' ||
        t.caption?.textContent.trim() === 'Campaigns',
    );
    const row = (named ?? main).querySelector('tbody tr:not([aria-hidden="true"])');
    if (!row) return;
    state.rowAt = performance.now();
    state.how = named ? 'table "Campaigns"' : 'first tbody row in main';
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        state.paintedAt = performance.now();
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** One cold load of `/campaigns`: ms from navigation start to its first row, painted. */
export async function measureListRender(browser, { origin, session, cpuRate }) {
  const { context, page, problems } = await newPage(browser, session);
  try {
    await context.addInitScript(watchFirstRow);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(`${origin}/campaigns`, { waitUntil: 'load', timeout: 60000 });
    await page
      .waitForFunction(() => window.__benchList.paintedAt !== null, null, { timeout: 30000 })
      .catch(() => problems.push('no campaigns row within 30 s'));
    const state = await page.evaluate(() => ({
      ...window.__benchList,
      rows: document.querySelectorAll('main tbody tr:not([aria-hidden="true"])').length,
    }));
    if (state.how && state.how !== 'table "Campaigns"') problems.push(`matched the ${state.how}`);
    const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
    return { row: round(state.rowAt), painted: round(state.paintedAt), rows: state.rows, problems };
  } catch (error) {
    return { row: null, painted: null, problems: failure(problems, error) };
  } finally {
    await context.close();
  }
}

// ---- summaries and report ----------------------------------------------------------------

const spread = (values) => {
  const list = values.filter((v) => typeof v === 'number');
  return list.length ? [Math.min(...list), Math.max(...list)] : null;
};
const span = (r) => (r ? `${ms(r[0])}-${ms(r[1])}` : '-');
const loads = (samples) => {
  const r = spread(samples.map((s) => s.load1));
  return r ? `${r[0].toFixed(2)}-${r[1].toFixed(2)}` : '-';
};

export function summarizeInp(samples, cpuRate) {
  const pick = (field) => samples.map((s) => s[field]);
  return {
    page: '/campaigns/create?step=schedule',
    what: `type "${TYPED}" into "${BUDGET_LABEL}", ${KEY_GAP_MS} ms between keys`,
    cpuThrottling: cpuRate,
    runs: samples.length,
    inp: median(pick('inp')),
    keyMedian: median(pick('keyMedian')),
    keyMax: median(pick('keyMax')),
    longestTask: median(pick('longestTask')),
    range: { inp: spread(pick('inp')), longestTask: spread(pick('longestTask')) },
    samples: samples.map(({ problems: _p, ...rest }) => rest),
    problems: [...new Set(samples.flatMap((s) => s.problems))],
  };
}

export function summarizeList(samples, cpuRate) {
  const pick = (field) => samples.map((s) => s[field]);
  return {
    page: '/campaigns (dsp)',
    cpuThrottling: cpuRate,
    runs: samples.length,
    firstRow: median(pick('row')),
    painted: median(pick('painted')),
    range: { firstRow: spread(pick('row')), painted: spread(pick('painted')) },
    samples: samples.map(({ problems: _p, ...rest }) => rest),
    problems: [...new Set(samples.flatMap((s) => s.problems))],
  };
}

/** The report's lines for both figures. */
export function reportInteraction({ scheduleInp: inp, campaignsList: list }) {
  const out = [];
  out.push(
    '',
    `Schedule budget INP (dsp; ${inp.what}; median of ${inp.runs} runs; min-max; ms)`,
    table(
      ['Page', 'CPU', 'INP', 'INP range', 'Key median', 'Key max', 'Longest task', 'Load (1 min)'],
      [
        [
          inp.page,
          `${inp.cpuThrottling}x`,
          ms(inp.inp),
          span(inp.range.inp),
          ms(inp.keyMedian),
          ms(inp.keyMax),
          ms(inp.longestTask),
          loads(inp.samples),
        ],
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  out.push(
    '',
    `Campaigns list render (median of ${list[0]?.runs} cold loads; ms from navigation start ` +
      'to the first body row in the DOM, and painted)',
    table(
      ['Page', 'CPU', 'First row', 'Painted', 'Painted range', 'Load (1 min)'],
      list.map((t) => [
        t.page,
        `${t.cpuThrottling}x`,
        ms(t.firstRow),
        ms(t.painted),
        span(t.range.painted),
        loads(t.samples),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  return out;
}
