// The bytes scenario (docs/quality.md, "Benchmark"): every console page loaded once (a build's
// bytes are deterministic), its JS and CSS counted raw and gzip -9, against the shell it adds
// to, and the floor's /sign-in beside it; the /sign-in JS by package from the hidden source
// maps (left out when the build has none, e.g. `--dist dist`).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { collectAssets } from './measure.js';
import { BUDGET } from './budgets.js';
import { kb, rowLabel, table } from './report.js';
import { LOGINS } from './setup.js';
import { breakdown } from './sourcemap.js';

const sizeCache = new Map();
/** Raw bytes (what the gzip-less server sends) and gzip -9 bytes of one built file. */
async function sizeOf(dir, urlPath) {
  const file = path.join(dir, urlPath);
  if (!sizeCache.has(file)) {
    const data = await readFile(file);
    sizeCache.set(file, { raw: data.length, gzip: gzipSync(data, { level: 9 }).length });
  }
  return sizeCache.get(file);
}

/** Where the bytes Chromium received differ from the files (they never should). */
async function wireMismatches(dir, wire) {
  const out = [];
  for (const [file, body] of Object.entries(wire)) {
    const { raw } = await sizeOf(dir, file);
    if (body !== raw) out.push(`${file}: ${body} bytes received, ${raw} on disk`);
  }
  return out;
}

async function sumFiles(dir, files) {
  const sum = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
  for (const file of files) {
    const kind = file.endsWith('.css') ? 'css' : 'js';
    const size = await sizeOf(dir, file);
    sum[kind].raw += size.raw;
    sum[kind].gzip += size.gzip;
    sum[kind].files += 1;
  }
  return sum;
}

/** Bytes by package over a page's JS files, from the hidden source maps ({} without maps). */
async function composition(dir, files) {
  const byOwner = new Map();
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    for (const part of await breakdown(path.join(dir, file))) {
      const owner = part.owner.startsWith('src') ? 'app code (src/**)' : part.owner;
      const sum = byOwner.get(owner) ?? { raw: 0, gzip: 0 };
      sum.raw += part.raw;
      sum.gzip += part.gzip;
      byOwner.set(owner, sum);
    }
  }
  return Object.fromEntries([...byOwner].sort((a, b) => b[1].raw - a[1].raw));
}

/** The pages measured: /sign-in, / per login, then every other route as its first login. */
function pagesOf(routeList, sessions) {
  const loginFor = (roles) =>
    LOGINS.find((login) => roles.some((role) => sessions[login.name].roles.includes(role)))?.name;
  return [
    { id: 'signIn', label: '/sign-in', path: '/sign-in', login: null },
    ...LOGINS.map((login) => ({ id: 'root', label: '/', path: '/', login: login.name })),
    ...routeList
      .filter((def) => def.id !== 'root' && def.id !== 'signIn')
      .map((def) => ({
        id: def.id,
        label: def.example ?? def.path,
        path: def.example ?? def.path,
        login: def.public ? null : loginFor(def.roles),
        title: def.title,
      })),
  ];
}

/**
 * The shells that "added" bytes are counted from: for public screens the entry alone (the
 * not-found page, which loads no screen chunk); for a signed-in login the layout around the
 * no-access screen (a route that login may not open: no screen chunk, no /v1 call).
 */
function shellsOf(routeList, sessions) {
  const shells = { public: '/bench-not-found' };
  for (const login of LOGINS) {
    const closed = routeList.find(
      (def) =>
        !def.public &&
        def.roles.length > 0 &&
        !def.roles.some((role) => sessions[login.name].roles.includes(role)),
    );
    shells[login.name] = closed.path;
  }
  return shells;
}

