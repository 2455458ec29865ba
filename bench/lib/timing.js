// The timing scenarios (docs/quality.md, "Benchmark"): cold loads of the console's /sign-in and
// DSP home and of the floor's /sign-in (DCL, LCP, TBT) at 1x and 4x CPU, the campaigns list's
// first painted row at each rate and the Schedule budget field's INP at 4x (bench/lib/
// interaction.js). Every scenario runs once per run, interleaved, so machine noise hits all of
// them alike; the machine's load average is kept with every figure.
import {
  measureListRender,
  measureScheduleInp,
  reportInteraction,
  summarizeInp,
  summarizeList,
} from './interaction.js';
import { measureTiming } from './measure.js';
import { loadAverage, median, ms, table } from './report.js';

const RATES = [1, 4];

/** The page loads timed: a URL and an optional session (add a scenario here). */
function scenariosOf(origins, sessions) {
  return [
    { id: 'console-sign-in', app: 'console', page: '/sign-in', url: `${origins.console}/sign-in` },
    {
      id: 'console-dsp-home',
      app: 'console',
      page: '/ (dsp)',
      url: `${origins.console}/`,
      session: sessions.dsp,
    },
    { id: 'floor-sign-in', app: 'floor', page: '/sign-in', url: `${origins.floor}/sign-in` },
  ];
}

/** One scenario at one rate over the runs: medians, min-max and every sample. */
function summarize(scenario, rate, list) {
  const pick = (field) => list.map((s) => s[field]);
  const range = (field) => {
    const values = pick(field).filter((v) => typeof v === 'number');
    return values.length ? [Math.min(...values), Math.max(...values)] : null;
  };
  return {
    id: scenario.id,
    app: scenario.app,
    page: scenario.page,
    cpuThrottling: rate,
    runs: list.length,
    dcl: median(pick('dcl')),
    lcp: median(pick('lcp')),
    tbt: median(pick('tbt')),
    range: { dcl: range('dcl'), lcp: range('lcp'), tbt: range('tbt') },
    lcpElements: [...new Set(pick('lcpElement'))],
    samples: list.map(({ dcl, lcp, tbt, longTasks, load1 }) => ({
      dcl,
      lcp,
      tbt,
      longTasks,
      load1,
    })),
    problems: [...new Set(list.flatMap((s) => s.problems))],
  };
}

/** `runs` timing runs: { timingLoad, timing, scheduleInp, campaignsList } for results.json. */
export async function measureTimingRuns({ browser, origins, sessions, runs, log }) {
  const scenarios = scenariosOf(origins, sessions);
  const samples = {};
  const listSamples = {};
  const inpSamples = [];
  // The load average at the start and end of every run: timing figures are only comparable
  // with the load they were taken at (the bench's own Chromium counts too).
  const timingLoad = { start: loadAverage(), end: null, runs: [] };
  const withLoad = (sample) => Object.assign(sample, { load1: loadAverage()[0] });
  log(
    `timing: ${scenarios.length} pages + the campaigns list x ${RATES.length} CPU rates, ` +
      `the Schedule budget INP at 4x; ${runs} runs`,
  );
  log(`  load average at start: ${timingLoad.start.join(' ')}`);
  for (let run = 0; run < runs; run += 1) {
    const runLoad = { run: run + 1, start: loadAverage(), end: null };
    for (const rate of RATES) {
      for (const scenario of scenarios) {
        const { url, session } = scenario;
        const sample = await measureTiming(browser, { url, session, cpuRate: rate });
        (samples[`${scenario.id}@${rate}x`] ??= []).push(withLoad(sample));
      }
      const list = { origin: origins.console, session: sessions.dsp, cpuRate: rate };
      (listSamples[rate] ??= []).push(withLoad(await measureListRender(browser, list)));
    }
    const inp = { origin: origins.console, session: sessions.dsp, cpuRate: 4 };
    inpSamples.push(withLoad(await measureScheduleInp(browser, inp)));
    runLoad.end = loadAverage();
    timingLoad.runs.push(runLoad);
    log(
      `  run ${run + 1}/${runs} done (load average ${runLoad.start.join(' ')} -> ${runLoad.end.join(' ')})`,
    );
  }
  timingLoad.end = loadAverage();
  return {
    timingLoad,
    timing: RATES.flatMap((rate) =>
      scenarios.map((scenario) => summarize(scenario, rate, samples[`${scenario.id}@${rate}x`])),
    ),
    scheduleInp: summarizeInp(inpSamples, 4),
    campaignsList: RATES.map((rate) => summarizeList(listSamples[rate], rate)),
  };
}

/** The timing table, the load of each run and the campaign screens' tables. */
export function reportTiming(results) {
  const { timingLoad } = results;
  const span = (r) => (r ? `${ms(r[0])}-${ms(r[1])}` : '-');
  return [
    '',
    `Timing (median of ${results.timing[0]?.runs} cold loads; min-max; ms; ${results.machine.cpus} cores; ` +
      `load average ${timingLoad.start.join(' ')} at the start, ${timingLoad.end.join(' ')} at the end)`,
    table(
      ['App', 'Page', 'CPU', 'DCL', 'LCP', 'LCP range', 'TBT', 'TBT range'],
      results.timing.map((t) => [
        t.app,
        t.page,
        `${t.cpuThrottling}x`,
        ms(t.dcl),
        ms(t.lcp),
        span(t.range.lcp),
        ms(t.tbt),
        span(t.range.tbt),
      ]),
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    `Load average (1 min) per timing run, start -> end: ${timingLoad.runs
      .map((r) => `${r.start[0].toFixed(2)} -> ${r.end[0].toFixed(2)}`)
      .join(', ')}`,
    ...reportInteraction(results),
  ];
}
