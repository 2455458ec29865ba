// V8's explicit compile hint (Chrome 136+): a file that starts with `//# allFunctionsCalledOnLoad`
// has every function compiled as the file is read, on a background thread while it downloads,
// instead of each one on the main thread at its first call. A signed-in screen runs most of
// its code in its first render, so its chunks carry the hint: at 4x CPU the first render of a
// screen not yet visited had its functions compiled one by one on the main thread (issue 38,
// the navigation's first-call compiles). Browsers without the hint read a comment.
//
// Left without it: the first load's chunks (the libraries and app core hold much that a page
// never calls, and /sign-in's bytes sit at their budget), the access screens and every chunk
// they load (the same budget), the demo's mock API (most of it never runs on one page), data
// (JSON, src/data: no functions to compile), and chunks under MIN_HINTED_BYTES: each hint is
// about 22 bytes of gzip, and on every chunk it took /sandbox to 241.0 KB, over the route
// budget of 240 (CI, 2026-11-29), for the functions of a small chunk, which compile quickly.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const ACCESS_ROUTES_DIR = 'src/features/auth/routes';
/** The smallest chunk (minified) that carries the hint. */
export const MIN_HINTED_BYTES = 16 * 1024;

export function compileHints({ skip }: { skip: RegExp }): Plugin {
  let root = '';
  /** Every module an access screen imports statically, transitively (and the screens). */
  const accessGraph = new Set<string>();
  return {
    name: 'marquee-compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      accessGraph.clear();
      const dir = join(root, ACCESS_ROUTES_DIR);
      const pending = readdirSync(dir)
        .filter((name) => name.endsWith('.tsx'))
        .map((name) => join(dir, name));
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (accessGraph.has(id)) continue;
        accessGraph.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    // After Vite's own generateBundle, which puts its `__vite__mapDeps` line first: V8 reads the
    // hint only on a file's first line (a hint on the second compiled nothing eagerly, Chromium
    // 156, 2026-11-29).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const mocks = join(root, 'src/mocks');
        const data = join(root, 'src/data');
        const isData = (id: string) => id.endsWith('.json') || id.startsWith(data);
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.isEntry || skip.test(chunk.fileName)) continue;
          if (chunk.code.length < MIN_HINTED_BYTES || chunk.moduleIds.every(isData)) continue;
          if (chunk.moduleIds.some((id) => accessGraph.has(id) || id.startsWith(mocks))) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // A source map's lines move down by one: an empty first line in its mappings.
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
            const map = JSON.parse(mapAsset.source) as { mappings: string };
            mapAsset.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
