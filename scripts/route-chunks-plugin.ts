// Each screen's whole first-paint code, flat (issue 38, item 2): for every route the features
// declare (src/features/<area>/routes/index.ts), the screen's chunk and its reads' chunk with all
// the chunks they import statically, transitively. The list is a JSON file of its own, named by
// its content's hash, whose address the page carries (`<meta name="marquee-route-chunks">`): the
// signed-in shell fetches it once, and the sign-in screen's first load does not grow by a byte.
// A route's loader and its intent (src/app/route-chunks.ts) then request a screen's whole list at
// once, in parallel with its reads, instead of one level of imports per round trip.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_LIST } from '../src/config/routes.ts';

/** The meta tag that names the file (src/app/route-chunks.ts reads it). */
const META_NAME = 'marquee-route-chunks';

interface Declared {
  screen: string;
  reads: string | null;
}

/** `routeId: { screen: () => import('@/x'), reads: ... }` of one feature's routes/index.ts. */
function declaredRoutes(root: string): Map<string, Declared> {
  const features = join(root, 'src/features');
  const routes = new Map<string, Declared>();
  for (const feature of readdirSync(features)) {
    const source = readFileSync(join(features, feature, 'routes/index.ts'), 'utf8');
    const shared = /const reads = \(\) => import\('@\/([^']+)'\)/.exec(source)?.[1] ?? null;
    const entry =
      /(\w+): \{\s*screen: \(\) => import\('@\/([^']+)'\),\s*reads: (null|reads|\(\) => import\('@\/([^']+)'\))/g;
    for (const [, id = '', screen = '', reads = '', inline] of source.matchAll(entry)) {
      routes.set(id, { screen, reads: reads === 'null' ? null : (inline ?? shared) });
    }
  }
  return routes;
}

/** The file's JSON: `{ files: [name, ...], routes: { id: [index, ...] } }`. */
export function routeChunks({ skip }: { skip: RegExp }): Plugin {
  let root = '';
  let emitted: { fileName: string; source: string } | null = null;
  return {
    name: 'marquee-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        // The chunk each module is in (a screen grouped with others has no facade of its own).
        const bySource = new Map(
          chunks.flatMap((chunk) =>
            chunk.moduleIds.map(
              (id) => [relative(resolve(root, 'src'), id).replace(/\.tsx?$/, ''), chunk] as const,
            ),
          ),
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files: string[] = [];
        const indexOf = (file: string) => {
          const at = files.indexOf(file);
          return at >= 0 ? at : files.push(file) - 1;
        };
        const routes: Record<string, number[]> = {};
        for (const [id, declared] of declaredRoutes(root)) {
          const wanted = new Set<string>();
          const visit = (file: string) => {
            if (wanted.has(file) || skip.test(file)) return;
            wanted.add(file);
            for (const next of byFile.get(file)?.imports ?? []) visit(next);
          };
          for (const source of [declared.screen, declared.reads]) {
            if (!source) continue;
            const chunk = bySource.get(source);
            if (!chunk) throw new Error(`route-chunks: no chunk for ${source} (route ${id})`);
            visit(chunk.fileName);
          }
          // Every chunk is `assets/<name>.js`: the page carries the names only.
          routes[id] = [...wanted].map((file) =>
            indexOf(file.replace(/^assets\//, '').replace(/\.js$/, '')),
          );
        }
        // A declaration this reader missed would go without its preload, unnoticed: stop instead.
        const missed = ROUTE_LIST.filter((route) => route.id !== 'root' && !routes[route.id]);
        if (missed.length > 0) {
          throw new Error(
            `route-chunks: no declaration read for ${missed.map((r) => r.id).join(', ')}`,
          );
        }
        const source = JSON.stringify({ files, routes });
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
        emitted = { fileName: `assets/route-chunks-${hash}.json`, source };
        return [
          {
            tag: 'meta',
            attrs: { name: META_NAME, content: `/${emitted.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
    // Written beside the bundle once Vite has written it (the page, and the hook above, come
    // late in Vite's own generateBundle: too late to emit the file as part of the bundle).
    writeBundle(options) {
      if (!emitted || !options.dir) return;
      writeFileSync(join(options.dir, emitted.fileName), emitted.source);
      emitted = null;
    },
  };
}
