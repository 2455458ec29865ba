// The npm registry reachable from this project's machines serves only the Linux x64 builds of
// platform-specific optional packages, so `npm install` here writes a package-lock.json without
// the other platforms' entries, and `npm ci` then refuses the lock as out of sync. This adds an
// entry (version, os, cpu, libc, optional) for each missing platform package; npm skips them by
// platform without fetching. Run after changing dependencies: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'sunos', 'aix'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  arm: 'arm',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => part in CPU);
  if (!os || !cpu) return null;
  const platform = { os: [os], cpu: [CPU[cpu]] };
  const tail = parts.at(-1);
  if (os === 'linux' && /^gnu/.test(tail)) platform.libc = ['glibc'];
  if (os === 'linux' && /^musl/.test(tail)) platform.libc = ['musl'];
  return platform;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path === '' ? 'node_modules' : `${path}/node_modules`;
    const key = [`${base}/${name}`, `node_modules/${name}`].find(
      (candidate) => candidate in packages,
    );
    if (key) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[`node_modules/${name}`] = { version, dev: meta.dev, optional: true, ...platform };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
