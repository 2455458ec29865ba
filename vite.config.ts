/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { API_URL_META_NAME } from './src/config/served-api-url.ts';
import { chunkImports } from './scripts/chunk-import-plugin.ts';
import { routeChunks } from './scripts/route-chunks-plugin.ts';
import { testProjects } from './test/projects.ts';

/**
 * public/ holds demo-only files (the Mock Service Worker script and the demo media); a build
 * that is not in demo mode ships without them, so production carries no mock code at all.
 */
function dropDemoFiles(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'marquee-drop-demo-files',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (config.mode === 'demo' || config.build.ssr || config.build.lib) return;
      const outDir = resolve(config.root, config.build.outDir);
      for (const name of ['mockServiceWorker.js', 'demo']) {
        rmSync(join(outDir, name), { recursive: true, force: true });
      }
    },
  };
}

/**
 * The page carries VITE_API_URL's value in a `<meta name="marquee-api-url">` tag (Vite escapes
 * it): the build's default, which deploy/serve-nginx.sh rewrites when it serves the page with
 * another API (MARQUEE_API_URL) and reads for the CSP's connect-src when it does not.
 */
function apiUrlMeta(): Plugin {
  let apiUrl = '';
  return {
    name: 'marquee-api-url-meta',
    configResolved(resolved) {
      apiUrl = String(resolved.env.VITE_API_URL ?? '').trim();
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: API_URL_META_NAME, content: apiUrl }, injectTo: 'head' },
    ],
  };
}

/**
 * src/boot.ts is its own entry, with what it imports (the route table, the session: no React),
 * loaded by a script placed before the main bundle's, so it starts downloading the first
 * screen's code before the main bundle is evaluated. The main entry, src/main.tsx, is in the
 * `core` chunk, so the page names the first load's files itself (no entry file to read first).
 *
 * The script is an ordinary (deferred) module script, not `async`: module scripts run in
 * document order once the document is parsed, so the boot script runs first, right before the
 * main bundle. An `async` one looked earlier but is not: Chromium holds async scripts back
 * until the parser is done, deferred scripts included, so it ran only after the main bundle's
 * whole evaluation (about 230 ms at 4x CPU) and the first screen's download started that late
 * (traces in docs/quality-log.md, "Where the /sign-in LCP went (issue 4)").
 */
function bootScript(): Plugin {
  return {
    name: 'marquee-boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        );
        if (ctx.server) {
          return [
            {
              tag: 'script',
              attrs: { type: 'module', src: '/src/boot.ts' },
              injectTo: 'head-prepend',
            },
          ];
        }
        if (chunk?.type !== 'chunk') return [];
        // Its imports are requested first, ahead of the main bundle's; the main bundle's own
        // mention of the same files is dropped (one element less to parse).
        const preloads = chunk.imports.map((file) => `/${file}`);
        const own = `/${chunk.fileName}`;
        const withoutDuplicates = html
          .replace(
            /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
            (link, href: string) => (preloads.includes(href) ? '' : link),
          )
          .replace(
            /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
            (script, src: string) => (src === own ? '' : script),
          );
        return {
          html: withoutDuplicates,
          tags: [
            ...preloads.map((href) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href },
              injectTo: 'head-prepend' as const,
            })),
            {
              tag: 'script',
              attrs: { type: 'module', crossorigin: true, src: own },
              injectTo: 'head-prepend' as const,
            },
          ],
        };
      },
    },
  };
}

/**
 * Vite wraps every dynamic import in its preload helper (1.1 KB, in the boot chunk) even with
 * `modulePreload: false`, whose lists are then empty (vitejs/vite#13952): the helper then only
 * calls the import. The console lists its preloads itself (see `modulePreload` below), so the
 * helper is made that call alone; the bench's /sign-in byte budget fails if it comes back.
 */
function withoutPreloadHelper(): Plugin {
  return {
    name: 'marquee-without-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () => 'export const __vitePreload = (load) => load();',
    },
  };
}

const BOOT_ENTRY = fileURLToPath(new URL('./src/boot.ts', import.meta.url));
const MAIN_ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
/** The modules each entry imports statically, transitively: the first load's code. */
const bootGraph = new Set<string>();
const mainGraph = new Set<string>();

