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
import { useStore } from '@/lib/cache/use-store';
import {
  askedLeave,
  changed,
  guards,
  holderId,
  unsavedGuards,
  type LeaveGuardProps,
} from '@/components/leave-guard/leave-registry';

// Its own chunk and boundary (LazyPart): a failed download stays on the page, work kept.
const leaveDialog = lazyComponent(
  () => import('@/components/leave-guard/leave-dialog').then((module) => module.default),
  'leave question',
);

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

/** The one blocker, for every guard on screen, and the question when it holds a navigation. */
function HeldNavigation() {
  const { pathname } = useLocation();
  // Changing only the search (the wizard's ?step=) stays on the page: not leaving.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
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
