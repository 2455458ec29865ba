// Vitest setup of the files with a DOM (after test/setup.ts): jest-dom matchers, Testing
// Library's settings, the browser APIs the DOM lacks, and an unmount after every test.
import '@testing-library/jest-dom/vitest';
// The suite's own setup: it unmounts after each test before test/setup.ts resets the storage
// and cache, and writes Testing Library's error dump itself (no-manual-cleanup,
// no-debugging-utils).
/* eslint-disable testing-library/no-manual-cleanup, testing-library/no-debugging-utils */
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { screenLoadsSettled } from '@/app/screen-loads';
import * as React from 'react';

// The suite shares two cores with builds and browsers; a first lazy screen can take over 1 s.
// In CI it shares them with the end-to-end suite's Chromium (as testTimeout in vite.config.ts):
// the first screen of a fresh worker took over 5 s there once, at load 13.
configure({
  asyncUtilTimeout: process.env.CI ? 15_000 : 5000,
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

// React 19's development build records an owner stack for each element it creates (an `Error`
// with its trace, and a task), a diagnostic for its warnings' component stacks: a tenth of the
// screens' CPU (dom project, 2026-11-30: 141-147 s, 125-137 s without). The tests turn it off, as React
// itself does past 10,000 elements a render. Warnings still name the component; rendering is unchanged.
const reactInternals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set() {},
  });
}

// Headless UI animates with the Web Animations API, which the test DOMs lack.
Element.prototype.getAnimations ??= () => [];

// happy-dom lacks two reflected attributes react-hook-form reads to tell a select the user has
// changed from one it should fill with its default value (HTML: `size` and `defaultSelected`).
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
    set(this: HTMLOptionElement, value: boolean) {
      this.toggleAttribute('selected', value);
    },
  });
}
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Math.max(0, Number.parseInt(this.getAttribute('size') ?? '0', 10) || 0);
    },
    set(this: HTMLSelectElement, value: number) {
      this.setAttribute('size', String(value));
    },
  });
}

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

// Vitest runs the after-each hooks last registered first: this one, before test/setup.ts's
// resets. Files share one DOM (isolate: false in vite.config.ts): a test that failed half-way
// must leave no fake clock behind, nor anything rendered.
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

// A screen's code a test started loading (a loader, or focus on a link warming its screen) ends
// within its file: left running, it was cut off by the file's end and failed in the next file
// of the worker (CI run K: `Cannot load … after the environment was torn down`).
afterAll(() => screenLoadsSettled());
