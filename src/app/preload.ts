// Start downloading the code of the screen the URL opens (and of the shell for a signed-in
// screen) as early as possible: src/boot.ts calls this before React is even evaluated, and
// main.tsx waits for it before the first render, so the first screen renders at once instead
// of after a Suspense fallback. No page downloads code it does not use.
// Free of React and React Router on purpose: it runs in the tiny boot chunk.
import { SCREEN_ROUTES } from '@/app/screen-routes';
import { loadShell } from '@/app/shell-loader';
import type { ScreenLoader, ScreenModule } from '@/config/screen-routes';
import { screenAt } from '@/app/screen-at';

export interface InitialLoad {
  screen?: { load: ScreenLoader; module: Promise<ScreenModule> };
  shell?: ReturnType<typeof loadShell>;
}

let started: InitialLoad | null = null;

/** Idempotent: the boot chunk starts the downloads, main.tsx gets the same promises. */
export function startInitialLoad(pathname: string): InitialLoad {
  if (started) return started;
  const { screen, shell } = screenAt(pathname);
  started = {};
  if (screen && screen !== 'root') {
    const load = SCREEN_ROUTES[screen].screen;
    started.screen = { load, module: load() };
  }
  if (shell) started.shell = loadShell();
  // A failed preload is not an error here: the screen loads lazily and offers Retry.
  started.screen?.module.catch(() => undefined);
  started.shell?.catch(() => undefined);
  return started;
}
