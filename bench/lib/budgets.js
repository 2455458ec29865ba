// The budgets and goals (docs/quality.md, "Budgets"), the console / floor ratios, the notes of
// the run and the `--check` / `--check-timing` verdicts. KB = 1024 bytes.
import { budget, KB, kb, median, ms, rowLabel } from './report.js';

// Budgets (issue 3, item 5; the LCP one tightened from 1.2x by issue 4; the route and /sign-in
// bytes ones from 250 KB and 1.15x by issue 18, which keeps goals under them for headroom). The
// route one rose from 235 to 240 KB with issue 39, as issue 38 allows for its flat navigation:
// every shell warms the sidebar's first-read code while idle, and Activity's is 2.5 KB of it.
// The /sign-in one rose from 1.12x to 1.121x (70 bytes) in session 17 for the offline check of
// every chunk import (src/lib/versions/import-chunk.ts), and fell to 1.105x in session 24 once
// Vite's preload helper was gone and /sign-in's 18 files were 6 (vite.config.ts): the helper
// coming back (414 bytes) fails it.
export const BUDGET = {
  signInJsGzip: 160 * KB,
  signInJsVsFloor: 1.105,
  routeJsGzip: 240 * KB,
  signInLcpVsFloor4x: 1.1,
  tbt4x: 250,
};
// Goals: shown with the budgets, never fail a run.
const GOAL = {
  signInLcpVsFloor4x: 1.05,
  scheduleInp4x: 100,
  // Issue 18's headroom: the bytes every route and /sign-in aim at, under their CI budgets.
  routeJsGzip: 225 * KB,
  signInJsVsFloor: 1.1,
};
// Routes with a route-budget line of their own (besides the heaviest).
const NAMED_ROUTES = ['/campaigns/create', '/campaigns/cmp_1'];

const showKb = (v) => (v === null ? '-' : `${kb(v)} KB`);
const showMs = (v) => (v === null ? '-' : `${ms(v)} ms`);
const ratio = (a, b) => (a && b ? a / b : null);

function bytesGoals(results) {
  const signIn = results.bytes[0];
  const heaviest = [...results.bytes].sort((a, b) => b.total.js.gzip - a.total.js.gzip)[0];
  return [
    budget({
      id: 'signInJsVsFloorGoal',
      kind: 'goal',
      what: `/sign-in JS gzip vs ${GOAL.signInJsVsFloor}x the floor's`,
      value: signIn.total.js.gzip,
      limit: Math.floor(results.floor.total.js.gzip * GOAL.signInJsVsFloor),
      show: showKb,
    }),
    budget({
      id: 'routeJsGzipGoal',
      kind: 'goal',
      what: `heaviest route JS gzip (${rowLabel(heaviest)})`,
      value: heaviest.total.js.gzip,
      limit: GOAL.routeJsGzip,
      show: showKb,
    }),
  ];
}

function bytesBudgets(results) {
  const signIn = results.bytes[0];
  const heaviest = [...results.bytes].sort((a, b) => b.total.js.gzip - a.total.js.gzip)[0];
  return [
    budget({
      id: 'signInJsGzip',
      kind: 'bytes',
      what: '/sign-in JS gzip',
      value: signIn.total.js.gzip,
      limit: BUDGET.signInJsGzip,
      show: showKb,
    }),
    budget({
      id: 'signInJsVsFloor',
      kind: 'bytes',
      what: `/sign-in JS gzip vs ${BUDGET.signInJsVsFloor}x the floor's`,
      value: signIn.total.js.gzip,
      limit: Math.floor(results.floor.total.js.gzip * BUDGET.signInJsVsFloor),
      show: showKb,
    }),
    budget({
      id: 'routeJsGzip',
      kind: 'bytes',
      what: `heaviest route JS gzip (${rowLabel(heaviest)})`,
      value: heaviest.total.js.gzip,
      limit: BUDGET.routeJsGzip,
      show: showKb,
    }),
    ...NAMED_ROUTES.map((label) => {
      const row = results.bytes.find((r) => r.label === label);
      return budget({
        id: `routeJsGzip:${label}`,
        kind: 'bytes',
        what: `${row ? rowLabel(row) : `${label} (not measured)`} JS gzip`,
        value: row ? row.total.js.gzip : null,
        limit: BUDGET.routeJsGzip,
        show: showKb,
      });
    }),
  ];
}

function timingBudgets(results, timingOf) {
  const floorLcp4x = timingOf('floor-sign-in', 4)?.lcp ?? null;
  const signInLcp4x = timingOf('console-sign-in', 4)?.lcp ?? null;
  const lcpLimit = (times) => (floorLcp4x === null ? null : floorLcp4x * times);
  const budgets = [
    budget({
      id: 'signInLcp4x',
      kind: 'timing',
      what: `/sign-in LCP at 4x CPU vs ${BUDGET.signInLcpVsFloor4x}x the floor's`,
      value: signInLcp4x,
      limit: lcpLimit(BUDGET.signInLcpVsFloor4x),
      show: showMs,
    }),
    budget({
      id: 'signInTbt4x',
      kind: 'timing',
      what: '/sign-in TBT at 4x CPU',
      value: timingOf('console-sign-in', 4)?.tbt ?? null,
      limit: BUDGET.tbt4x,
      show: showMs,
    }),
    budget({
      id: 'dspHomeTbt4x',
      kind: 'timing',
      what: '/ (dsp) TBT at 4x CPU',
      value: timingOf('console-dsp-home', 4)?.tbt ?? null,
      limit: BUDGET.tbt4x,
      show: showMs,
    }),
  ];
  const goals = [
    budget({
      id: 'signInLcp4xGoal',
      kind: 'goal',
      what: `/sign-in LCP at 4x CPU vs ${GOAL.signInLcpVsFloor4x}x the floor's`,
      value: signInLcp4x,
      limit: lcpLimit(GOAL.signInLcpVsFloor4x),
      show: showMs,
    }),
    budget({
      id: 'scheduleInp4xGoal',
      kind: 'goal',
      what: '/campaigns/create Schedule budget field INP at 4x CPU (dsp)',
      value: results.scheduleInp.inp,
      limit: GOAL.scheduleInp4x,
      show: showMs,
      strict: true,
    }),
  ];
  return { budgets, goals };
}

