// The signed-in shell: the lazy chunk every signed-in screen loads with it (shell-loader.ts).
// The layout of src/components/layouts, with what the app layer adds: the sidebar's count of
// pending reviews and the command palette's shortcut (Ctrl+K, Cmd+K on a Mac) and trigger. Both
// load their code apart: the count only for a user who may open /reviews, the palette
// (src/app/command-palette/) on its first use, or as soon as the user heads for it: the pointer
// or focus on the trigger, or Ctrl (Cmd) pressed. While it is shown, the pointer or focus on a
// link or row warms the screen it opens (route-intent.ts). It also connects the cache to the
// other tabs (MANY-CROSS-TAB): only a signed-in screen shows what a colleague's save changes, so
// the sign-in screen's first load goes without it.
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import type { PaletteHostProps } from '@/app/command-palette/palette-host';
import { OfflineBanner } from '@/app/offline-banner';
import { SaveOutcomeBanner } from '@/app/save-outcome-banner';
import { SessionClockHost } from '@/app/session-clock-host';
import { useRouteIntent } from '@/app/route-intent';
// Every signed-in page of a tab takes back the drafts it left and leaves those it holds
// (FORM-DRAFTS-CLOSED-TAB), an editor on screen or not.
import '@/lib/saving/closed-tab-drafts';
import { isPaletteShortcut, paletteShortcut } from '@/components/command-palette/shortcut';
import { AppLayout } from '@/components/layouts/app-layout';
import type { NavBadges } from '@/components/layouts/sidebar';
import { hasAnyRole, ROUTES } from '@/config/routes';
import type { Role } from '@/types/api';
import { messageOf } from '@/lib/http/api-error';
import { connectCacheSync } from '@/lib/cache/cache-sync';
import { toastError } from '@/lib/toasts/toast';

type PaletteHost = ComponentType<PaletteHostProps>;

let paletteHost: Promise<PaletteHost> | null = null;

/** The palette's code, downloaded once; a failed download is tried again the next time. */
function loadPaletteHost(): Promise<PaletteHost> {
  paletteHost ??= import('@/app/command-palette/palette-host').then(
    (module) => module.default,
    (error: unknown) => {
      paletteHost = null;
      throw error;
    },
  );
  return paletteHost;
}

type PendingReviewsCounter = ComponentType<{ onCount: (count: number | undefined) => void }>;

/**
 * The number of pending reviews, for a user who may open /reviews; undefined while unknown,
 * when the call failed (a background figure: no badge, no toast) or when its code could not be
 * downloaded. That code (pending-reviews-count.tsx) is downloaded only for such a user; the
 * `counter` it renders keeps the count up to date.
 */
