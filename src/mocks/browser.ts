// Demo mode in the browser: a Mock Service Worker answers /v1 calls from the demo database.
// Loaded only through a dynamic import in src/main.tsx, so production bundles have none of it.
import { setupWorker } from 'msw/browser';
import { watchClientAborts } from '@/mocks/client-aborts';
import { bootDb } from '@/mocks/db';
import { handlers } from '@/mocks/handlers';
import { getKnobs } from '@/mocks/knobs';
import { warmSearchIndex } from '@/mocks/record-search';
import { ownScriptUrl } from '@/lib/trusted-types';

export const worker = setupWorker(...handlers);

/**
 * MSW's start() calls update() on an existing registration and drops the promise
 * (mswjs/msw#2006). When the last other page of the origin has just closed, the worker has
 * unregistered itself and update() rejects "Not found": an uncaught error in a page that works
 * (the e2e suite saw it after a full navigation under load). Every update's failure is handled
 * here, and said as a warning; the page goes on with the registration it has (DEMO-WORKER).
 */
function handleWorkerUpdateFailures(): void {
  const prototype = ServiceWorkerRegistration.prototype;
  const update = prototype.update;
  prototype.update = function updateHandled(this: ServiceWorkerRegistration) {
    const result = update.call(this);
    result.catch((error: unknown) => {
      console.warn('Demo mode: the mock service worker was not updated.', error);
    });
    return result;
  };
}

/**
 * The CSP requires Trusted Types (SEC-TRUSTED-TYPES), and msw hands register() the worker's
 * address as a string (it calls toString() on whatever it is given), which the browser refuses.
 * register() gets the address through the console's policy instead: own-origin scripts only.
 */
function registerThroughPolicy(): void {
  if (typeof ServiceWorkerContainer === 'undefined') return;
  const prototype = ServiceWorkerContainer.prototype;
  const register = prototype.register;
  prototype.register = function registerTrusted(
    this: ServiceWorkerContainer,
    url: string | URL,
    options?: RegistrationOptions,
  ) {
    return register.call(this, ownScriptUrl(url), options);
  };
}

export async function startDemoWorker(): Promise<void> {
  // Read the knobs from the URL and load (or seed) the database, under the write lock: a first
  // seed stored never overwrites another tab's write. The worker starts meanwhile (a large
  // database takes a moment to load); every request waits for the load (syncLatestDb).
  getKnobs();
  const booted = bootDb();
  handleWorkerUpdateFailures();
  registerThroughPolicy();
  watchClientAborts();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  await booted;
  // GET /search's index of the demo-scale rows, made while the page is idle.
  warmSearchIndex();
}
