// Vitest setup of every test file, with or without a DOM: the shared mock API on msw/node, a
// fresh demo database, storage and query cache for every test. A file with a DOM also has
// test/setup-dom.ts (Testing Library, the browser APIs the DOM lacks).
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queryClient } from '@/lib/cache/query-client';
import { sessionStore } from '@/lib/session/session';
import { preloadToasts } from '@/lib/toasts/toast';
import { discardDb } from '@/mocks/db';
import { server } from '@/mocks/server';

// A failed query is still retried once (the policy in src/lib/cache/query-client.ts), but at once:
// the default 1 s back-off only made every "failure with Retry" test a second longer.
const queryDefaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({
  ...queryDefaults,
  queries: { ...queryDefaults.queries, retryDelay: 0 },
});

// The mock API's requests under way. A test may end with one still running (a save it did not
// wait for, a list it left loading): answered after the reset below, it would find its session
// gone, answer 401, and the app would end the next test's session. So each test's requests are
// let finish first (a held one is given up on after a while).
const inFlight = new Set<string>();
// A request its caller gave up on (a deadline, an abort) can answer no one: not waited for.
const started = ({ request, requestId }: { request: Request; requestId: string }) => {
  inFlight.add(requestId);
  request.signal.addEventListener('abort', () => inFlight.delete(requestId), { once: true });
};
const ended = ({ requestId }: { requestId: string }) => void inFlight.delete(requestId);
const SETTLE_LIMIT_MS = 1000;

async function requestsSettled() {
  const giveUpAt = performance.now() + SETTLE_LIMIT_MS;
  while (inFlight.size > 0 && performance.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  inFlight.clear();
}

beforeAll(async () => {
  // The toasts' code loads on the user's first key or pointer press in the console; tests
  // have it from the start, as a user who has acted does (test/lib/toasts/toast.test.tsx and toast-queue.test.ts cover the wait).
  await preloadToasts();
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
});

afterEach(async () => {
  // Files share one module graph (isolate: false in vite.config.ts): a test that failed
  // half-way must leave no fake clock behind. test/setup-dom.ts's hook, registered later, has
  // already unmounted what the test rendered.
  vi.useRealTimers();
  await requestsSettled();
  toast.remove();
  server.resetHandlers();
  discardDb();
  queryClient.clear();
  // Node has no Web Storage: the mock database keeps its data in memory there.
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
  sessionStore.reload();
});

afterAll(() => {
  server.events.removeListener('request:start', started);
  server.events.removeListener('request:end', ended);
  server.close();
});

// Issue 19: every request body the console sends through the mock must match api/openapi.yaml
// (a mismatch fails the test that sent it). Kept apart: test/contract/request-bodies.ts.
import { checkRequestBodies } from './contract/request-bodies';
checkRequestBodies(server);
