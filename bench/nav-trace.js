// `node bench/nav-trace.js <screen> [--dist DIR] [--runs N]`: where one navigation of the bench's
// table (bench/lib/navigation.js: `inventory`, `a campaign`...) spends its time, cold, at 4x CPU
// with the API answering after 150 ms: the requests after the press, the main thread's tasks of
// 1 ms or more (what each is made of), V8's compile time on the main thread, and a CPU profile's
// top self times by file and by function. The build is bench/out/console unless --dist names
// another made for the bench's API (bench/lib/build.js). It found the Intl formatters built at
// a screen's first load (docs/quality-log.md, "Navigation: locale data at idle").
import { launch } from './lib/measure.js';
import { NAV_API_MS, NAV_CPU_RATE, NAV_SCREENS, openAt, pressAndTime } from './lib/navigation.js';
import { commandLine, originsFrom, prepareBuilds, signInAll, startServers } from './lib/setup.js';

const { argv, option, builds } = commandLine();
const screen = NAV_SCREENS.find((s) => s.id === argv[0]);
if (!screen)
  throw new Error(`nav-trace: name a screen: ${NAV_SCREENS.map((s) => s.id).join(', ')}`);
const runs = Number(option('--runs')) || 1;
const base = Number(process.env.BENCH_PORT) || 4630;
const origins = originsFrom(base);
const need = { console: true, floor: false, demo: false };
const args = { ...builds, build: false };
const dirs = await prepareBuilds({ args, origins, need, log: () => {} });
const servers = await startServers({ dirs, origins, base, need });
const browser = await launch();

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'toplevel',
  'blink.user_timing',
  'loading',
];
const PARTS =
  /^(v8\.evaluateModule|V8\.CompileCode|FunctionCall|TimerFire|UpdateLayoutTree|Layout|PrePaint|Paint|Commit|RunMicrotasks|MinorGC|MajorGC|EventDispatch)$/;
const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') : '');

function printProfile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map();
  const byFunction = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const file = short(url) || functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + dt);
    const key = `${functionName || '(anonymous)'} ${short(url)}:${lineNumber}:${columnNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + dt);
  });
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(
    `  profile by file (ms): ${top(byFile, 12)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ')}`,
  );
  for (const [key, value] of top(byFunction, 15))
    console.log(`    ${value.toFixed(1).padStart(6)}  ${key}`);
}

function printTrace(events, label) {
  const press = events.find(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown',
  );
  const painted = events.find((e) => e.name === 'painted');
  if (!press || !painted) throw new Error('nav-trace: no press or no painted mark in the trace');
  const { pid, tid, ts: t0 } = press;
  const at = (ts) => ((ts - t0) / 1000).toFixed(0).padStart(5);
  console.log(`=== ${label}: press to the trace's end ${((painted.ts - t0) / 1000).toFixed(0)} ms`);
  const requests = new Map();
  for (const e of events) {
    const data = e.args?.data;
    if (!data?.requestId) continue;
    const request = requests.get(data.requestId) ?? {};
    if (e.name === 'ResourceSendRequest')
      Object.assign(request, { url: short(data.url), start: e.ts });
    if (e.name === 'ResourceFinish') request.end = e.ts;
    requests.set(data.requestId, request);
  }
  const after = [...requests.values()].filter((r) => r.url && r.start >= t0);
  for (const r of after.sort((a, b) => a.start - b.start)) {
    console.log(`  request ${at(r.start)} -> ${r.end ? at(r.end) : '    ?'}  ${r.url}`);
  }
  const main = events.filter(
    (e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0 && e.ts <= painted.ts,
  );
  let busy = 0;
  let compile = 0;
  for (const task of main.filter((e) => e.name === 'ThreadControllerImpl::RunTask')) {
    busy += task.dur / 1000;
    if (task.dur < 1000) continue;
    const parts = main.filter(
      (e) =>
        PARTS.test(e.name) &&
        e.ts >= task.ts &&
        e.ts + e.dur <= task.ts + task.dur &&
        e.dur >= 1000,
    );
    const named = parts.slice(0, 6).map((e) => {
      const where = short(e.args?.data?.url ?? '');
      return `${e.name}${where ? ` ${where}` : ''} ${(e.dur / 1000).toFixed(1)}`;
    });
    console.log(
      `  task ${at(task.ts)} +${(task.dur / 1000).toFixed(1).padStart(5)}  ${named.join(' | ')}`,
    );
  }
  for (const e of main) if (e.name === 'V8.CompileCode') compile += e.dur / 1000;
  const span = (painted.ts - t0) / 1000;
  console.log(
    `  main thread busy ${busy.toFixed(0)} of ${span.toFixed(0)} ms; V8 compile ${compile.toFixed(0)} ms`,
  );
}

try {
  const sessions = await signInAll(origins.api);
  servers.api.setLatency(NAV_API_MS);
  for (let run = 0; run < runs; run += 1) {
    // The bench's own tab, press and end (the data painted), traced and profiled.
    const { page, context } = await openAt(
      browser,
      origins.console,
      sessions[screen.login],
      screen.from,
    );
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: NAV_CPU_RATE });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await browser.startTracing(page, { categories: CATEGORIES });
      await cdp.send('Profiler.start');
      const problems = [];
      const timed = await pressAndTime(page, screen, problems, 'cold');
      if (!timed) throw new Error(`nav-trace: ${problems.join('; ')}`);
      console.log(`bench's press to painted: ${timed.ms.toFixed(0)} ms (the profiler slows it)`);
      await page.evaluate(() => performance.mark('painted'));
      const { profile } = await cdp.send('Profiler.stop');
      const events = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents;
      printTrace(events, `${screen.id}, run ${run + 1}`);
      printProfile(profile);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  servers.close();
}
