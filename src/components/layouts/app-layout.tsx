import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { Bars3Icon, XMarkIcon } from '@heroicons/react/24/outline';
import { useState, type ReactNode } from 'react';
import { BrandMark, Footer } from '@/components/layouts/brand';
import { Sidebar } from '@/components/layouts/sidebar';
import type { Role } from '@/types/api';

/** The authenticated layout: fixed sidebar from `lg` up, a slide-out below it. */
export function AppLayout({
  roles,
  email,
  onLogout,
  children,
}: {
  roles: readonly Role[];
  email: string;
  onLogout: () => void;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-sm font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Dialog
        open={menuOpen}
        onClose={setMenuOpen}
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
              <button
                type="button"
                onClick={() => setMenuOpen(false)}
                className="-m-2.5 p-2.5 text-white"
              >
                <span className="sr-only">Close menu</span>
                <XMarkIcon aria-hidden="true" className="size-6" />
              </button>
            </div>
            <Sidebar
              roles={roles}
              email={email}
              onLogout={onLogout}
              onNavigate={() => setMenuOpen(false)}
            />
          </DialogPanel>
        </div>
      </Dialog>

      <div className="hidden lg:fixed lg:inset-y-0 lg:z-40 lg:flex lg:w-64 lg:flex-col">
        <Sidebar roles={roles} email={email} onLogout={onLogout} />
      </div>

      <div className="sticky top-0 z-30 flex h-14 items-center gap-x-4 bg-gray-900 px-4 text-white shadow-sm lg:hidden">
        <button type="button" onClick={() => setMenuOpen(true)} className="-m-2.5 p-2.5">
          <span className="sr-only">Open menu</span>
          <Bars3Icon aria-hidden="true" className="size-6" />
        </button>
        <BrandMark className="text-base" />
      </div>

      <div className="flex min-h-screen flex-col lg:pl-64">
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
        <Footer className="border-t border-gray-200 px-4 py-4 sm:px-6 lg:px-8" />
      </div>
    </div>
  );
}
