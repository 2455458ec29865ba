// `node bench/trace.js`: where the main thread's time goes before LCP. Loads `/sign-in` of the
// console and of the floor cold, at 4x CPU (as `npm run bench` does), with a Chromium
// performance trace, and prints for each load: the requests (start, end), the main thread's
// work (script evaluation per chunk, React's tasks, style recalculation, layout, paint) and
// the LCP candidates. Uses the builds in bench/out (run `npm run bench` once first).
//
//   node bench/trace.js                    console and floor /sign-in, 3 loads each, 4x CPU
//   node bench/trace.js --runs 5 --rate 1  ... 5 loads each, unthrottled
//   node bench/trace.js --save             ... and write the traces to bench/out/traces/
//   node bench/trace.js --dir <build>      trace another build of the console (an experiment)
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './lib/measure.js';
import { median } from './lib/report.js';
import { serveStatic } from './lib/serve.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const OUT = path.join(ROOT, 'bench/out');

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'toplevel',
];

function parseArgs(argv) {
  const args = { runs: 3, rate: 4, save: false, verbose: false, dir: path.join(OUT, 'console') };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--runs') args.runs = Math.max(1, Number(argv[++i]) || 3);
    else if (argv[i] === '--rate') args.rate = Math.max(1, Number(argv[++i]) || 4);
    else if (argv[i] === '--save') args.save = true;
    else if (argv[i] === '--verbose') args.verbose = true;
    else if (argv[i] === '--dir') args.dir = path.resolve(argv[++i]);
    else throw new Error(`trace: unknown option ${argv[i]}`);
  }
  return args;
}

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') : '');

/** The summary of one trace: requests, main-thread slices, LCP candidates (ms from nav start). */
function analyse(events) {
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid !== undefined,
  );
  // The page's renderer: the one whose main thread has a navigationStart for an http URL.
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      /^http/.test(e.args?.data?.documentLoaderURL ?? '') &&
      e.args?.data?.isLoadingMainFrame,
  );
  const pid = nav?.pid ?? main?.pid;
  const tid = nav?.tid;
  const t0 = nav.ts;
  const at = (ts) => (ts - t0) / 1000;

  const requests = new Map();
  for (const e of events) {
    const data = e.args?.data;
    if (!data?.requestId) continue;
    const r = requests.get(data.requestId) ?? { id: data.requestId };
    if (e.name === 'ResourceSendRequest') {
      r.url = short(data.url);
      r.start = at(e.ts);
      r.priority = data.priority;
    } else if (e.name === 'ResourceReceiveResponse') r.response = at(e.ts);
    else if (e.name === 'ResourceFinish') r.end = at(e.ts);
    requests.set(data.requestId, r);
  }

  // Main-thread slices: the top-level tasks and what they are made of.
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0);
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .map((e) => ({ start: at(e.ts), dur: e.dur / 1000 }));
  const WORK = new Set([
    'EvaluateScript',
    'v8.evaluateModule',
    'v8.compileModule',
    'v8.compile',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'ParseHTML',
    'ParseAuthorStyleSheet',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'Commit',
    'RunMicrotasks',
    'V8.GCScavenger',
    'MajorGC',
    'MinorGC',
    'EventDispatch',
    'DocumentLoader::CommitNavigation',
  ]);
  const runTasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  // A document committed on the page's main thread: the page itself, or an SVG image's own
  // document (the SVG favicon is one: Blink parses it as a document of its own).
  const navigations = events.filter((e) => e.name === 'navigationStart' && e.pid === pid);
  const documentOf = (e) => {
    const other = navigations.find(
      (n) => n.ts >= e.ts - 1000 && n.ts <= e.ts + e.dur && n.args?.frame !== nav.args?.frame,
    );
    return other ? '(an SVG image: a document of its own)' : '';
  };
  const work = onMain
    .filter((e) => WORK.has(e.name))
    .map((e) => ({
      name: e.name,
      start: at(e.ts),
      dur: e.dur / 1000,
      end: at(e.ts + e.dur),
      url: short(e.args?.data?.url ?? e.args?.data?.fileName ?? e.args?.fileName ?? ''),
      fn: e.args?.data?.functionName ?? '',
      elements: e.args?.elementCount ?? e.args?.beginData?.elementCount,
      // Which kind of task ran it: PendingScriptFinished = a parser-inserted (deferred) module
      // script, RemoveDelayReasonFromScript = an async script released late,
      // DispatchFinishedNotificationAsync = a dynamic import() resolving.
      task:
        runTasks.find((t) => t.ts <= e.ts && t.ts + t.dur >= e.ts + e.dur)?.args?.src_func ?? '',
      name2: e.name === 'DocumentLoader::CommitNavigation' ? documentOf(e) : '',
    }));
  // Nested slices (a FunctionCall inside an EvaluateScript...) are kept, the table is indented
  // by nesting depth.
  work.sort((a, b) => a.start - b.start || b.dur - a.dur);
  const stack = [];
  for (const w of work) {
    while (stack.length && stack[stack.length - 1].end <= w.start + 0.001) stack.pop();
    w.depth = stack.length;
    stack.push(w);
  }

  const lcp = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === pid)
    .map((e) => ({
      at: at(e.ts),
      type: e.args?.data?.type,
      size: e.args?.data?.size,
      node: e.args?.data?.nodeId,
      nodeName: e.args?.data?.nodeName,
    }));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  return {
    // The page's own requests (not Chromium's WebUI ones, nor data: URLs).
    requests: [...requests.values()]
      .filter((r) => r.url && !/^(chrome|data):/.test(r.url))
      .sort((a, b) => a.start - b.start),
    tasks,
    work,
    lcp,
    fcp: fcp ? at(fcp.ts) : null,
  };
}

