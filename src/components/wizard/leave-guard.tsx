// Leaving a wizard with unsaved work asks first: in-app navigation through the router's blocker
// (a dialog), closing or reloading the tab through the browser's own beforeunload prompt.
import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

const LeaveDialog = lazy(() => import('@/components/wizard/leave-dialog'));

export interface LeaveGuardProps {
  /** Whether there is work that leaving would lose. */
  when: () => boolean;
  /** Runs when the user confirms leaving (e.g. drop the draft). */
  onLeave: () => void;
  message: string;
}

export function LeaveGuard({ when, onLeave, message }: LeaveGuardProps) {
  // Changing only the search (the wizard's ?step=) stays on the page: not leaving.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && when(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (when()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  // The dialog's code loads only when a navigation is actually held (most visits never ask).
  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog
        message={message}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          onLeave();
          blocker.proceed?.();
        }}
      />
    </Suspense>
  );
}
