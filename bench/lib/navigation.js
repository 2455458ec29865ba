// The navigation scenario (issue 27; docs/quality.md, "Benchmark"): moving between screens the
// way a working day does, at 4x CPU with the bench API answering every call after a fixed
// 150 ms. For each main screen of each role: the time from the press on its sidebar link or
// table row to its first data row (or figure) painted, cold (its code and data not loaded yet),
// and beside it, in the same run, the screen's parallel floor: the longer of its code's download
// and the 150 ms answer, plus the same press-to-painted time once its code and data are loaded.
// The ratio cold / floor says what the path adds on top of the floor (goal: at most 1.25x).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './paths.js';
import { newPage, settle } from './measure.js';
import { median, ms, table } from './report.js';

export const NAV_API_MS = 150;
export const NAV_CPU_RATE = 4;
export const NAV_GOAL_RATIO = 1.25;

const table_ = (caption) => ({ kind: 'table', caption });
/**
 * The screens: the login, the page the press is made on, what is pressed (a sidebar link by its
 * label, or a table row by a cell's text), the URL it opens and what shows its data.
 */
export const NAV_SCREENS = [
  {
    id: 'home',
    login: 'dsp',
    from: '/campaigns',
    link: 'Home',
    to: '/home',
    ready: { kind: 'selector', selector: 'main a[href="/campaigns/create"]' },
  },
  {
    id: 'campaigns',
    login: 'dsp',
    from: '/home',
    link: 'Campaigns',
    to: '/campaigns',
    ready: table_('Campaigns'),
  },
  {
    id: 'a campaign',
    login: 'dsp',
    from: '/campaigns',
    row: 'Cold Brew Summer',
    to: '/campaigns/cmp_2',
    ready: { kind: 'h1', text: 'Cold Brew Summer' },
  },
  {
    id: 'creatives',
    login: 'dsp',
    from: '/home',
    link: 'Ad Creatives',
    to: '/creatives',
    ready: { kind: 'selector', selector: 'main ul[aria-label="Ad creatives"] > li' },
  },
  {
    id: 'inventory',
    login: 'dsp',
    from: '/home',
    link: 'Inventory',
    to: '/inventory',
    ready: table_('Screens'),
  },
  {
    id: 'reports',
    login: 'dsp',
    from: '/home',
    link: 'Reports',
    to: '/reports',
    ready: table_('Reports'),
  },
  {
    id: 'placements',
    login: 'ssp',
    from: '/reports',
    link: 'Placements',
    to: '/placements',
    ready: table_('Placements'),
  },
  {
    id: 'reviews',
    login: 'ssp',
    from: '/reports',
    link: 'Reviews',
    to: '/reviews',
    ready: { kind: 'selector', selector: 'main ul[aria-label="Pending creatives"] > li' },
  },
  {
    id: 'a report',
    login: 'ssp',
    from: '/reports',
    row: 'All placements',
    to: '/reports/',
    ready: { kind: 'h1', text: 'All placements' },
  },
  {
    id: 'accounts',
    login: 'admin',
    from: '/tools',
    link: 'Accounts',
    to: '/accounts',
    ready: table_('Accounts'),
  },
  {
    id: 'bidders',
    login: 'admin',
    from: '/tools',
    link: 'Bidders',
    to: '/bidders',
    ready: table_('Bidders'),
  },
  {
    id: 'a bidder',
    login: 'admin',
    from: '/bidders',
    row: 'Adomni Marketplace',
    to: '/bidders/',
    ready: { kind: 'value', text: 'Adomni Marketplace' },
  },
];

// Init script: the press's time, and when the awaited screen's data is in the DOM and painted.
function watchNavigation() {
  if (window !== window.top) return;
  const state = { spec: null, downAt: null, readyAt: null, paintedAt: null };
  window.__benchNav = state;
  const inMain = (selector) => document.querySelector('main')?.querySelectorAll(selector) ?? [];
  const isReady = (spec) => {
    if (!window.location.pathname.startsWith(spec.to)) return false;
    const { ready } = spec;
    if (ready.kind === 'table') {
      const named = [...inMain('table')].find(
        (t) => t.caption?.textContent.trim() === ready.caption,
      );
      return Boolean(named?.querySelector('tbody tr:not([aria-hidden="true"]) td'));
    }
    if (ready.kind === 'h1')
      return [...inMain('h1')].some((h) => h.textContent.trim() === ready.text);
    if (ready.kind === 'value') return [...inMain('input')].some((i) => i.value === ready.text);
    return inMain(ready.selector).length > 0;
  };
  const check = () => {
    if (!state.spec || state.downAt === null || state.readyAt !== null) return;
    if (!isReady(state.spec)) return;
    state.readyAt = performance.now();
    requestAnimationFrame(() => setTimeout(() => (state.paintedAt = performance.now()), 0));
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  // An input's value is a property (no mutation): look at every frame too.
  const frame = () => {
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (state.spec && state.downAt === null) state.downAt = e.timeStamp;
    },
    true,
  );
  window.__benchNavArm = (spec) =>
    Object.assign(state, { spec, downAt: null, readyAt: null, paintedAt: null });
}

