// `npm run bench`: measures the console's production build next to the floor app in headless
// Chromium, with the demo's MSW handlers as its API on loopback, and prints the tables. See
// docs/quality.md, section "Benchmark". The scenarios live in bench/lib: bytes.js, timing.js
// (with interaction.js), navigation.js and at-scale.js; budgets.js judges them.
//
//   npm run bench                     every scenario: bytes, timing, at scale; prints every figure
//   npm run bench -- --bytes-only     the bytes only (a minute or so)
//   npm run bench -- --check          bytes only, and exit 1 if a byte budget fails (CI); with
//                                     --check-timing or --write, every scenario
//   npm run bench -- --check-timing   every scenario, and exit 1 if a timing budget fails (not
//                                     in CI); with --check too, either failing exits 1
//   npm run bench -- --write          ...and write bench/results.json (a full run only)
//   npm run bench -- --runs 3         timing and scale runs per scenario (default 5)
//   npm run bench -- --dist dist      measure this build instead of building one: it must be a
//                                     production build with VITE_API_URL = the bench's API
//                                     (http://127.0.0.1:4612 by default); CI passes `npm run
//                                     check`'s dist/
//   npm run bench -- --demo-dist DIR  the demo build of the scale scenarios (default dist-demo,
//                                     the end-to-end tests' one; built when missing or stale)
//   npm run bench -- --no-build       reuse bench/out (and the demo build) from the last run
//
// Every timing figure comes with the machine's load average (start and end of the timing phase
// and of every run), in the output and in bench/results.json.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureAtScale, reportAtScale } from './lib/at-scale.js';
import { checkBudgets, evaluate, reportBudgets } from './lib/budgets.js';
import { measureBytes, reportBytes } from './lib/bytes.js';
import { launch } from './lib/measure.js';
import { ROOT } from './lib/paths.js';
import { loadAverage } from './lib/report.js';
import { originsFrom, prepareBuilds, signInAll, startServers } from './lib/setup.js';
import { measureNavigation, reportNavigation } from './lib/navigation.js';
import { measureTimingRuns, reportTiming } from './lib/timing.js';

const USAGE =
  'usage: npm run bench -- [--bytes-only] [--check] [--check-timing] [--write] [--runs N] ' +
  '[--dist DIR] [--demo-dist DIR] [--no-build]';

function parseArgs(argv) {
  const args = {
    bytesOnly: false,
    check: false,
    checkTiming: false,
    write: false,
    runs: 5,
    build: true,
    dist: null,
    demoDist: path.join(ROOT, 'dist-demo'),
  };
  const value = (i) => {
    if (argv[i] === undefined || argv[i].startsWith('--')) {
      throw new Error(`bench: ${argv[i - 1]} needs a value\n${USAGE}`);
    }
    return argv[i];
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--bytes-only') args.bytesOnly = true;
    else if (arg === '--check') args.check = true;
    else if (arg === '--check-timing') args.checkTiming = true;
    else if (arg === '--write') args.write = true;
    else if (arg === '--no-build') args.build = false;
    else if (arg === '--runs') args.runs = Math.max(1, Number(value(++i)) || 5);
    else if (arg === '--dist') args.dist = path.resolve(value(++i));
    else if (arg === '--demo-dist') args.demoDist = path.resolve(value(++i));
    else throw new Error(`bench: unknown option ${arg}\n${USAGE}`);
  }
  // The byte check alone (CI) measures only what it checks; --check-timing and --write need
  // every scenario.
  if (args.check && !args.checkTiming && !args.write) args.bytesOnly = true;
  if (args.bytesOnly && args.checkTiming) {
    throw new Error('bench: --check-timing needs the timing scenarios (drop --bytes-only)');
  }
  if (args.write && args.bytesOnly) {
    throw new Error(
      'bench: --write keeps every figure in bench/results.json, so it needs a full run ' +
        '(drop --bytes-only)',
    );
  }
  return args;
}

const log = (...parts) => console.error('[bench]', ...parts);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const loadAtStart = loadAverage();
  const base = Number(process.env.BENCH_PORT) || 4610;
  const origins = originsFrom(base);
  const full = !args.bytesOnly;
  log(full ? 'every scenario: bytes, timing, at scale' : 'bytes only');

  const need = { console: true, floor: true, demo: full };
  const dirs = await prepareBuilds({ args, origins, need, log });
  const servers = await startServers({ dirs, origins, base, need });
  const browser = await launch();
  try {
    const sessions = await signInAll(origins.api);
    const context = { browser, origins, sessions, runs: args.runs, log };
    const bytes = await measureBytes({ ...context, dirs, routeList: servers.routeList });
    const timing = full ? await measureTimingRuns(context) : {};
    const atScale = full ? await measureAtScale(context) : {};
    const navigation = full ? await measureNavigation({ ...context, dirs, api: servers.api }) : {};
    const results = {
      generatedAt: new Date().toISOString(),
      scope: full ? 'full' : 'bytes',
      machine: {
        cpus: os.cpus().length,
        // At the end of the measurements; loadAverageAtStart is before the builds.
        loadAverage: loadAverage(),
        loadAverageAtStart: loadAtStart,
        node: process.version,
        chromium: browser.version(),
      },
      units: { bytes: 'bytes; KB in the tables = 1024 bytes; gzip = zlib level 9', time: 'ms' },
      ...bytes,
      ...timing,
      ...atScale,
      ...navigation,
    };
    evaluate(results);
    results.durationSeconds = Math.round((Date.now() - started) / 1000);

    const out = reportBytes(results);
    if (full) {
      out.push(...reportTiming(results), ...reportAtScale(results), ...reportNavigation(results));
    }
    out.push(...reportBudgets(results));
    console.log(out.join('\n'));
    const failed = checkBudgets(results, args);

    if (args.write) {
      await writeFile(
        path.join(ROOT, 'bench/results.json'),
        `${JSON.stringify(results, null, 2)}\n`,
      );
      log(`wrote bench/results.json (${results.durationSeconds} s)`);
    } else {
      log(`done in ${results.durationSeconds} s (bench/results.json left as it is; --write)`);
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await browser.close();
    servers.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && !error.message.startsWith('bench:')) console.error(error.stack);
  process.exit(1);
});
