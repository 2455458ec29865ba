// Production builds for the bench: the console (not demo mode; its API is the bench's mock API
// origin), the floor app, the demo's MSW handlers bundled for Node, and the console in demo
// mode (what `npm run build:demo` makes, for the scale scenarios).
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const quiet = { logLevel: 'warn' };

/**
 * The console as `vite build` makes it, with vite.config.ts. Source maps are written but
 * `hidden` (no sourceMappingURL comment), so the served files are byte for byte the production
 * ones; the maps only feed the per-package breakdown.
 */
export async function buildConsole({ root, outDir, apiOrigin }) {
  // Real environment variables win over .env files in Vite.
  process.env.VITE_API_URL = apiOrigin;
  process.env.VITE_API_MOCKING = 'false';
  await build({
    ...quiet,
    root,
    mode: 'production',
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden', manifest: true },
  });
}

/**
 * The console in demo mode, for production (minified, no source maps), into `outDir`: the
 * output of `npm run build:demo` (without its typecheck). The bench's main console build is not
 * in demo mode, so its API cannot take demo-scale.
 */
export async function buildDemoConsole({ root, outDir }) {
  // Real environment variables win over .env files in Vite: buildConsole() sets these two.
  const saved = { mocking: process.env.VITE_API_MOCKING, url: process.env.VITE_API_URL };
  process.env.VITE_API_MOCKING = 'true';
  process.env.VITE_API_URL = '';
  try {
    await build({ ...quiet, root, mode: 'demo', build: { outDir, emptyOutDir: true } });
  } finally {
    restoreEnv('VITE_API_MOCKING', saved.mocking);
    restoreEnv('VITE_API_URL', saved.url);
  }
}

function restoreEnv(name, value) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/** The floor app in bench/floor, with the repository's node_modules and no config file. */
export async function buildFloor({ root, outDir, apiOrigin }) {
  await build({
    ...quiet,
    configFile: false,
    envDir: false,
    define: { 'import.meta.env.VITE_API_URL': JSON.stringify(apiOrigin) },
    root: path.join(root, 'bench/floor'),
    mode: 'production',
    plugins: [react(), tailwindcss()],
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: 'hidden' },
  });
}

/** The MSW handlers and the route table as Node ES modules (msw stays an external import). */
export async function buildMockApi({ root, outDir }) {
  await build({
    ...quiet,
    configFile: false,
    envDir: false,
    publicDir: false,
    root,
    mode: 'production',
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      outDir,
      emptyOutDir: true,
      ssr: true,
      minify: false,
      target: 'node20',
      lib: {
        entry: {
          handlers: path.join(root, 'src/mocks/handlers/index.ts'),
          routes: path.join(root, 'src/config/routes.ts'),
          'route-examples': path.join(root, 'src/mocks/seed/route-examples.ts'),
        },
        formats: ['es'],
      },
    },
  });
}