/** The built files a screen's code is: its chunk and its CSS, from the build's manifest. */
async function screenCode(dir) {
  const manifest = JSON.parse(await readFile(path.join(dir, '.vite/manifest.json'), 'utf8'));
  // Each feature declares its screens in src/features/<area>/routes/index.ts:
  // `id: { screen: () => import('@/...'), ... }`.
  const features = await readdir(path.join(ROOT, 'src/features'));
  const tables = await Promise.all(
    features.map((feature) =>
      readFile(path.join(ROOT, 'src/features', feature, 'routes/index.ts'), 'utf8'),
    ),
  );
  const sources = Object.fromEntries(
    tables.flatMap((table) =>
      [...table.matchAll(/(\w+): \{\s*screen: \(\) => import\('@\/([^']+)'\)/g)].map(
        ([, id, source]) => [id, source],
      ),
    ),
  );
  const routeOf = {
    home: 'home',
    campaigns: 'campaigns',
    'a campaign': 'campaignDetail',
    creatives: 'creatives',
    inventory: 'inventory',
    reports: 'reports',
    placements: 'placements',
    reviews: 'reviews',
    'a report': 'reportDetail',
    accounts: 'accounts',
    bidders: 'bidders',
    'a bidder': 'bidderEdit',
  };
  const code = {};
  for (const screen of NAV_SCREENS) {
    const source = sources[routeOf[screen.id]];
    const entry =
      source && Object.entries(manifest).find(([key]) => key.startsWith(`src/${source}.`));
    if (!entry)
      throw new Error(`bench: no built chunk for ${screen.id} (${source}) in the manifest`);
    const css = new Set();
    const seen = new Set();
    const walk = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const file of manifest[key].css ?? []) css.add(`/${file}`);
      for (const child of manifest[key].imports ?? []) walk(child);
    };
    walk(entry[0]);
    code[screen.id] = { js: `/${entry[1].file}`, css: [...css] };
  }
  return code;
}

/** A tab on `from`, settled, watching for the press and the data painted (also bench/nav-trace.js). */
export async function openAt(browser, origin, session, from) {
  const opened = await newPage(browser, session);
  await opened.context.addInitScript(watchNavigation);
  await opened.page.goto(`${origin}${from}`, { waitUntil: 'load', timeout: 60000 });
  await opened.page.locator('main h1').first().waitFor({ timeout: 30000 });
  await settle(opened.page);
  return opened;
}

function pressTarget(page, screen) {
  if (screen.link) {
    return page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: new RegExp(`^${screen.link}\\b`) });
  }
  // The cell with the text (a row's first cell may be its checkbox, which opens nothing).
  return page.locator('main tbody tr').getByText(screen.row, { exact: true }).first();
}

/** One press: its press-to-painted time and when its first API call went out (ms), or null. */
export async function pressAndTime(page, screen, problems, label) {
  await page.evaluate((spec) => window.__benchNavArm(spec), { to: screen.to, ready: screen.ready });
  await pressTarget(page, screen).click();
  const done = await page
    .waitForFunction(() => window.__benchNav.paintedAt !== null, null, { timeout: 30000 })
    .then(
      () => true,
      () => false,
    );
  const state = await page.evaluate(() => window.__benchNav);
  if (!done) {
    problems.push(
      `${label}: no data painted within 30 s (at ${await page.evaluate(() => location.pathname)})`,
    );
    return null;
  }
  // When the screen's first API call went out: the data's start, after the press.
  const dataAt = await page.evaluate(
    (down) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/v1/') && e.startTime >= down)
        .reduce((first, e) => Math.min(first, e.startTime - down), Infinity),
    state.downAt,
  );
  return { ms: state.paintedAt - state.downAt, dataAt: Number.isFinite(dataAt) ? dataAt : null };
}