/** Fills bootGraph and mainGraph once the module graph is known, before the chunks are made. */
function entryGraphs(): Plugin {
  return {
    name: 'marquee-entry-graphs',
    apply: 'build',
    buildEnd() {
      for (const [entry, graph] of [
        [BOOT_ENTRY, bootGraph],
        [MAIN_ENTRY, mainGraph],
      ] as const) {
        graph.clear();
        const pending = [...(this.getModuleInfo(entry)?.importedIds ?? [])];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (graph.has(id)) continue;
          graph.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
  };
}

/**
 * What every screen's first paint needs beyond the first load: the sign-in screen and the
 * signed-in shell both import it (the brand, fields, the sign-in call and mutations).
 */
const KIT =
  /[\\/]src[\\/](components[\\/]layouts[\\/]brand\.tsx|components[\\/]ui[\\/]fields\.tsx|lib[\\/]text[\\/]email-address\.ts|lib[\\/]session[\\/]session-refresh\.ts|api[\\/]auth\.ts)$/;

/** The access screens' chunks (sign-in's is the `access` group's), a signed-out visit's first paint. */
const ACCESS_SCREEN_CHUNK = /(^|\/)(access|forgot-password|reset-password|sign-up)-[\w-]+\.js$/;
/** The chunks of the first load (CHUNK_GROUPS' initial groups, the runtime, their CSS). */
const FIRST_LOAD_CHUNK = /(^|\/)(vendor|core|boot|rolldown-runtime)-[\w-]+\.(js|css)$/;

/**
 * The chunks of the first load. Left to itself, Rolldown gives every set of modules shared by a
 * different set of entries and screens a chunk of its own: the first load of /sign-in was 11
 * JS files (entry, boot, preload and 8 shared chunks, some of a few hundred bytes) and then 8
 * more for the screen. At 4x CPU every file costs the page's main thread several milliseconds (the
 * request in the navigation's commit, the element in the parser, the response), and gzip each
 * file's own header and dictionary, so the code every page loads anyway is grouped instead: the
 * boot script's graph, the libraries and the app code of the first load with the kit every
 * screen's first paint imports next (the sign-in screen and the signed-in shell alike). The form
 * libraries with the form fields are one chunk (every form uses react-hook-form with yup), and
 * the sign-in screen with its own pieces another. The entries are inside `boot` and `core`: with
 * no entry file of its own to read first, the page names every file of the first load, and
 * /sign-in is 6 JS files (18 before).
 */
const CHUNK_GROUPS = [
  { name: 'boot', test: (id: string) => id === BOOT_ENTRY || bootGraph.has(id), priority: 4 },
  {
    name: 'vendor',
    test: /[\\/]node_modules[\\/]/,
    tags: ['$initial' as const],
    priority: 3,
  },
  {
    // The app code of the first load (the main entry's included), and the kit every screen's
    // first paint needs after it.
    name: 'core',
    test: (id: string) =>
      KIT.test(id) ||
      id === MAIN_ENTRY ||
      (mainGraph.has(id) &&
        id.includes(`${sep}src${sep}`) &&
        !id.includes(`${sep}node_modules${sep}`)),
    priority: 2,
  },
  {
    name: 'forms',
    test: /[\\/](node_modules[\\/](react-hook-form|@hookform[\\/]resolvers|yup|tiny-case|property-expr|toposort)[\\/]|src[\\/]components[\\/]form[\\/](fields|form)\.tsx$)/,
    priority: 1,
  },
  {
    // The icons: every signed-in screen's shell draws a dozen, and one file per icon shared
    // apart repeated the same SVG wrapper in each (17 files of 400-840 bytes gzip).
    name: 'icons',
    test: /[\\/]node_modules[\\/]@heroicons[\\/]/,
    priority: 1,
  },
  {
    // The sign-in screen with the pieces only the access screens (and the session's dialogs)
    // use: one file instead of five at the first paint of a signed-out visit.
    name: 'access',
    test: /[\\/]src[\\/](features[\\/]auth[\\/](routes[\\/]sign-in|components[\\/](text-link|email-input))\.tsx|components[\\/]layouts[\\/]auth-layout\.tsx|rules[\\/]auth-schemas\.ts)$/,
    priority: 0,
  },
];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    apiUrlMeta(),
    bootScript(),
    entryGraphs(),
    routeChunks({ skip: FIRST_LOAD_CHUNK }),
    chunkImports({ preloadsWith: ACCESS_SCREEN_CHUNK, skip: FIRST_LOAD_CHUNK }),
    withoutPreloadHelper(),
    dropDemoFiles(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true },
  build: {
    sourcemap: false,
    target: 'es2022',
    // No preload lists of Vite's: a route's loader and intent request the screen's whole first
    // paint (src/app/route-chunks.ts), an access screen's import names its chunks
    // (scripts/chunk-import-plugin.ts), and the first load's chunks are always there already.
    modulePreload: false,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        boot: BOOT_ENTRY,
      },
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
  test: {
    globals: true,
    exclude: ['test/e2e/**', 'node_modules/**'],
    css: false,
    // In CI Vitest shares the two cores with the end-to-end suite's Chromium: a long integration
    // test (a wizard driven step by step) took 15.4 s there on a slow day, twice its quiet time.
    testTimeout: process.env.CI ? 30_000 : 15_000,
    // One module graph and one DOM per worker, not per file: test/setup.ts resets the shared
    // state (mock db, knobs, storage, query cache, toasts, DOM) after every test.
    isolate: false,
    execArgv: ['--max-semi-space-size=64'],
    // A worker per core and one more. Vitest's default leaves one core out (a single worker on
    // two cores), and a worker per core left a third of the CPU idle: the screens' tests wait on
    // timers (debounces, polls, waitFor) a third of their time. On 2 cores: 87 s with 2 workers,
    // 69 s with 3, 76 s with 4 (docs/quality-log.md). In CI the other slot's Chromium needs the
    // spare time, so a worker per core there.
    maxWorkers: process.env.CI ? '100%' : availableParallelism() + 1,
    // Files share a worker: spies, stubbed globals and env values are undone before each test,
    // even when the test that made them failed before its own clean-up.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Logic in Node, screens in happy-dom, the few happy-dom cannot run in jsdom: test/projects.ts.
    projects: testProjects,
  },
});
