// DEMO-ONLY-IN-DEMO: mock code is loaded only in demo mode. No module outside src/mocks imports it
// statically; each dynamic import of it sits behind the written-out `import.meta.env` check that
// the bundler folds to a constant (so a production bundle has no mock chunk at all); and a build
// that is not in demo mode leaves out public/'s worker script and demo media (vite.config.ts).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfigFromFile, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');
const MOCKS = path.join(SRC, 'mocks');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === MOCKS ? [] : walk(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(ROOT, file);
/** A module specifier that names mock code: `@/mocks/...` or a relative path into src/mocks. */
const MOCK_SPECIFIER = String.raw`['"](?:@\/mocks|(?:\.\.?\/)+mocks)\/[^'"]*['"]`;
/** `import x from`, `import '...'`, `export ... from` (a type-only import leaves no code). */
const STATIC_IMPORT = new RegExp(
  String.raw`^\s*(?:import\s+(?!type\b)(?:[^'";]*?\s+from\s+)?|export\s+(?!type\b)[^'";]*?\s+from\s+)${MOCK_SPECIFIER}`,
  'm',
);
const DYNAMIC_IMPORT = new RegExp(String.raw`\bimport\(\s*${MOCK_SPECIFIER}\s*\)`, 'g');
/** The one demo-mode check the bundler can fold: written out, not through API_MOCKING. */
const DEMO_GUARD = /if \(import\.meta\.env\.VITE_API_MOCKING !== 'true'\) return\b/;

describe('mock code outside demo mode (DEMO-ONLY-IN-DEMO)', () => {
  const files = walk(SRC);

  it('is never imported statically by a module outside src/mocks', () => {
    const importing = files.filter((file) => STATIC_IMPORT.test(readFileSync(file, 'utf8')));
    expect(importing.map(relative)).toEqual([]);
  });

  it('is imported dynamically only after the written-out demo-mode check in the same function', () => {
    const loaders: string[] = [];
    const unguarded: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(DYNAMIC_IMPORT)) {
        loaders.push(relative(file));
        const before = text.slice(0, match.index);
        const body = before.slice(before.lastIndexOf('function '));
        if (!DEMO_GUARD.test(body)) unguarded.push(`${relative(file)}: ${match[0]}`);
      }
    }
    // The demo worker's start (src/main.tsx) and the sign-in screen's demo panel (src/lib/demo.ts).
    expect(loaders.sort()).toEqual(['src/lib/demo.ts', 'src/main.tsx']);
    expect(unguarded).toEqual([]);
  });
});

describe('a build outside demo mode (DEMO-ONLY-IN-DEMO)', () => {
  /** vite.config.ts's plugin that removes public/'s demo files from a build's output. */
  async function dropDemoFiles(): Promise<Plugin> {
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      path.join(ROOT, 'vite.config.ts'),
      ROOT,
      'silent',
    );
    const plugin = loaded?.config.plugins
      ?.flat()
      .find(
        (candidate): candidate is Plugin =>
          !!candidate &&
          typeof candidate === 'object' &&
          'name' in candidate &&
          candidate.name === 'marquee-drop-demo-files',
      );
    if (!plugin) throw new Error('vite.config.ts has no marquee-drop-demo-files plugin');
    return plugin;
  }

  /** Runs the plugin after a build in `mode` whose output has public/'s demo files. */
  async function buildOutput(mode: string): Promise<string[]> {
    const plugin = await dropDemoFiles();
    const root = mkdtempSync(path.join(tmpdir(), 'marquee-demo-only-'));
    try {
      const outDir = path.join(root, 'dist');
      mkdirSync(path.join(outDir, 'demo', 'creatives'), { recursive: true });
      writeFileSync(path.join(outDir, 'mockServiceWorker.js'), '// worker');
      writeFileSync(path.join(outDir, 'demo', 'creatives', 'banner.png'), 'png');
      writeFileSync(path.join(outDir, 'index.html'), '<!doctype html>');
      const config = { mode, root, build: { outDir: 'dist', ssr: false, lib: false } };
      const hook = (handler: unknown, ...args: unknown[]) =>
        (handler as (...rest: unknown[]) => unknown).call({}, ...args);
      await hook(plugin.configResolved, config);
      await hook(plugin.closeBundle);
      return ['index.html', 'mockServiceWorker.js', 'demo'].filter((name) =>
        existsSync(path.join(outDir, name)),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  it('leaves out the worker script and the demo media, which a demo build keeps', async () => {
    expect(await buildOutput('production')).toEqual(['index.html']);
    expect(await buildOutput('demo')).toEqual(['index.html', 'mockServiceWorker.js', 'demo']);
  });
});