/** Every page's bytes, the shells', the floor's and the compositions, for results.json. */
export async function measureBytes({ browser, origins, dirs, sessions, routeList, log }) {
  const shells = shellsOf(routeList, sessions);
  const pages = pagesOf(routeList, sessions);
  log(`bytes: ${pages.length} console pages, ${LOGINS.length + 1} shells, the floor (1 load each)`);
  const load = (pagePath, session) =>
    collectAssets(browser, { origin: origins.console, path: pagePath, session });

  const shellFiles = {};
  const shellBytes = {};
  for (const [name, shellPath] of Object.entries(shells)) {
    const got = await load(shellPath, name === 'public' ? null : sessions[name]);
    shellFiles[name] = got.files;
    shellBytes[name] = { path: shellPath, ...(await sumFiles(dirs.console, got.files)) };
  }

  const rows = [];
  for (const page of pages) {
    const got = await load(page.path, page.login ? sessions[page.login] : null);
    const added = got.files.filter((file) => !shellFiles[page.login ?? 'public'].includes(file));
    const notes = [...got.problems, ...(await wireMismatches(dirs.console, got.wire))];
    if (got.state.path.split('?')[0] !== page.path.split('?')[0]) {
      notes.push(`ended at ${got.state.path}`);
    }
    if (/access to this page/i.test(got.state.heading)) notes.push('no-access screen');
    rows.push({
      ...page,
      files: got.files,
      total: await sumFiles(dirs.console, got.files),
      added: await sumFiles(dirs.console, added),
      addedFiles: added,
      heading: got.state.heading,
      notes,
    });
  }

  const floorAssets = await collectAssets(browser, { origin: origins.floor, path: '/sign-in' });
  const floor = {
    files: floorAssets.files,
    total: await sumFiles(dirs.floor, floorAssets.files),
    notes: [...floorAssets.problems, ...(await wireMismatches(dirs.floor, floorAssets.wire))],
  };
  const signInRow = rows[0];
  // A page over the route budget: what it is made of, so the fix is plain.
  const overBudget = {};
  for (const row of rows.filter((r) => r.total.js.gzip > BUDGET.routeJsGzip)) {
    overBudget[`${row.label} (${row.login ?? 'public'})`] = {
      total: await composition(dirs.console, row.files),
      added: await composition(dirs.console, row.addedFiles),
    };
  }
  const chunks = async (dir, files) =>
    Promise.all(files.map(async (file) => ({ file, ...(await sizeOf(dir, file)) })));

  return {
    shells: shellBytes,
    bytes: rows.map(({ files: _files, addedFiles: _added, ...row }) => ({
      ...row,
      jsFiles: row.total.js.files,
    })),
    files: {
      signIn: await chunks(dirs.console, signInRow.files),
      floorSignIn: await chunks(dirs.floor, floorAssets.files),
    },
    floor,
    composition: {
      consoleSignIn: await composition(dirs.console, signInRow.files),
      floorSignIn: await composition(dirs.floor, floorAssets.files),
    },
    overBudget,
  };
}

/** The bytes tables: every page, the shells and the floor; compositions when there are maps. */
export function reportBytes(results) {
  const out = [];
  const cells = (total) => [
    kb(total.js.raw),
    kb(total.js.gzip),
    kb(total.css.raw),
    kb(total.css.gzip),
  ];
  const blank = ['', '', '', ''];
  out.push('', 'JS and CSS requested (KB = 1024 bytes; gz = gzip -9; + = added to the shell)');
  out.push(
    table(
      ['Page', 'JS', 'JS gz', 'CSS', 'CSS gz', '+JS', '+JS gz', '+CSS', '+CSS gz'],
      [
        ...results.bytes.map((row) => [rowLabel(row), ...cells(row.total), ...cells(row.added)]),
        ...Object.entries(results.shells).map(([name, shell]) => [
          `shell: ${name} (${shell.path})`,
          ...cells(shell),
          ...blank,
        ]),
        ['floor /sign-in', ...cells(results.floor.total), ...blank],
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );

  const { consoleSignIn, floorSignIn } = results.composition;
  if (Object.keys(consoleSignIn).length === 0) {
    out.push('', '/sign-in JS by package: left out (the console build has no source maps)');
  } else {
    const owners = [...new Set([...Object.keys(consoleSignIn), ...Object.keys(floorSignIn)])]
      .map((owner) => [owner, consoleSignIn[owner]?.gzip ?? 0, floorSignIn[owner]?.gzip ?? 0])
      .sort((a, b) => Math.max(b[1], b[2]) - Math.max(a[1], a[2]))
      .slice(0, 14);
    out.push('', '/sign-in JS by package (KB gzip, each package gzipped alone, from source maps)');
    out.push(
      table(
        ['Package', 'console', 'floor'],
        owners.map(([owner, a, b]) => [owner, kb(a), kb(b)]),
        ['l', 'r', 'r'],
      ),
    );
  }

  for (const [page, parts] of Object.entries(results.overBudget)) {
    out.push('', `${page} is over the route budget; its JS by package (KB gzip, total / added)`);
    if (Object.keys(parts.total).length === 0) {
      out.push('(no source maps in this build: `npm run bench` builds with them)');
      continue;
    }
    out.push(
      table(
        ['Package', 'total', 'added'],
        Object.entries(parts.total)
          .slice(0, 14)
          .map(([owner, size]) => [owner, kb(size.gzip), kb(parts.added[owner]?.gzip ?? 0)]),
        ['l', 'r', 'r'],
      ),
    );
  }
  return out;
}