/** Main-thread time before `until` by kind (top-level slices only, ms). */
function budgetBefore(summary, until) {
  const sums = {};
  for (const w of summary.work) {
    if (w.depth !== 0 || w.start >= until) continue;
    const key = /Evaluate|compile|FunctionCall/.test(w.name)
      ? `script ${w.url || '(anonymous)'}`
      : w.name;
    sums[key] = (sums[key] ?? 0) + Math.min(w.end, until) - w.start;
  }
  return sums;
}

async function traceOnce(browser, { url, rate }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await context.addInitScript(() => {
      window.__lcp = null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    await page.waitForLoadState('networkidle', { timeout: 30000 }).catch(() => {});
    await page
      .waitForFunction(() => window.__lcp !== null, null, { timeout: 10000 })
      .catch(() => {});
    await page.waitForTimeout(300);
    const buffer = await browser.stopTracing();
    return JSON.parse(buffer.toString('utf8'));
  } finally {
    await context.close();
  }
}

function print(label, s, verbose) {
  const lcp = s.lcp.at(-1);
  const out = [];
  out.push(
    `\n=== ${label}: FCP ${s.fcp?.toFixed(0)} ms, LCP ${lcp?.at.toFixed(0)} ms ` +
      `(${lcp?.type} ${lcp?.nodeName ?? ''} size ${lcp?.size}; ${s.lcp.length} candidates: ` +
      `${s.lcp.map((c) => `${c.at.toFixed(0)}/${c.type}/${c.size}`).join(', ')})`,
  );
  out.push('requests (start -> response -> end, ms):');
  for (const r of s.requests) {
    out.push(
      `  ${r.start.toFixed(0).padStart(5)} -> ${(r.response ?? NaN).toFixed(0).padStart(5)} -> ` +
        `${(r.end ?? NaN).toFixed(0).padStart(5)}  ${r.priority ?? ''} ${r.url}`,
    );
  }
  out.push('main thread (>= 2 ms, until LCP + 100 ms):');
  const until = (lcp?.at ?? Infinity) + 100;
  for (const w of s.work) {
    if (w.start > until || (w.dur < 2 && !verbose) || w.depth > 2) continue;
    out.push(
      `  ${w.start.toFixed(0).padStart(5)} +${w.dur.toFixed(1).padStart(6)}  ${'  '.repeat(w.depth)}${w.name}` +
        `${w.url ? ` ${w.url}` : ''}${w.fn ? ` ${w.fn}()` : ''}${w.elements ? ` (${w.elements} elements)` : ''}` +
        `${w.name2 ? ` ${w.name2}` : ''}${w.depth === 0 && w.task ? `  [task: ${w.task}]` : ''}`,
    );
  }
  const sums = budgetBefore(s, lcp?.at ?? Infinity);
  out.push('main-thread time before LCP by kind (top-level slices, ms):');
  for (const [key, value] of Object.entries(sums).sort((a, b) => b[1] - a[1])) {
    if (value >= 1) out.push(`  ${value.toFixed(1).padStart(7)}  ${key}`);
  }
  const total = Object.values(sums).reduce((a, b) => a + b, 0);
  out.push(`  ${total.toFixed(1).padStart(7)}  total busy before LCP`);
  console.log(out.join('\n'));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const base = Number(process.env.BENCH_PORT) || 4610;
  const servers = [
    await serveStatic(args.dir, base),
    await serveStatic(path.join(OUT, 'floor'), base + 1),
  ];
  const apps = [
    { id: 'console', url: `http://127.0.0.1:${base}/sign-in` },
    { id: 'floor', url: `http://127.0.0.1:${base + 1}/sign-in` },
  ];
  const browser = await launch();
  const lcps = { console: [], floor: [] };
  const load = [os.loadavg()];
  try {
    for (let run = 0; run < args.runs; run += 1) {
      for (const app of apps) {
        const events = (await traceOnce(browser, { url: app.url, rate: args.rate })).traceEvents;
        if (args.save) {
          await mkdir(path.join(OUT, 'traces'), { recursive: true });
          const file = path.join(OUT, 'traces', `${app.id}-${args.rate}x-${run + 1}.json`);
          await writeFile(file, JSON.stringify({ traceEvents: events }));
        }
        const summary = analyse(events);
        lcps[app.id].push(summary.lcp.at(-1)?.at ?? null);
        print(`${app.id} /sign-in ${args.rate}x, run ${run + 1}`, summary, args.verbose);
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
  load.push(os.loadavg());
  const fmt = (l) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(
    `\nLCP median (trace, ${args.rate}x): console ${median(lcps.console)?.toFixed(0)} ms ` +
      `[${lcps.console.map((v) => v?.toFixed(0)).join(', ')}], floor ` +
      `${median(lcps.floor)?.toFixed(0)} ms [${lcps.floor.map((v) => v?.toFixed(0)).join(', ')}]; ` +
      `load average ${fmt(load[0])} at start, ${fmt(load[1])} at end`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
