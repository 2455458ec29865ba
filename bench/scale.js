// Only the measurements at scale (the placements list and the inventory explorer at
// demo-scale, the bulk CSV import), without the rest of `npm run bench`: for working on them.
// `--no-build` reuses bench/out; `--only list|inventory|csv`; `--runs N` (default 3).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildConsole, buildMockApi } from './lib/build.js';
import { measureCsvImport, reportCsvImport } from './lib/csv-import.js';
import {
  measureInventoryExplorer,
  reportInventoryExplorer,
  summarizeInventoryExplorer,
} from './lib/inventory-explorer.js';
import { launch } from './lib/measure.js';
import {
  buildDemoConsole,
  measurePlacementsList,
  reportPlacementsList,
  summarizePlacementsList,
} from './lib/placements-list.js';
import { DIRS, ROOT } from './lib/paths.js';
import { serveApi, serveStatic } from './lib/serve.js';

const argv = process.argv.slice(2);
const build = !argv.includes('--no-build');
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : null;
const runs = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 3;
const base = Number(process.env.BENCH_PORT) || 4620;
const origins = {
  console: `http://127.0.0.1:${base}`,
  api: `http://127.0.0.1:${base + 2}`,
  demo: `http://127.0.0.1:${base + 3}`,
};

if (build) {
  if (only === null || only === 'csv') {
    await buildConsole({ root: ROOT, outDir: DIRS.console, apiOrigin: origins.api });
    await buildMockApi({ root: ROOT, outDir: DIRS.mockApi });
  }
  if (only !== 'csv') await buildDemoConsole({ root: ROOT, outDir: DIRS.demo });
}
const mockUrl = (name) => pathToFileURL(path.join(DIRS.mockApi, `${name}.js`)).href;
const { handlers } = await import(mockUrl('handlers'));
const { getResponse } = await import('msw');
const servers = [
  await serveStatic(DIRS.console, base),
  await serveStatic(DIRS.demo, base + 3),
  await serveApi({ handlers, getResponse, port: base + 2, allowedOrigins: [origins.console] }),
];
const browser = await launch();
const out = [];
try {
  if (only === null || only === 'inventory') {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      samples.push(await measureInventoryExplorer(browser, { origin: origins.demo }));
    }
    out.push(...reportInventoryExplorer(summarizeInventoryExplorer(samples)));
  }
  if (only === null || only === 'list') {
    const listRuns = [];
    for (let run = 0; run < runs; run += 1) {
      listRuns.push(await measurePlacementsList(browser, { origin: origins.demo }));
    }
    out.push(...reportPlacementsList(summarizePlacementsList(listRuns)));
  }
  if (only === null || only === 'csv') {
    const response = await fetch(`${origins.api}/v1/users/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ssp@demo.test', password: 'demo1234' }),
    });
    const session = await response.json();
    const csv = await measureCsvImport(browser, { origin: origins.console, session, runs });
    out.push(...reportCsvImport(csv));
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
console.log(out.join('\n'));
