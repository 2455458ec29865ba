// A component whose code loads on first render, with a `preload` that starts the download early
// (on intent: a pointer or the focus reaching what will show it), the same promise serving both,
// so the component shows at once when it is needed. Wizard steps (WIZ-LAZY-STEPS) and the
// campaigns list's bulk bar use it. A failed download first checks for a new version of the
// console (ROUTE-NEW-VERSION): after a deploy the banner offers a reload, not a dead Retry.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { noticingNewVersion } from '@/lib/versions/app-version';

export interface LazyComponent<P> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/**
 * Every download of a lazy component's code goes through here, by the part's name: behind an
 * object so a test can fail one part's download as a dropped network would (ROUTE-PART-FAILS).
 */
export const chunkLoader = {
  load<T>(load: () => Promise<T>, _part: string): Promise<T> {
    return load();
  },
};

/** Each part's way back to not loaded: a new page, as far as the parts can tell. */
const resets = new Set<() => void>();

/** Forget every part's loaded code, as a new page load would (tests share one module graph). */
export function forgetLoadedParts(): void {
  for (const reset of resets) reset();
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  part = 'component',
): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let failed = false;
  const download = noticingNewVersion(() => chunkLoader.load(load, part));
  const start = () => {
    loading ??= download().then((component) => ({ default: component }));
    loading.catch(() => {
      loading = undefined;
      failed = true;
    });
    return loading;
  };
  let current: LazyExoticComponent<ComponentType<P>> = lazy(start);
  resets.add(() => {
    loading = undefined;
    failed = false;
    current = lazy(start);
  });
  // After a failed download, the next preload (an intent, or a Retry: the wizard's step-body.tsx)
  // starts a new one and makes a new lazy component for the next render: React keeps a rejected
  // one rejected for good. Renders alone never reload (no request storm). A preload never
  // rejects: callers start it on intent and drop it, and the failure shows where the component
  // renders (an unhandled rejection would be an uncaught error on top).
  const preload = () => {
    if (failed) {
      failed = false;
      current = lazy(start);
    }
    return start().then(
      () => undefined,
      () => undefined,
    );
  };
  function Lazy(props: P) {
    return createElement(current, props);
  }
  return { Component: Lazy, preload };
}
