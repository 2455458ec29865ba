// The phone's slide-out navigation (NAV-MOBILE-MENU, below `lg`): the sidebar in a dialog. Loaded
// on demand by AppLayout, so a desktop page never downloads the dialog code.
import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import { Sidebar, type SidebarExtras } from '@/components/layouts/sidebar';
import type { Role } from '@/types/api';

export default function MobileMenu({
  open,
  onClose,
  roles,
  email,
  onLogout,
  badges,
  palette,
}: {
  open: boolean;
  onClose: () => void;
  roles: readonly Role[];
  email: string;
  onLogout: () => void;
} & SidebarExtras) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-label="Navigation"
      className="relative z-50 lg:hidden"
    >
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-gray-900/80 transition-opacity data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex">
        <DialogPanel
          transition
          className="relative mr-16 flex w-full max-w-xs flex-1 transition data-closed:-translate-x-full"
        >
          <div className="absolute top-0 left-full flex w-16 justify-center pt-5">
            <button type="button" onClick={onClose} className="-m-2.5 p-2.5 text-white">
              <span className="sr-only">Close menu</span>
              <XMarkIcon aria-hidden="true" className="size-6" />
            </button>
          </div>
          <Sidebar
            roles={roles}
            email={email}
            onLogout={onLogout}
            onNavigate={onClose}
            badges={badges}
            palette={palette}
          />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
