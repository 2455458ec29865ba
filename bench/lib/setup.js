// What a bench run needs before it measures: the builds (made, reused or checked), the loopback
// servers and the demo logins' sessions. Used by bench/run.js and the one-scenario scripts
// beside it.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildConsole, buildDemoConsole, buildFloor, buildMockApi } from './build.js';
import { DIRS, ROOT } from './paths.js';
import { serveApi, serveStatic } from './serve.js';

export const LOGINS = [
  { name: 'admin', email: 'admin@demo.test' },
  { name: 'dsp', email: 'dsp@demo.test' },
  { name: 'ssp', email: 'ssp@demo.test' },
];
const PASSWORD = 'demo1234';

/**
 * A bench script's command line: `option('--runs')` reads a value, and `builds` is what
 * prepareBuilds takes from `--no-build` and `--dist DIR` (a production build for the bench's API).
 */
export function commandLine(argv = process.argv.slice(2)) {
  const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : null);
  const dist = option('--dist');
  return {
    argv,
    option,
    builds: {
      build: !argv.includes('--no-build'),
      dist: dist ? path.resolve(dist) : null,
      demoDist: null,
    },
  };
}

/** The loopback origins from one base port: the console, the floor, the API, the demo build. */
export function originsFrom(base) {
  return {
    console: `http://127.0.0.1:${base}`,
    floor: `http://127.0.0.1:${base + 1}`,
    api: `http://127.0.0.1:${base + 2}`,
    demo: `http://127.0.0.1:${base + 3}`,
  };
}

const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The newest modification time (ms) of the files the demo build is made from. */
async function newestSource() {
  const inputs = [
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
    '.env.demo',
  ];
  let newest = 0;
  for (const input of inputs) {
    const at = path.join(ROOT, input);
    const info = await stat(at).catch(() => null);
    if (!info) continue;
    newest = Math.max(newest, info.mtimeMs);
    if (!info.isDirectory()) continue;
    for (const entry of await readdir(at, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath ?? entry.path, entry.name);
      newest = Math.max(newest, (await stat(file)).mtimeMs);
    }
  }
  return newest;
}

/** A production console build made for this run's API: checked, or it fails with the fix. */
async function checkConsoleBuild(dir, apiOrigin) {
  if (!(await exists(path.join(dir, 'index.html')))) {
    throw new Error(`bench: ${dir}/index.html is missing: build it first`);
  }
  const assets = path.join(dir, 'assets');
  for (const name of await readdir(assets)) {
    if (!name.endsWith('.js')) continue;
    if ((await readFile(path.join(assets, name), 'utf8')).includes(apiOrigin)) return;
  }
  throw new Error(
    `bench: ${dir} was not built for the bench's API (${apiOrigin}): ` +
      `build it with VITE_API_URL=${apiOrigin} npm run build (BENCH_PORT moves the origin), ` +
      'or leave out --dist and --no-build and the bench builds its own',
  );
}

/**
 * The builds a run needs (`need`: { console, floor, demo }), as folders (the mock API's always).
 * - console: `--dist DIR` (checked: built with VITE_API_URL = the bench API), else built into
 *   bench/out/console with hidden source maps (for the per-package breakdown).
 * - floor and mock API: small builds of their own into bench/out.
 * - demo (the scale scenarios): `--demo-dist DIR`, by default the end-to-end tests' dist-demo/,
 *   built when it is missing or older than the sources.
 * `--no-build` reuses whatever bench/out and the demo folder hold.
 */
export async function prepareBuilds({ args, origins, need, log }) {
  const dirs = { ...DIRS, console: args.dist ?? DIRS.console, demo: args.demoDist };
  // A reused build is checked too: one made for another BENCH_PORT measured nothing (null INP).
  if (need.console && (args.dist || !args.build)) {
    await checkConsoleBuild(dirs.console, origins.api);
    log(`measuring ${path.relative(ROOT, dirs.console) || '.'}/ (built for ${origins.api})`);
  } else if (need.console && args.build) {
    log('building the console (production, VITE_API_URL =', origins.api + ')');
    await buildConsole({ root: ROOT, outDir: dirs.console, apiOrigin: origins.api });
  }
  if (need.floor && args.build) {
    log('building the floor app');
    await buildFloor({ root: ROOT, outDir: dirs.floor, apiOrigin: origins.api });
  }
  if (args.build) {
    log('building the mock API (for Node)');
    await buildMockApi({ root: ROOT, outDir: dirs.mockApi });
  }
  for (const part of ['console', 'floor']) {
    if (need[part] && !(await exists(path.join(dirs[part], 'index.html')))) {
      throw new Error(`bench: ${dirs[part]}/index.html is missing (run without --no-build)`);
    }
  }
  if (need.demo) {
    const built = await stat(path.join(dirs.demo, 'index.html')).catch(() => null);
    const stale = !built || (args.build && built.mtimeMs < (await newestSource()));
    const name = path.relative(ROOT, dirs.demo) || dirs.demo;
    if (stale) {
      log(
        `building the console in demo mode into ${name}/ (${built ? 'older than src' : 'missing'})`,
      );
      await buildDemoConsole({ root: ROOT, outDir: dirs.demo });
    } else {
      log(`reusing the demo build in ${name}/ (${new Date(built.mtimeMs).toISOString()})`);
    }
  }
  return dirs;
}

/** A static server for each build needed, on its port from `base`, and the /v1 mock API. */
export async function startServers({ dirs, origins, base, need }) {
  const mockUrl = (name) => pathToFileURL(path.join(dirs.mockApi, `${name}.js`)).href;
  const { handlers } = await import(mockUrl('handlers'));
  const { ROUTE_LIST } = await import(mockUrl('routes'));
  const { ROUTE_EXAMPLES } = await import(mockUrl('route-examples'));
  const { getResponse } = await import('msw');
  const servers = [
    await serveApi({
      handlers,
      getResponse,
      port: base + 2,
      allowedOrigins: [origins.console, origins.floor],
    }),
  ];
  const offsets = { console: 0, floor: 1, demo: 3 };
  for (const [part, offset] of Object.entries(offsets)) {
    // The mock API's records point at demo media (/demo/...), which only public/ holds.
    const extraRoot = part === 'console' ? path.join(ROOT, 'public') : null;
    if (need[part]) servers.push(await serveStatic(dirs[part], base + offset, { extraRoot }));
  }
  return {
    routeList: ROUTE_LIST.map((def) => ({ ...def, example: ROUTE_EXAMPLES[def.id] })),
    api: servers[0],
    close: () => servers.forEach((server) => server.close()),
  };
}

/** Each demo login's session ({ token, roles, ... }) from the bench API, by login name. */
export async function signInAll(apiOrigin) {
  const sessions = {};
  for (const { name, email } of LOGINS) {
    const response = await fetch(`${apiOrigin}/v1/users/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`bench: sign-in as ${email} failed (${response.status})`);
    sessions[name] = await response.json();
  }
  return sessions;
}
