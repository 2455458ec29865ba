// The leave guards on screen (src/components/leave-guard/leave-guard.tsx), in a module of its own
// so the shell's Log out can ask them (confirmLeaving) without loading the guard or its dialog.
import { createStore } from '@/lib/cache/store';

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
export const guards = new Map<string, Guard>();
/** The id of the guard that holds the router's one blocker: the first mounted. */
export const holderId = createStore<string | undefined>(undefined);
export const changed = () => holderId.set(guards.keys().next().value);

/** A leave asked for outside the router (Log out): how to answer it once the user chooses. */
export const askedLeave = createStore<((leave: boolean) => void) | null>(null);

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
export function unsavedGuards(pathname: string): LeaveGuardProps[] {
  return [...guards.values()]
    .filter((guard) => (guard.page === undefined || guard.page === pathname) && guard.props.when())
    .map((guard) => guard.props);
}
