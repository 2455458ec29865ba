// What the serve-time settings' end-to-end test runs on: one production build of the console
// (not demo mode: it calls a real HTTP API), served by deploy/serve-nginx.sh as often as a test
// asks, each time with its own settings, and the demo API on loopback ports (the bench's: the
// mock's handlers bundled for Node, answered by msw's getResponse() in bench/lib/serve.js).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Where the builds go: inside the repository, so the Node bundle of the mock finds msw in its
 * node_modules, and one folder per E2E_PORT, so side-by-side runs keep apart.
 */
export const BUILD_ROOT = path.join(
  ROOT,
  'node_modules/.cache',
  `marquee-e2e-serve-time-${process.env.E2E_PORT ?? 4173}`,
);
const SERVE_SCRIPT = path.join(ROOT, 'deploy/serve-nginx.sh');
const CONSOLE_DIR = path.join(BUILD_ROOT, 'console');
const MOCK_API_DIR = path.join(BUILD_ROOT, 'mock-api');

/**
 * The production build's API URL (VITE_API_URL): the discard port, where nothing answers. A
 * console that used it instead of the serve-time URL could not sign in.
 */
export const BUILD_API_URL = 'http://127.0.0.1:9';

/**
 * The console in production mode, as `vite build` makes it (about 3-10 s), and the mock API as
 * Node modules (bench/lib/build.js, under a second). CI's own production build (dist/) runs
 * beside the end-to-end tests, so it cannot be waited for: this test builds its own.
 */
export async function buildConsoleAndMockApi(): Promise<string> {
  await rm(BUILD_ROOT, { recursive: true, force: true });
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const env = { ...process.env, VITE_API_URL: BUILD_API_URL, VITE_API_MOCKING: 'false' };
  const options = { cwd: ROOT, env, timeout: 120_000 };
  await run(
    process.execPath,
    [vite, 'build', '--mode', 'production', '--outDir', CONSOLE_DIR, '--logLevel', 'warn'],
    options,
  );
  const buildMockApi = [
    `import { buildMockApi } from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'bench/lib/build.js')).href)};`,
    `await buildMockApi({ root: ${JSON.stringify(ROOT)}, outDir: ${JSON.stringify(MOCK_API_DIR)} });`,
  ].join('\n');
  await run(process.execPath, ['--input-type=module', '-e', buildMockApi], options);
  return CONSOLE_DIR;
}

/** A port nothing listens on now (the kernel's pick), for a server started right after. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface BenchServeModule {
  serveApi(options: {
    handlers: unknown;
    getResponse: unknown;
    port: number;
    allowedOrigins: string[];
  }): Promise<Server>;
}

/**
 * The demo API on http://127.0.0.1:`port`, answering (CORS) only `allowedOrigin`. The modules
 * are plain JavaScript, imported by URL (typed here by what is used of them).
 */
export async function startMockApi(port: number, allowedOrigin: string): Promise<Server> {
  const moduleUrl = (file: string) => pathToFileURL(file).href;
  const [{ serveApi }, { handlers }, { getResponse }] = (await Promise.all([
    import(moduleUrl(path.join(ROOT, 'bench/lib/serve.js'))),
    import(moduleUrl(path.join(MOCK_API_DIR, 'handlers.js'))),
    import('msw'),
  ])) as [BenchServeModule, { handlers: unknown }, { getResponse: unknown }];
  return serveApi({ handlers, getResponse, port, allowedOrigins: [allowedOrigin] });
}

export interface Served {
  origin: string;
  stop: () => Promise<void>;
}

/** `deploy/serve-nginx.sh dir port` with these settings, once it answers. */
export async function serveWithNginx(
  dir: string,
  port: number,
  settings: Record<string, string>,
): Promise<Served> {
  const origin = `http://127.0.0.1:${port}`;
  const nginx: ChildProcess = spawn(SERVE_SCRIPT, [dir, String(port)], {
    cwd: ROOT,
    // The script's work folder (config, copy of the page) goes with the builds, removed after.
    env: { ...process.env, TMPDIR: BUILD_ROOT, ...settings },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => nginx.once('exit', resolve));
  const stop = async () => {
    // serve-nginx.sh execs nginx: this pid is nginx's master, which stops on SIGTERM.
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) {
      throw new Error(`serve-nginx.sh exited (${nginx.exitCode}): ${stderr.trim()}`);
    }
    const answered = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`serve-nginx.sh did not answer on ${origin} within 15 s: ${stderr.trim()}`);
}

/** `deploy/serve-nginx.sh dir port` expected to refuse its settings: its exit code and stderr. */
export async function refusedStart(
  dir: string,
  port: number,
  settings: Record<string, string>,
): Promise<{ code: number; stderr: string }> {
  const env = { ...process.env, ...settings };
  try {
    await run(SERVE_SCRIPT, [dir, String(port)], { cwd: ROOT, env, timeout: 5_000 });
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? -1, stderr: failed.stderr ?? '' };
  }
  throw new Error('serve-nginx.sh started with settings it must refuse');
}