function usePendingReviewCount(roles: readonly Role[]) {
  const allowed = hasAnyRole(roles, ROUTES.reviews.roles);
  const [Counter, setCounter] = useState<PendingReviewsCounter | null>(null);
  const [count, setCount] = useState<number>();
  useEffect(() => {
    if (!allowed) return;
    let current = true;
    import('@/app/pending-reviews-count').then(
      (module) => current && setCounter(() => module.PendingReviewsCount),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [allowed]);
  return { count, counter: Counter ? <Counter onCount={setCount} /> : null };
}

/** The keys kept for the palette while it opens: characters, Enter, Backspace and Escape. */
const TYPED_AHEAD = /^(.|Enter|Backspace|Escape)$/u;

/** The palette's search box, once its dialog is on screen. */
const PALETTE_SEARCH = '[role="dialog"] input[role="combobox"]';

function useCommandPalette() {
  const [shortcut] = useState(paletteShortcut);
  const [Host, setHost] = useState<PaletteHost | null>(null);
  const [open, setOpen] = useState(false);
  // What is typed between Ctrl+K and the palette on screen (its code may be on its way): kept
  // for the palette's search instead of landing in the page.
  const opening = useRef(false);
  const [typedAhead, setTypedAhead] = useState('');

  const load = useCallback(() => loadPaletteHost().then((host) => setHost(() => host)), []);
  const onIntent = useCallback(() => void load().catch(() => undefined), [load]);
  const onOpen = useCallback(() => {
    opening.current = true;
    setTypedAhead('');
    load().then(
      // Keys go on being kept until the palette's search box is there to take them (below);
      // an Escape meanwhile called the opening off.
      () => opening.current && setOpen(true),
      // A failed download says what any unreachable server does; the next try downloads again.
      (error: unknown) => {
        opening.current = false;
        toastError(messageOf(error), { id: 'palette' });
      },
    );
  }, [load]);

  // A layout effect: the shortcut works from the moment the shell is on screen. A passive effect
  // runs a task later when the shell comes in a transition (the router's first render), and a
  // Ctrl+K pressed in between was lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isPaletteShortcut(event, shortcut)) {
        // The browser's own Ctrl+K (its search box) gives way on every screen.
        event.preventDefault();
        if (open) {
          opening.current = false;
          setOpen(false);
        }
        // Another dialog is asking something: the palette does not open over it.
        else if (!document.querySelector('[role="dialog"]')) onOpen();
      } else if (
        opening.current &&
        TYPED_AHEAD.test(event.key) &&
        !event.ctrlKey &&
        !event.metaKey
      ) {
        const search = document.querySelector<HTMLInputElement>(PALETTE_SEARCH);
        if (search) {
          // The palette is on screen: this key and the next land in its search box.
          opening.current = false;
          if (document.activeElement !== search) search.focus();
        } else {
          // Nothing reaches the page meanwhile: Enter opens the best match once the palette is
          // there (a line break in what it is handed), Backspace unsays, Escape calls it off.
          event.preventDefault();
          const { key } = event;
          if (key === 'Escape') opening.current = false;
          setTypedAhead((typed) =>
            key === 'Backspace'
              ? typed.slice(0, -1)
              : typed + (key === 'Enter' ? '\n' : key === 'Escape' ? '' : key),
          );
        }
      } else if (event.key === 'Control' || event.key === 'Meta') {
        onIntent();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcut, open, onOpen, onIntent]);

  return {
    Host,
    open,
    typedAhead,
    close: () => {
      opening.current = false;
      setOpen(false);
    },
    trigger: { shortcut, onOpen, onIntent },
  };
}

/**
 * Asks the leave guards on screen. Their module loads with the first guard (and stays out of the
 * first download): when it cannot be loaded now, no guard was ever on screen to ask.
 */
const confirmSignOut = (pathname: string) =>
  import('@/components/leave-guard/leave-guard').then(
    ({ confirmLeaving }) => confirmLeaving(pathname),
    () => true,
  );

export function Shell({
  children,
  ...layout
}: Omit<ComponentProps<typeof AppLayout>, 'badges' | 'palette'>) {
  const client = useQueryClient();
  // A save in another tab of the same user invalidates what it changed here (and ours there).
  useEffect(() => connectCacheSync(client), [client]);
  const pending = usePendingReviewCount(layout.roles);
  const palette = useCommandPalette();
  useRouteIntent();
  const { Host } = palette;
  const { count } = pending;
  const { pathname } = useLocation();
  // FORM-LEAVE-GUARD: signing out leaves the page, so unsaved work on it is asked about first
  // (a return from a sign-in as a user keeps the user's drafts: nothing to ask).
  const onLogout = () =>
    void (layout.impersonation ? Promise.resolve(true) : confirmSignOut(pathname)).then(
      (leave) => leave && layout.onLogout(),
    );
  const badges: NavBadges | undefined = count
    ? { reviews: { count, label: `${count} pending` } }
    : undefined;
  return (
    <>
      <AppLayout {...layout} onLogout={onLogout} badges={badges} palette={palette.trigger}>
        {children}
      </AppLayout>
      {/* Outside the screen's <main>: the screen's own live regions stay the only ones there. */}
      <OfflineBanner />
      <SaveOutcomeBanner />
      <SessionClockHost onSignOut={onLogout} />
      {pending.counter}
      {Host ? (
        <Host
          open={palette.open}
          initialQuery={palette.typedAhead}
          onClose={palette.close}
          onSignOut={onLogout}
        />
      ) : null}
    </>
  );
}
