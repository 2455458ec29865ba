// Vitest setup: jest-dom matchers, the shared mock API on msw/node, a fresh demo database,
// storage and query cache for every test, and the browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';

// The suite shares two cores with builds and browsers; a first lazy screen can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  toast.remove();
  server.resetHandlers();
  resetDb();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
});

afterAll(() => server.close());

// Issue 19: every request body the console sends through the mock must match api/openapi.yaml
// (a mismatch fails the test that sent it). Kept apart: test/contract/request-bodies.ts.
import { checkRequestBodies } from './contract/request-bodies';
checkRequestBodies(server);
