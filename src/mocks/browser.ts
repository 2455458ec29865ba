// Demo mode in the browser: a Mock Service Worker answers /v1 calls from the demo database.
// Loaded only through a dynamic import in src/main.tsx, so production bundles have none of it.
import { setupWorker } from 'msw/browser';
import { bootDb } from '@/mocks/db';
import { handlers } from '@/mocks/handlers';
import { getKnobs } from '@/mocks/knobs';
import { warmSearchIndex } from '@/mocks/record-search';

export const worker = setupWorker(...handlers);

export async function startDemoWorker(): Promise<void> {
  // Read the knobs from the URL and load (or seed) the database before the first request,
  // under the write lock: a first seed stored never overwrites another tab's write.
  getKnobs();
  await bootDb();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  // GET /search's index of the demo-scale rows, made while the page is idle.
  warmSearchIndex();
}
