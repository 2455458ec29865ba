import { Bars3Icon } from '@heroicons/react/24/outline';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { BrandMark, Footer } from '@/components/layouts/brand';
import { ImpersonationBar, type ImpersonationInfo } from '@/components/layouts/impersonation-bar';
import { Sidebar, type SidebarExtras } from '@/components/layouts/sidebar';
import { messageOf } from '@/lib/http/api-error';
import { toastError } from '@/lib/toasts/toasts';
import { reloadIfCodeStuck } from '@/lib/versions/use-chunk-retry';
import type { Role } from '@/types/api';

const loadMobileMenu = () => import('@/components/layouts/mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

/**
 * The authenticated layout: fixed sidebar from `lg` up, a slide-out below it; while an admin
 * impersonates, the impersonation bar above every screen, whose button logs out (back to the
 * admin). The sidebar's badges and palette trigger come from the app's shell (src/app/shell.tsx).
 */
export function AppLayout({
  roles,
  email,
  impersonation,
  onLogout,
  badges,
  palette,
  children,
}: {
  roles: readonly Role[];
  email: string;
  impersonation?: ImpersonationInfo | null;
  onLogout: () => void;
  children: ReactNode;
} & SidebarExtras) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Closed, the slide-out gives the focus back to its button. Its dialog code does so itself,
  // except the first time: it loads when the button takes the focus, too late to have seen it.
  const closeMenu = () => {
    setMenuOpen(false);
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) menuButton.current?.focus();
    });
  };
  // Desktops never show the slide-out: its dialog code is fetched only once it is wanted, and
  // mounted once it is there. A press while it cannot be downloaded (offline) says so, and the
  // screen stays (ROUTE-PART-FAILS); the next press tries again. Online and still failing, a file
  // it imports failed in a dropped network earlier and the page keeps it failed: the press
  // reloads the page, drafts written (ROUTE-GONE-CHUNK-RELOAD).
  const [menuLoaded, setMenuLoaded] = useState(false);
  const wantMenu = (open = false) =>
    void loadMobileMenu().then(
      () => {
        setMenuLoaded(true);
        if (open) setMenuOpen(true);
      },
      async (error: unknown) => {
        if (!open) return;
        if (navigator.onLine && (await reloadIfCodeStuck(error))) return;
        toastError(messageOf(error));
      },
    );
  return (
    <div className="min-h-screen">
      {/* NAV-SKIP-LINK */}
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-sm font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* The slide-out's code loads when a phone user first heads for the menu button. */}
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={closeMenu}
            roles={roles}
            email={email}
            onLogout={onLogout}
            badges={badges}
            palette={
              palette && {
                ...palette,
                // The slide-out goes at once, giving focus back before the palette takes it (two
                // modal dialogs side by side would fight over it).
                onOpen: () => {
                  setMenuOpen(false);
                  setMenuLoaded(false);
                  palette.onOpen();
                },
              }
            }
          />
        </Suspense>
      ) : null}

      <div className="hidden lg:fixed lg:inset-y-0 lg:z-40 lg:flex lg:w-64 lg:flex-col">
        <Sidebar
          roles={roles}
          email={email}
          onLogout={onLogout}
          badges={badges}
          palette={palette}
        />
      </div>

      <div className="sticky top-0 z-30 flex h-14 items-center gap-x-4 bg-gray-900 px-4 text-white shadow-sm lg:hidden">
        <button
          ref={menuButton}
          type="button"
          onPointerEnter={() => wantMenu()}
          onFocus={() => wantMenu()}
          onClick={() => wantMenu(true)}
          className="-m-2.5 p-2.5"
        >
          <span className="sr-only">Open menu</span>
          <Bars3Icon aria-hidden="true" className="size-6" />
        </button>
        <BrandMark className="text-base" />
      </div>

      <div className="flex min-h-screen flex-col lg:pl-64">
        {impersonation ? (
          <ImpersonationBar impersonation={impersonation} onReturn={onLogout} />
        ) : null}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
        <Footer className="border-t border-gray-200 px-4 py-4 sm:px-6 lg:px-8" />
      </div>
    </div>
  );
}
