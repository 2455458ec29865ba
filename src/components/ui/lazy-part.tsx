// A part of a screen whose code loads apart from it (a dialog that guards a save, a question
// asked before a launch), with a boundary of its own: when its code cannot be downloaded (a
// dropped network, a deploy), the part shows its own error in place, with Retry and Cancel,
// and the screen around it, the form and everything typed, stays as it is. Without it the
// failure reached the screen's boundary, which replaced the whole form (ROUTE-PART-FAILS).
// Retry downloads the code anew (or, when a deploy removed it, reloads with drafts written:
// ROUTE-GONE-CHUNK-RELOAD); Cancel answers the part's question as its own Cancel would. A panel
// (LazyPanel) shows its error in its own place instead.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { messageOf } from '@/lib/http/api-error';
import type { LazyComponent } from '@/lib/versions/lazy-component';
import { useChunkRetry } from '@/lib/versions/use-chunk-retry';

export const PART_LOAD_FAILED = 'This part of the screen could not be loaded.';
export const PART_LOAD_KEPT = 'Nothing was sent, and what you typed is kept.';

function PartFailure({
  error,
  onRetry,
  onCancel,
}: {
  error: unknown;
  onRetry: () => void;
  onCancel: () => void;
}) {
  const { retry, checking } = useChunkRetry(error, onRetry);
  return (
    <div className="fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <div
        role="alert"
        className="max-w-md rounded-lg border border-red-200 bg-red-50 px-5 py-4 text-sm shadow-lg"
      >
        <p className="font-semibold text-red-900">{PART_LOAD_FAILED}</p>
        <p className="mt-1 break-words text-red-800">
          {messageOf(error)} {PART_LOAD_KEPT}
        </p>
        <div className="mt-3 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={checking}>
            Cancel
          </Button>
          {/* The keyboard is taken to it, as to the dialog it stands for. */}
          <Button onClick={retry} loading={checking} autoFocus>
            Retry
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * The element that had the focus when the part opened (a link, a button) gets it back when the
 * part goes and left it nowhere: a dialog's own focus return knows only what was focused after
 * its code loaded, and a failed part's Cancel leaves none.
 */
function useFocusBack() {
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const active = document.activeElement;
        const lost = !active || active === document.body;
        if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    },
    [opener],
  );
}

/** `children` (rendering `part.Component`) inside the part's own boundary. */
export function LazyPart({
  part,
  onCancel,
  children,
}: {
  part: Pick<LazyComponent<object>, 'preload'>;
  /** The part's question answered as Cancel: nothing is sent. */
  onCancel: () => void;
  children?: ReactNode;
}) {
  useFocusBack();
  return (
    <ErrorBoundary
      onReset={() => void part.preload()}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <PartFailure error={error} onRetry={resetErrorBoundary} onCancel={onCancel} />
      )}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function PanelFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { retry, checking } = useChunkRetry(error, onRetry);
  return <ErrorState title={PART_LOAD_FAILED} error={error} onRetry={retry} retrying={checking} />;
}

/**
 * A panel of a screen whose code loads apart (a chart, the forecast, an import's results): its
 * failure shows in the panel's place with Retry, and the screen around it stays.
 */
export function LazyPanel({
  part,
  fallback,
  children,
}: {
  part: Pick<LazyComponent<object>, 'preload'>;
  fallback: ReactNode;
  children?: ReactNode;
}) {
  return (
    <ErrorBoundary
      onReset={() => void part.preload()}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <PanelFailure error={error} onRetry={resetErrorBoundary} />
      )}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * Starts the download of the parts that guard a form's save once the user starts working on the
 * screen (the first key, pointer or focus after it shows): the code is there long before the
 * save asks, and a failure is met early and retried on the question. Not at mount: a screen
 * only looked at would download them for nothing (the route budgets count its bytes).
 */
export function usePreloadParts(...parts: readonly Pick<LazyComponent<object>, 'preload'>[]): void {
  useEffect(() => {
    const events = ['keydown', 'pointerdown', 'focusin'] as const;
    const start = () => {
      for (const event of events) document.removeEventListener(event, start, true);
      for (const part of parts) void part.preload();
    };
    for (const event of events) document.addEventListener(event, start, true);
    return () => {
      for (const event of events) document.removeEventListener(event, start, true);
    };
    // The parts are module constants: once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
