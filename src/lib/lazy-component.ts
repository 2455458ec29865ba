// A component whose code loads on first render, with a `preload` that starts the download early
// (on intent: a pointer or the focus reaching what will show it), the same promise serving both,
// so the component shows at once when it is needed. Wizard steps (WIZ-LAZY-STEPS) and the
// campaigns list's bulk bar use it.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyComponent<P> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let failed = false;
  const start = () => {
    loading ??= load().then((component) => ({ default: component }));
    loading.catch(() => {
      loading = undefined;
      failed = true;
    });
    return loading;
  };
  let current: LazyExoticComponent<ComponentType<P>> = lazy(start);
  // After a failed download, the next preload (an intent, or a Retry: the wizard's step-body.tsx)
  // starts a new one and makes a new lazy component for the next render: React keeps a rejected
  // one rejected for good. Renders alone never reload (no request storm).
  const preload = () => {
    if (failed) {
      failed = false;
      current = lazy(start);
    }
    return start();
  };
  function Lazy(props: P) {
    return createElement(current, props);
  }
  return { Component: Lazy, preload };
}
