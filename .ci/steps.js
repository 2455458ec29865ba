// CI's steps for .ci/parallel.js, which runs two at a time in this order, each once the steps
// it needs have passed: the parts of `npm run check` as package.json writes them (so CI runs
// what `npm run check` runs), the demo build and the end-to-end tests on it, and the bench's
// byte budgets on the check's own build.
//
// Each build mode is built once: the check's production build into dist/, with VITE_API_URL set
// to the bench's API origin, which the bench then measures (`--dist dist`, bytes only); the demo
// build into dist-demo/ for the end-to-end tests. Neither runs `tsc -b` again (the typecheck
// step does), so they are `vite build` alone.
//
// The end-to-end tests first (after the demo build, 3 s) and alone: their waits are timed, and
// beside Vitest, lint or the Prism check their 3 browsers starved (2026-12-01, on a machine 3x
// slower than before: beside the other slot 10 tests failed twice, at load 11-14; alone, 2, the
// suite taking 20 min at load 11-14 all the same). Then the rest two at a time, Vitest first.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `npm run a && npm test && ...` -> [{ name: 'a', command: 'npm run a' }, { name: 'test', ... }] */
function checkParts(scripts) {
  if (!scripts?.check) throw new Error('package.json has no check script');
  return scripts.check.split('&&').map((part) => {
    const command = part.trim();
    const match = /^npm (?:run(?:-script)? ([\w:.-]+)|(test))$/.exec(command);
    return { name: match ? (match[1] ?? match[2]) : command, command, env: {} };
  });
}

/** `tsc -b && vite build ...` -> `npx vite build ...` when the typecheck step runs `tsc -b`. */
function withoutTypecheck(script, parts) {
  const typecheck = parts.some((part) => part.name === 'typecheck');
  const match = /^tsc -b && (vite build\b.*)$/.exec(script ?? '');
  return typecheck && match ? `npx ${match[1]}` : null;
}

export function ciSteps({ logDir }) {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
  const parts = checkParts(scripts);
  const build = parts.find((part) => part.name === 'build');
  if (!build) throw new Error('npm run check has no `npm run build`: the bench measures its build');
  const benchPort = Number(process.env.BENCH_PORT) || 4610;
  // Only the production build points at the bench's API (bench/lib/setup.js, originsFrom).
  build.env = { VITE_API_URL: `http://127.0.0.1:${benchPort + 2}` };
  build.command = withoutTypecheck(scripts.build, parts) ?? build.command;
  const demoBuild = withoutTypecheck(scripts['build:demo'], parts) ?? 'npm run build:demo';
  const wireLog = path.join(logDir, 'wire');
  // Vitest writes a JSON report beside its log, as Playwright does (e2e.json): the bad-input
  // catalogue's run check reads both.
  const vitestJson = path.join(logDir, 'vitest.json');
  const e2eJson = path.join(logDir, 'e2e.json');
  const test = parts.find((part) => part.name === 'test');
  if (test) {
    test.command = `${test.command} -- --reporter=default --reporter=json --outputFile.json=${vitestJson}`;
  }

  return [
    { name: 'build:demo', command: demoBuild, env: {} },
    {
      name: 'e2e',
      command: 'npx playwright test',
      // Every /v1 request the tests make is written down for the Prism check (prism:requests).
      env: {
        PLAYWRIGHT_JSON_OUTPUT_FILE: e2eJson,
        E2E_WIRE_LOG_DIR: wireLog,
      },
      needs: ['build:demo'],
      alone: true,
    },
    ...parts.filter((part) => part.name === 'test'),
    ...parts.filter((part) => part.name !== 'test'),
    // Every test the bad-input catalogue names ran and passed, as the two reports say.
    {
      name: 'catalogue:reports',
      command: `npm run catalogue:reports -- --vitest ${vitestJson} --playwright ${e2eJson}`,
      env: {},
      needs: ['test', 'e2e'],
    },
    // The production build against Prism (playwright.prism.config.ts): every route per role
    // once the build is there, then the end-to-end tests' requests once they have run.
    {
      name: 'prism:routes',
      command: 'npm run test:prism -- routes',
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(logDir, 'prism-routes.json') },
      needs: ['build'],
    },
    {
      name: 'prism:requests',
      command: 'npm run test:prism -- e2e-requests',
      env: {
        PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(logDir, 'prism-requests.json'),
        E2E_WIRE_LOG_DIR: wireLog,
      },
      // After prism:routes too: both serve Prism on the same ports and write the same output
      // folder (playwright.prism.config.ts); run side by side, one clobbered the other.
      needs: ['build', 'e2e', 'prism:routes'],
    },
    {
      name: 'bench',
      command: 'npm run bench -- --check --dist dist',
      env: { BENCH_PORT: String(benchPort) },
      needs: ['build'],
    },
  ];
}
