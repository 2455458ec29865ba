// The leave guard's question, `Leave without saving?`, with what each guard on screen would
// lose: loaded only when a navigation is held.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Button } from '@/components/ui/button';

export default function LeaveDialog({
  messages,
  onStay,
  onLeave,
}: {
  messages: readonly string[];
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog open onClose={onStay} className="relative z-50">
      <div className="fixed inset-0 bg-gray-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-gray-900">
            Leave without saving?
          </DialogTitle>
          {messages.map((message) => (
            <p key={message} className="mt-2 text-sm text-gray-700">
              {message}
            </p>
          ))}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onStay} autoFocus>
              Stay on this page
            </Button>
            <Button variant="danger" onClick={onLeave}>
              Leave
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
