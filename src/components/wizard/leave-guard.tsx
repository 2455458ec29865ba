// Leaving a wizard with unsaved work asks first: in-app navigation through the router's blocker
// (a dialog), closing or reloading the tab through the browser's own beforeunload prompt.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button } from '@/components/ui/button';

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

  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} className="relative z-50">
      <div className="fixed inset-0 bg-gray-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-gray-900">
            Leave without saving?
          </DialogTitle>
          <p className="mt-2 text-sm text-gray-700">{message}</p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => blocker.reset?.()} autoFocus>
              Stay on this page
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                onLeave();
                blocker.proceed?.();
              }}
            >
              Leave
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
