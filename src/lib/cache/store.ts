// The one store for state kept outside React (the session, held requests, a new version, the
// leave guards, the toast queue): a value and its listeners. Components read it with useStore
// (src/lib/cache/use-store.ts), kept apart so that the boot script, which reads the session, does not
// take React into its chunk (the first load's bytes).
export interface Store<T> {
  get: () => T;
  /** Replaces the value and tells every listener (a value equal by Object.is tells nobody). */
  set: (value: T) => void;
  /** Calls `listener` after every change; returns its removal. */
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
