import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';

/** A slide-over detail panel from the right edge; Escape or the close button closes it. */
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
        className="fixed inset-0 bg-gray-900/40 transition-opacity data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition
          className="flex h-full w-full max-w-md flex-col bg-white shadow-xl transition data-closed:translate-x-full"
        >
          <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-4 py-4 sm:px-6">
            <DialogTitle className="min-w-0 text-base font-semibold break-words text-gray-900">
              {title}
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="focus-visible:outline-brand-600 rounded-md p-1 text-gray-500 hover:text-gray-700 focus-visible:outline-2"
            >
              <span className="sr-only">Close panel</span>
              <XMarkIcon aria-hidden="true" className="size-6" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-6 sm:px-6">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