/** Issue 27: each screen's press-to-painted time at most NAV_GOAL_RATIO x its parallel floor. */
function navigationGoals({ navigation }) {
  if (!navigation) return [];
  return navigation.rows.map((row) =>
    budget({
      id: `navigation:${row.screen}`,
      kind: 'goal',
      what: `navigation to ${row.screen} (${row.login}) at 4x CPU vs ${navigation.goalRatio}x its floor`,
      value: row.cold,
      limit: row.floor === null ? null : Math.round(row.floor * navigation.goalRatio),
      show: showMs,
    }),
  );
}

/** Adds ratios, budgets and goals to the results: the timing ones only when timing ran. */
export function evaluate(results) {
  const timed = Array.isArray(results.timing);
  const timingOf = (id, rate) =>
    results.timing?.find((t) => t.id === id && t.cpuThrottling === rate);
  const lcpRatio = (rate) =>
    ratio(timingOf('console-sign-in', rate)?.lcp, timingOf('floor-sign-in', rate)?.lcp);
  results.ratios = {
    signInJsGzip: ratio(results.bytes[0].total.js.gzip, results.floor.total.js.gzip),
    ...(timed && {
      signInLcp1x: lcpRatio(1),
      signInLcp4x: lcpRatio(4),
      // Each run loads both one after the other: the median of the per-run ratios is less
      // sensitive to the machine's load changing between runs (shown, not budgeted).
      signInLcp4xPaired: median(
        (timingOf('console-sign-in', 4)?.samples ?? []).map((sample, i) =>
          ratio(sample.lcp, timingOf('floor-sign-in', 4)?.samples[i]?.lcp),
        ),
      ),
    }),
  };
  const timing = timed ? timingBudgets(results, timingOf) : { budgets: [], goals: [] };
  results.budgets = [...bytesBudgets(results), ...timing.budgets];
  results.goals = [...bytesGoals(results), ...timing.goals, ...navigationGoals(results)];
}

/** The ratio line, the budgets and goals, and the notes of every scenario that ran. */
export function reportBudgets(results) {
  const out = [];
  const x = (v) => (v === null || v === undefined ? '-' : `${v.toFixed(2)}x`);
  const { ratios } = results;
  out.push(
    '',
    results.timing
      ? `Console / floor: /sign-in JS gzip ${x(ratios.signInJsGzip)}, ` +
          `LCP ${x(ratios.signInLcp1x)} unthrottled, ${x(ratios.signInLcp4x)} at 4x CPU ` +
          `(median of per-run ratios at 4x: ${x(ratios.signInLcp4xPaired)})`
      : `Console / floor: /sign-in JS gzip ${x(ratios.signInJsGzip)}`,
  );
  out.push('', 'Budgets (bytes: --check; timing: --check-timing)');
  // A bytes budget also says its room in bytes: one decimal of a KB hides a change that will fail.
  const room = (b) =>
    b.kind === 'bytes' && b.value !== null && b.limit !== null
      ? ` (${b.limit - b.value} bytes of room)`
      : '';
  for (const b of results.budgets) {
    out.push(`  ${b.pass ? 'PASS' : 'FAIL'}  [${b.kind}] ${b.text}${room(b)}`);
  }
  if (!results.timing) out.push('  (timing budgets and goals: not measured in a bytes-only run)');
  out.push('Goals (shown, never fail a run)');
  for (const g of results.goals) out.push(`  ${g.pass ? 'MET ' : 'NOT '}  [${g.kind}] ${g.text}`);

  const problems = (list, name) =>
    (list ?? [])
      .filter((t) => t.problems.length)
      .map((t) => `${name(t)}: ${t.problems.join('; ')}`);
  const notes = [
    ...results.bytes
      .filter((row) => row.notes.length)
      .map((row) => `${rowLabel(row)}: ${row.notes.join('; ')}`),
    ...results.floor.notes.map((note) => `floor /sign-in: ${note}`),
    ...problems(results.timing, (t) => `${t.app} ${t.page} ${t.cpuThrottling}x`),
    ...problems(
      results.scheduleInp && [results.scheduleInp, ...results.campaignsList],
      (t) => `${t.page} ${t.cpuThrottling}x`,
    ),
  ];
  if (notes.length) out.push('', 'Notes', ...notes.map((n) => `  - ${n}`));
  return out;
}

/** Prints the verdict of each check asked for; true when a checked budget failed. */
export function checkBudgets(results, { check, checkTiming }) {
  let failed = false;
  for (const [flag, kind] of [
    [check, 'bytes'],
    [checkTiming, 'timing'],
  ]) {
    if (!flag) continue;
    const bad = results.budgets.filter((b) => b.kind === kind && !b.pass);
    if (bad.length) {
      failed = true;
      console.error(`\nbench: ${bad.length} ${kind} budget(s) failed:`);
      for (const b of bad) console.error(`  ${b.text}`);
    } else {
      console.log(`\nbench: every ${kind} budget passes.`);
    }
  }
  return failed;
}
