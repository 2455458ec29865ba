// Only the measurements at scale (the placements list, its export and the inventory explorer
// at demo-scale, the bulk CSV import), without the rest of `npm run bench`: for working on them.
// `--no-build` reuses bench/out; `--only list|export|inventory|palette|conflicts|activity|csv`; `--runs N` (default 3);
// `--demo-dist DIR` the demo build (default dist-demo, built when missing or stale).
import path from 'node:path';
import { measureAtScale, reportAtScale, SCALE_PARTS } from './lib/at-scale.js';
import { launch } from './lib/measure.js';
import { ROOT } from './lib/paths.js';
import { commandLine, originsFrom, prepareBuilds, signInAll, startServers } from './lib/setup.js';

const { option, builds } = commandLine();
const only = option('--only');
if (only !== null && !SCALE_PARTS.includes(only)) {
  throw new Error(`bench/scale.js: --only takes one of ${SCALE_PARTS.join(', ')}`);
}
const args = {
  ...builds,
  dist: null,
  demoDist: path.resolve(option('--demo-dist') ?? path.join(ROOT, 'dist-demo')),
};
const runs = Number(option('--runs')) || 3;
const base = Number(process.env.BENCH_PORT) || 4620;
const origins = originsFrom(base);
const log = (...parts) => console.error('[bench]', ...parts);

// The CSV import runs in the production console; the lists at scale in the demo build.
const need = { console: only === null || only === 'csv', floor: false, demo: only !== 'csv' };
const dirs = await prepareBuilds({ args, origins, need, log });
const servers = await startServers({ dirs, origins, base, need });
const browser = await launch();
try {
  const sessions = need.console ? await signInAll(origins.api) : {};
  const results = await measureAtScale({ browser, origins, sessions, runs, only, log });
  console.log(reportAtScale(results).join('\n'));
} finally {
  await browser.close();
  servers.close();
}
