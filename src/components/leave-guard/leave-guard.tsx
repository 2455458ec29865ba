// Leaving a page with unsaved work asks first: in-app navigation through the router's blocker
// (a dialog), closing or reloading the tab through the browser's own beforeunload prompt. Used
// by the wizards, the plain forms (the editor kit: src/components/form/editor.tsx) and a running
// upload. Several may be on screen at once (an upload inside a wizard's step), but a router
// holds one blocker: the first guard mounted holds it for all, and the dialog says what each of
// them would lose.
import { useEffect, useId, useLayoutEffect } from 'react';
import { useBlocker, useInRouterContext, useLocation } from 'react-router-dom';
import { isReloadingForUpdate } from '@/lib/versions/page-reload';
import { LazyPart } from '@/components/ui/lazy-part';
import { lazyComponent } from '@/lib/versions/lazy-component';
import { createStore } from '@/lib/cache/store';
import { useStore } from '@/lib/cache/use-store';

// Its own chunk and boundary (LazyPart): a failed download stays on the page, work kept.
const leaveDialog = lazyComponent(
  () => import('@/components/leave-guard/leave-dialog').then((module) => module.default),
  'leave question',
);

export interface LeaveGuardProps {
  /** Whether there is work that leaving would lose. */
  when: () => boolean;
  /** Runs when the user confirms leaving (e.g. drop the draft). */
  onLeave?: () => void;
  /** What leaving loses, in the dialog. */
  message: string;
  /** The work comes back after a reload (a wizard's draft): a reload for a new version does not ask. */
  keptOnReload?: boolean;
}

interface Guard {
  props: LeaveGuardProps;
  /**
   * The path of the page it guards. A screen stays on view for a moment after the router has
   * left it (the next screen loads first): its guards hold nothing then.
   */
  page?: string;
}

/** The guards on screen by id, in the order they were mounted. */
const guards = new Map<string, Guard>();
/** The id of the guard that holds the router's one blocker: the first mounted. */
const holderId = createStore<string | undefined>(undefined);
const changed = () => holderId.set(guards.keys().next().value);

/** A leave asked for outside the router (Log out): how to answer it once the user chooses. */
const askedLeave = createStore<((leave: boolean) => void) | null>(null);

/**
 * Asks `Leave without saving?` for a leave that is no navigation of the router (Log out), as a
 * held navigation does: resolves true at once when nothing on the page at `pathname` is unsaved,
 * else once the user chooses (true for `Leave`, after each guard's onLeave; false for Stay).
 */
export function confirmLeaving(pathname: string): Promise<boolean> {
  if (unsavedGuards(pathname).length === 0) return Promise.resolve(true);
  askedLeave.get()?.(false);
  return new Promise((resolve) => askedLeave.set(resolve));
}

/** The guards of the page at `pathname` with something to lose right now. */
function unsavedGuards(pathname: string): LeaveGuardProps[] {
  return [...guards.values()]
    .filter((guard) => (guard.page === undefined || guard.page === pathname) && guard.props.when())
    .map((guard) => guard.props);
}

export function LeaveGuard(props: LeaveGuardProps) {
  const id = useId();
  // Registered on mount (the holder may change), kept up to date with the latest props; before
  // any passive effect, so RoutedGuard's below finds it.
  useLayoutEffect(() => {
    const guard = guards.get(id);
    if (guard) {
      guard.props = props;
    } else {
      guards.set(id, { props });
      changed();
    }
  });
  useLayoutEffect(
    () => () => {
      guards.delete(id);
      changed();
    },
    [id],
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      const props = guards.get(id)?.props;
      if (props?.keptOnReload && isReloadingForUpdate()) return;
      if (props?.when()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [id]);

  const holder = useStore(holderId) === id;
  // Outside a router (a component rendered on its own) only the tab's prompt applies.
  return useInRouterContext() ? <RoutedGuard id={id} holder={holder} /> : null;
}

function RoutedGuard({ id, holder }: { id: string; holder: boolean }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const guard = guards.get(id);
    if (guard) guard.page = pathname;
  }, [id, pathname]);
  return holder ? <HeldNavigation /> : null;
}

/** The history entry a location's `Restore previous values` asks for (its navigation state). */
function restoreOf({ state }: { state: unknown }): unknown {
  return (state as { restore?: { entryId?: unknown } } | null)?.restore?.entryId;
}

/** The one blocker, for every guard on screen, and the question when it holds a navigation. */
function HeldNavigation() {
  const { pathname } = useLocation();
  // Changing only the search (the wizard's ?step=) stays on the page: not leaving. A restore
  // asked on the editor's own page (HIST-RESTORE) starts it afresh: leaving what was typed.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        (restoreOf(nextLocation) !== undefined &&
          restoreOf(nextLocation) !== restoreOf(currentLocation))) &&
      unsavedGuards(currentLocation.pathname).length > 0,
  );

  const asked = useStore(askedLeave);

  // The dialog's code loads only when a leave is actually held (most visits never ask).
  if (blocker.state !== 'blocked' && !asked) return null;
  const asking = unsavedGuards(pathname);
  const answer = (leave: boolean) => {
    if (leave) for (const guard of asking) guard.onLeave?.();
    if (blocker.state === 'blocked') {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
    askedLeave.set(null);
    asked?.(leave);
  };
  return (
    <LazyPart part={leaveDialog} onCancel={() => answer(false)}>
      <leaveDialog.Component
        messages={[...new Set(asking.map((guard) => guard.message))]}
        onStay={() => answer(false)}
        onLeave={() => answer(true)}
      />
    </LazyPart>
  );
}
