// Production builds for the bench: the console (not demo mode; its API is the bench's mock API
// origin), the floor app, and the demo's MSW handlers bundled for Node.
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
        },
        formats: ['es'],
      },
    },
  });
}
