// Every screen is lazily loaded. A screen that has not rendered after 7.5 s shows a notice
// with Retry (ROUTE-SLOW); a failed chunk load or a render error shows an error state with
// Retry instead of a blank page (ROUTE-SCREEN-ERROR). After a deploy, a screen whose code is
// gone says a new version is out, with Reload (ROUTE-NEW-VERSION); Retry reloads the page when
// the chunk turns out gone, rather than asking again for a dead address (ROUTE-GONE-CHUNK-RELOAD).
import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { NewVersionInline, useNewVersion } from '@/app/new-version';
import { isLoadFailure, noticingNewVersion } from '@/lib/versions/app-version';
import { useChunkRetry } from '@/lib/versions/use-chunk-retry';

export const SLOW_LOAD_MS = 7500;
export const SLOW_LOAD_MESSAGE = 'This is taking longer than expected';

import type { ScreenLoader } from '@/config/screen-routes';

function RouteLoading({ onRetry }: { onRetry: () => void }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!slow) return <LoadingState />;
  return (
    <div role="alert" className="py-12 text-center">
      <p className="text-sm font-semibold text-gray-900">{SLOW_LOAD_MESSAGE}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  /** The route's location: a crashed screen renders again when it changes (another id, say). */
  resetKey?: string;
  children: ReactNode;
}

function ScreenFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { available } = useNewVersion();
  const { retry, checking } = useChunkRetry(error, onRetry);
  if (isLoadFailure(error) && available) return <NewVersionInline />;
  return (
    <ErrorState
      title="This screen could not be shown."
      error={error}
      onRetry={retry}
      retrying={checking}
    />
  );
}

/** A screen that throws while rendering shows an error with Retry, never a blank page. */
export function ScreenErrorBoundary({ onRetry, resetKey, children }: BoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onError={(error, info) =>
        console.error('Screen failed to render', error, info.componentStack)
      }
      // Retry (not a new resetKey) also loads the screen's code anew.
      onReset={(details) => {
        if (details.reason === 'imperative-api') onRetry();
      }}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <ScreenFailure error={error} onRetry={resetErrorBoundary} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

// Screens loaded before the first render (src/app/preload.ts) render at once, with no
// Suspense fallback in between, so the first screen paints as soon as its code is here.
const preloadedScreens = new Map<ScreenLoader, ComponentType>();

/** Render this screen at once from now on (its module is already loaded). */
export function registerPreloadedScreen(load: ScreenLoader, screen: ComponentType): void {
  preloadedScreens.set(load, screen);
}

// One lazy component per loader and attempt, made outside render so React keeps its state.
const lazyScreens = new WeakMap<ScreenLoader, Map<number, LazyExoticComponent<ComponentType>>>();

function lazyScreen(load: ScreenLoader, attempt: number): LazyExoticComponent<ComponentType> {
  let byAttempt = lazyScreens.get(load);
  if (!byAttempt) lazyScreens.set(load, (byAttempt = new Map()));
  let screen = byAttempt.get(attempt);
  // A new lazy() per attempt, so Retry really loads the chunk again.
  if (!screen) byAttempt.set(attempt, (screen = lazy(noticingNewVersion(load))));
  return screen;
}

/**
 * `resetKey`: the route's path, from the guard: a screen that crashed renders again when it
 * changes (another record's id), as the route's element stays mounted across its params.
 */
export function LazyScreen({ load, resetKey }: { load: ScreenLoader; resetKey?: string }) {
  const [attempt, setAttempt] = useState(0);
  const Preloaded = attempt === 0 ? preloadedScreens.get(load) : undefined;
  if (Preloaded) {
    return (
      <ScreenErrorBoundary onRetry={() => setAttempt(1)} resetKey={resetKey}>
        {/* eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once */}
        <Preloaded />
      </ScreenErrorBoundary>
    );
  }
  // lazyScreen() returns the same component for the same attempt, so it is stable across renders.
  const Screen = lazyScreen(load, attempt);
  const retry = () => setAttempt((n) => n + 1);
  return (
    <ScreenErrorBoundary key={attempt} onRetry={retry} resetKey={resetKey}>
      <Suspense fallback={<RouteLoading onRetry={retry} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per attempt above */}
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
