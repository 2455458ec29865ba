// A wizard step whose code loads when the step is first shown, not with the route (WIZ-LAZY-STEPS):
// a route's first paint needs only its first step. `preload` starts the download early (the kit
// calls it when the pointer or focus reaches the crumb or button that opens the step), and the same
// promise serves the render, so the step shows at once when the user gets there.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyStep<P> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

export function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>): LazyStep<P> {
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
  // After a failed download, the next preload (intent on a crumb or button, or the step's Retry:
  // step-body.tsx) starts a new one and makes a new lazy component for the next render: React
  // keeps a rejected one rejected for good. Renders alone never reload (no request storm).
  const preload = () => {
    if (failed) {
      failed = false;
      current = lazy(start);
    }
    return start();
  };
  function Step(props: P) {
    return createElement(current, props);
  }
  return { Component: Step, preload };
}
