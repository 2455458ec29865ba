// A wizard step whose code loads when the step is first shown, not with the route: a route's
// first paint needs only its first step. `preload` starts the download early (the kit calls it
// when the pointer or focus reaches the crumb or button that opens the step), and the same
// promise serves the render, so the step shows at once when the user gets there.
import { lazy, type ComponentType } from 'react';

export interface LazyStep<P> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

export function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>): LazyStep<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    // A failed download may be tried again (a later render or preload asks anew).
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return { Component: lazy(preload), preload };
}