/** One run of one screen: cold and warm presses in one tab, the code's download in another. */
async function measureScreen(browser, { origin, session, screen, code }) {
  const problems = [];
  const cold = await openAt(browser, origin, session, screen.from);
  let coldMs = null;
  let warmMs = null;
  let dataMs = null;
  try {
    const cdp = await cold.context.newCDPSession(cold.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: NAV_CPU_RATE });
    ({ ms: coldMs, dataAt: dataMs } = await pressAndTime(cold.page, screen, problems, 'cold'));
    await settle(cold.page);
    await cold.page.goBack();
    await cold.page.waitForURL((url) => url.pathname === screen.from, { timeout: 30000 });
    await settle(cold.page);
    ({ ms: warmMs } = await pressAndTime(cold.page, screen, problems, 'warm'));
  } catch (error) {
    problems.push(String(error?.message).split('\n')[0]);
  } finally {
    problems.push(...cold.problems);
    await cold.context.close();
  }
  // The code alone: the screen's chunk imported (its imports follow as the browser reads it, as
  // in a navigation) with its CSS, from the same page, at the same CPU rate.
  const alone = await openAt(browser, origin, session, screen.from);
  let codeMs = null;
  try {
    const cdp = await alone.context.newCDPSession(alone.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: NAV_CPU_RATE });
    codeMs = await alone.page.evaluate(async ({ js, css }) => {
      const start = performance.now();
      await Promise.all([import(js), ...css.map((href) => fetch(href).then((r) => r.text()))]);
      return performance.now() - start;
    }, code);
  } finally {
    await alone.context.close();
  }
  return { coldMs, warmMs, codeMs, dataMs, problems };
}

/** `runs` rounds over every screen (interleaved, so machine noise hits them alike). */
export async function measureNavigation({
  browser,
  origins,
  sessions,
  runs,
  dirs,
  api,
  log,
  screens = NAV_SCREENS,
}) {
  const code = await screenCode(dirs.console);
  const samples = Object.fromEntries(screens.map((s) => [s.id, []]));
  log(
    `navigation: ${screens.length} screens at ${NAV_CPU_RATE}x CPU, API answers after ${NAV_API_MS} ms; ${runs} runs`,
  );
  api.setLatency(NAV_API_MS);
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const screen of screens) {
        const session = sessions[screen.login];
        samples[screen.id].push(
          await measureScreen(browser, {
            origin: origins.console,
            session,
            screen,
            code: code[screen.id],
          }),
        );
      }
      log(`  navigation run ${run + 1}/${runs} done`);
    }
  } finally {
    api.setLatency(0);
  }
  return { navigation: summarizeNavigation(samples, screens) };
}

function summarizeNavigation(samples, screens) {
  const rows = screens.map((screen) => {
    const list = samples[screen.id];
    const pick = (field) => list.map((s) => s[field]);
    const floors = list.map((s) =>
      s.codeMs === null || s.warmMs === null ? null : Math.max(s.codeMs, NAV_API_MS) + s.warmMs,
    );
    const cold = median(pick('coldMs'));
    const floor = median(floors);
    return {
      screen: screen.id,
      login: screen.login,
      from: screen.from,
      press: screen.link ? `sidebar "${screen.link}"` : `row "${screen.row}"`,
      cold,
      // When the first API call went out after the press (null: the screen reads nothing).
      dataStart: median(pick('dataMs')),
      code: median(pick('codeMs')),
      warm: median(pick('warmMs')),
      floor,
      ratio: cold !== null && floor ? Math.round((cold / floor) * 100) / 100 : null,
      samples: list.map(({ coldMs, warmMs, codeMs, dataMs }, i) => ({
        cold: coldMs,
        dataStart: dataMs,
        warm: warmMs,
        code: codeMs,
        floor: floors[i],
      })),
      problems: [...new Set(list.flatMap((s) => s.problems))],
    };
  });
  return { cpuThrottling: NAV_CPU_RATE, apiMs: NAV_API_MS, goalRatio: NAV_GOAL_RATIO, rows };
}

export function reportNavigation({ navigation }) {
  const x = (v) => (v === null ? '-' : `${v.toFixed(2)}x`);
  return [
    '',
    `Navigation (issue 27): press to first data painted, median of ${navigation.rows[0]?.samples.length} runs; ` +
      `${navigation.cpuThrottling}x CPU, API answers after ${navigation.apiMs} ms; ` +
      `floor = max(code download, ${navigation.apiMs} ms) + the same press with code and data loaded`,
    table(
      ['Screen', 'Login', 'Press', 'Cold', 'Data at', 'Code', 'Warm', 'Floor', 'Ratio'],
      navigation.rows.map((r) => [
        r.screen,
        r.login,
        `${r.press} on ${r.from}`,
        ms(r.cold),
        ms(r.dataStart),
        ms(r.code),
        ms(r.warm),
        ms(r.floor),
        x(r.ratio),
      ]),
      ['l', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    ...navigation.rows
      .filter((r) => r.problems.length)
      .map((r) => `  - ${r.screen}: ${r.problems.join('; ')}`),
  ];
}
