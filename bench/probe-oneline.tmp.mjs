// temporary probe (not committed): one-line import timings split
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { launch, newPage, settle } from './lib/measure.js';
import { originsFrom, signInAll, startServers } from './lib/setup.js';
import { DIRS } from './lib/paths.js';
import { makePlacementsCsv } from './lib/csv-file.js';
const dist = process.argv[2];
const waitMs = Number(process.argv[3] ?? 0);
const base = 4740;
const origins = originsFrom(base);
const dirs = { ...DIRS, console: dist };
const servers = await startServers({ dirs, origins, base, need: { console: true } });
const browser = await launch();
const sessions = await signInAll(origins.api);
await writeFile('/tmp/csv-proto/one.csv', makePlacementsCsv(1));
const out = [];
for (let run = 0; run < 5; run++) {
  const { context, page } = await newPage(browser, sessions.ssp);
  await page.goto(`${origins.console}/placements/create/batch`, { waitUntil: 'load' });
  const picker = page.getByLabel(/Placements CSV file/);
  await picker.waitFor({ state: 'attached', timeout: 30000 });
  await settle(page);
  if (waitMs) await page.waitForTimeout(waitMs);
  await page.evaluate(() => {
    window.__p = {};
    document.addEventListener('change', () => (window.__p.change = performance.now()), true);
    new MutationObserver((_, o) => {
      if (!document.querySelector('ul[aria-label="Import summary"]')) return;
      window.__p.dom = performance.now(); o.disconnect();
      requestAnimationFrame(() => setTimeout(() => (window.__p.painted = performance.now()), 0));
    }).observe(document.body, { childList: true, subtree: true });
  });
  await picker.setInputFiles('/tmp/csv-proto/one.csv');
  await page.waitForFunction(() => window.__p.painted, null, { timeout: 60000 });
  const p = await page.evaluate(() => {
    const m = performance.getEntriesByName('csv-import').at(-1);
    const res = performance.getEntriesByType('resource').filter((r) => /worker|import-review/.test(r.name)).map((r) => [r.name.split('/').pop(), Math.round(r.startTime), Math.round(r.responseEnd)]);
    return { change: window.__p.change, measureStart: m.startTime, measureEnd: m.startTime + m.duration, dom: window.__p.dom, painted: window.__p.painted, res };
  });
  out.push(p);
  console.log(JSON.stringify({ toStart: Math.round(p.measureStart - p.change), worker: Math.round(p.measureEnd - p.measureStart), toDom: Math.round(p.dom - p.measureEnd), toPaint: Math.round(p.painted - p.dom), total: Math.round(p.painted - p.change), change: Math.round(p.change), res: p.res }));
  await context.close();
}
await browser.close();
servers.close();
