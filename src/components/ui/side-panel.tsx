// A panel that slides in from the right over the page (Headless UI Dialog): focus is trapped
// inside, Escape or the backdrop closes it, and it takes the full width on a phone.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';

export function SidePanel({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-gray-900/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-hidden">
        <div className="pointer-events-none fixed inset-y-0 right-0 flex w-full justify-end sm:pl-10">
          <DialogPanel
            transition
            className="pointer-events-auto flex h-full w-full flex-col bg-white shadow-xl transition duration-200 ease-out data-closed:translate-x-full sm:max-w-md"
          >
            <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-4 py-4 sm:px-6">
              <DialogTitle className="min-w-0 text-base font-semibold [overflow-wrap:anywhere] text-gray-900">
                {title}
              </DialogTitle>
              <button
                type="button"
                onClick={onClose}
                className="focus-visible:outline-brand-600 -m-1 shrink-0 rounded-md p-1 text-gray-500 hover:text-gray-700 focus-visible:outline-2"
              >
                <span className="sr-only">Close panel</span>
                <XMarkIcon aria-hidden="true" className="size-6" />
              </button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
