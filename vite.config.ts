/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';

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
      const outDir = join(config.root, config.build.outDir);
      for (const name of ['mockServiceWorker.js', 'demo']) {
        rmSync(join(outDir, name), { recursive: true, force: true });
      }
    },
  };
}

/**
 * src/boot.ts is its own tiny entry, loaded by a script placed before the main bundle's, so it
 * starts downloading the first screen's code while the main bundle is still loading.
 */
function bootScript(): Plugin {
  return {
    name: 'marquee-boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
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
        // Its imports are requested first, ahead of the main bundle's many module preloads.
        return [
          ...chunk.imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head-prepend' as const,
          })),
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), bootScript(), dropDemoFiles()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true },
  build: {
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    css: false,
    testTimeout: 15000,
  },
});
