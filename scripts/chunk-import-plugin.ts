// The bundle's dynamic imports of its own chunks go through `__importChunk`
// (src/lib/versions/import-chunk.ts, installed by the boot script before any other code runs),
// so that a Retry after a failed download downloads the file again in every browser.
import type { Plugin } from 'vite';

/** `import("./x.js")`, with any quote, as the bundler writes a dynamic import of a chunk. */
const CHUNK_IMPORT = /\bimport\((["'`])(\.\/[\w.-]+\.js)\1\)/g;

/** The code with each dynamic import of a sibling chunk made a call of `__importChunk`. */
export function throughImportChunk(code: string): string {
  return code.replace(CHUNK_IMPORT, (_match, quote: string, file: string) => {
    return `__importChunk(${quote}${file}${quote})`;
  });
}

export function chunkImports(): Plugin {
  return {
    name: 'marquee-chunk-imports',
    apply: 'build',
    // On the written code: while chunks render, their file names are still placeholders.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') output.code = throughImportChunk(output.code);
      }
    },
  };
}
