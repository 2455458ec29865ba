// The frame of the wizard's current step: its body, which tells the wizard when it is shown (to
// move the focus), and the boundary around it. A step that fails to render, most often because
// its code could not be downloaded (lazy-step.ts), shows an error in place of its body, with
// Retry: the wizard around it, its crumbs and the form with everything typed stay. Retry
// renders the step again (a lazy step then loads anew), or, when a deploy removed the step's
// code, reloads the page after writing the draft (ROUTE-GONE-CHUNK-RELOAD).
import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorState } from '@/components/ui/states';
import { useChunkRetry } from '@/lib/versions/use-chunk-retry';

interface Props {
  children: ReactNode;
  /** Before the step renders again: starts its code's download anew (a lazy step's preload). */
  onRetry?: () => void;
}

export const STEP_LOAD_ERROR_TITLE = 'This step could not be loaded.';

export function StepErrorBoundary({ children, onRetry }: Props) {
  return (
    <ErrorBoundary
      onReset={() => onRetry?.()}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <StepFailure error={error} onRetry={resetErrorBoundary} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

function StepFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { retry, checking } = useChunkRetry(error, onRetry);
  return (
    <ErrorState title={STEP_LOAD_ERROR_TITLE} error={error} onRetry={retry} retrying={checking} />
  );
}

/** The shown step; its effect runs once its (possibly lazy) content is on screen. */
export function StepBody({
  onShown,
  focusSeq,
  children,
}: {
  onShown: () => void;
  focusSeq: number;
  children: ReactNode;
}) {
  useEffect(() => {
    onShown();
  }, [onShown, focusSeq]);
  return children;
}
