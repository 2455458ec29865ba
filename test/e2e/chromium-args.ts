// The Chromium switches of the end-to-end runs (playwright.config.ts). The bench
// (bench/lib/measure.js) keeps the browser as users run it, without the feature switch below.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The switches every headless Chromium here starts with (the bench's too). */
const BASE_ARGS = JSON.parse(
  readFileSync(new URL('./chromium-switches.json', import.meta.url), 'utf8'),
) as string[];

/**
 * Browser-UI web pages that Chromium 156 renders in processes of their own even when headless
 * (the omnibox popups, the reload button; Puppeteer turns off the same). The tests never see
 * them, and they cost the sweeps 12% of their time (route and hostile sweeps: 178-182 s with
 * them, 158 s without, 2 workers).
 */
const BROWSER_UI_FEATURES = [
  'WebUIReloadButton',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/**
 * Playwright's own `--disable-features` list, read from playwright-core; null when it cannot be
 * found there. Chromium honours only the last `--disable-features` switch, so ours must repeat
 * Playwright's, or its fixes (beforeunload, paint holding, HTTP kept on HTTP...) would be lost.
 */
export function playwrightDisabledFeatures(bundle?: string): string[] | null {
  try {
    const source =
      bundle ??
      readFileSync(
        path.join(
          path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')),
          'lib/coreBundle.js',
        ),
        'utf8',
      );
    const list = /\bdisabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
    if (!list) return null;
    const names = [...list.replace(/\/\/.*$/gm, '').matchAll(/"(\w+)"/g)].map((m) => m[1] ?? '');
    return names.length > 0 ? names : null;
  } catch {
    return null;
  }
}

/** The switches: with the browser-UI pages off only when Playwright's own list was found. */
export function chromiumArgs(): string[] {
  const playwrights = playwrightDisabledFeatures();
  if (!playwrights) {
    console.warn(
      "[e2e] Playwright's --disable-features list was not found in playwright-core: the browser-UI pages stay on (slower, same results)",
    );
    return BASE_ARGS;
  }
  return [...BASE_ARGS, `--disable-features=${[...playwrights, ...BROWSER_UI_FEATURES].join(',')}`];
}
