// Vitest setup: jest-dom matchers, the shared mock API on msw/node, a fresh demo database,
// storage and query cache for every test, and the browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
// The suite's own setup: it unmounts after each test before the storage and cache are reset,
// and writes Testing Library's error dump itself (no-manual-cleanup, no-debugging-utils).
/* eslint-disable testing-library/no-manual-cleanup, testing-library/no-debugging-utils */
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { preloadToasts } from '@/lib/toast';
import { discardDb } from '@/mocks/db';
import { server } from '@/mocks/server';

// The suite shares two cores with builds and browsers; a first lazy screen can take over 1 s.
configure({
  asyncUtilTimeout: 5000,
  // findBy* and waitFor run their query again on every DOM change, and Testing Library dumps
  // the whole DOM into each failed try's error, which is thrown away. It flags those tries
  // (the flag that already skips its role list): they get the message alone. The error a test
  // sees (a getBy* failure, a waitFor timeout) keeps the dump, as Testing Library writes it.
  getElementError(message, container) {
    const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics;
    const dump = retrying
      ? ''
      : `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`;
    const error = new Error([message, dump].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// A failed query is still retried once (the policy in src/lib/query-client.ts), but at once:
// the default 1 s back-off only made every "failure with Retry" test a second longer.
const queryDefaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({
  ...queryDefaults,
  queries: { ...queryDefaults.queries, retryDelay: 0 },
});

// Headless UI animates with the Web Animations API, which jsdom lacks.
Element.prototype.getAnimations ??= () => [];

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

// The mock API's requests under way. A test may end with one still running (a save it did not
// wait for, a list it left loading): answered after the reset below, it would find its session
// gone, answer 401, and the app would end the next test's session. So each test's requests are
// let finish first (a held one is given up on after a while).
const inFlight = new Set<string>();
const started = ({ requestId }: { requestId: string }) => void inFlight.add(requestId);
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
  // have it from the start, as a user who has acted does (test/lib/toast.test.tsx and toast-queue.test.ts cover the wait).
  await preloadToasts();
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
});

afterEach(async () => {
  // Files share one jsdom and module graph (isolate: false in vite.config.ts): a test that
  // failed half-way must leave no fake clock behind.
  vi.useRealTimers();
  cleanup();
  await requestsSettled();
  toast.remove();
  server.resetHandlers();
  discardDb();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
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
