// Only the navigation scenario (issue 27), without the rest of `npm run bench`: for working on it
// and for a before/after on the same machine. `--runs N` (default 3); `--no-build` reuses
// bench/out; `--dist DIR` measures another production build made for the bench's API (with its
// .vite/manifest.json, as bench/lib/build.js writes it); `--only "a bidder,reports"` measures
// only the screens named.
import { launch } from './lib/measure.js';
import { NAV_SCREENS, measureNavigation, reportNavigation } from './lib/navigation.js';
import { commandLine, originsFrom, prepareBuilds, signInAll, startServers } from './lib/setup.js';

const { argv, option, builds: args } = commandLine();
const runs = Number(option('--runs')) || 3;
const only = option('--only')
  ?.split(',')
  .map((id) => id.trim());
const screens = only ? NAV_SCREENS.filter((s) => only.includes(s.id)) : NAV_SCREENS;
if (only && screens.length !== only.length)
  throw new Error(`navigation: --only names ${NAV_SCREENS.map((s) => s.id).join(', ')}`);
const base = Number(process.env.BENCH_PORT) || 4630;
const origins = originsFrom(base);
const log = (...parts) => console.error('[bench]', ...parts);

const need = { console: true, floor: false, demo: false };
const dirs = await prepareBuilds({ args, origins, need, log });
const servers = await startServers({ dirs, origins, base, need });
const browser = await launch();
try {
  const sessions = await signInAll(origins.api);
  const results = await measureNavigation({
    browser,
    origins,
    sessions,
    runs,
    dirs,
    api: servers.api,
    log,
    screens,
  });
  console.log(reportNavigation(results).join('\n'));
  if (argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
} finally {
  await browser.close();
  servers.close();
}
