// The bundle's dynamic imports of its own chunks go through `__importChunk`
// (src/lib/versions/import-chunk.ts, installed by the boot script before any other code runs),
// so that a Retry after a failed download downloads the file again in every browser. An import
// of an access screen (`preloadsWith`) also names the chunks the screen imports, which
// `__importChunk` requests at once with it: the first paint of a signed-out visit, whose page
// has no route list (src/app/route-chunks.ts) to take them from.
import { posix } from 'node:path';
import type { Plugin } from 'vite';

/** What the walk reads of the bundle: each output's kind and a chunk's static imports. */
type Outputs = Record<string, { type: string; imports?: readonly string[] } | undefined>;

/** `import("./x.js")`, with any quote, as the bundler writes a dynamic import of a chunk. */
const CHUNK_IMPORT = /\bimport\((["'`])(\.\/[\w.-]+\.js)\1\)/g;

/** The code with each dynamic import of a sibling chunk made a call of `__importChunk`. */
export function throughImportChunk(
  code: string,
  preloadsOf: (file: string) => readonly string[] = () => [],
): string {
  return code.replace(CHUNK_IMPORT, (_match, quote: string, file: string) => {
    const quoted = (name: string) => `${quote}${name}${quote}`;
    const preloads = preloadsOf(file);
    const list = preloads.length > 0 ? `,[${preloads.map(quoted).join(',')}]` : '';
    return `__importChunk(${quoted(file)}${list})`;
  });
}

/**
 * The chunks `fileName` imports statically, transitively, but those `skip` names (the first
 * load's, always there), as specifiers relative to `fileName`'s folder.
 */
function staticImportsOf(bundle: Outputs, fileName: string, skip: RegExp): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    for (const next of bundle[file]?.imports ?? []) {
      if (found.has(next) || skip.test(next)) continue;
      found.add(next);
      visit(next);
    }
  };
  visit(fileName);
  const folder = posix.dirname(fileName);
  return [...found].map((file) => `./${posix.relative(folder, file)}`);
}

export function chunkImports({
  preloadsWith,
  skip,
}: {
  /** The chunks whose imports are requested with them. */
  preloadsWith: RegExp;
  /** The chunks never listed: the first load's. */
  skip: RegExp;
}): Plugin {
  return {
    name: 'marquee-chunk-imports',
    apply: 'build',
    // On the written code: while chunks render, their file names are still placeholders.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const folder = posix.dirname(output.fileName);
        output.code = throughImportChunk(output.code, (specifier) => {
          const file = posix.join(folder, specifier);
          return preloadsWith.test(file) ? staticImportsOf(bundle, file, skip) : [];
        });
      }
    },
  };
}
