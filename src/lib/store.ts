// The one store for state kept outside React (the session, a new version, the leave guards,
// held requests): a value, its listeners, and a hook that reads it with useSyncExternalStore.
import { useSyncExternalStore } from 'react';

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

/**
 * The store's value, or what `select` reads from it, re-rendering when that changes. `select`
 * must return the same value for the same state (a stored field, a boolean, a count).
 */
export function useStore<T>(store: Pick<Store<T>, 'get' | 'subscribe'>): T;
export function useStore<T, S>(
  store: Pick<Store<T>, 'get' | 'subscribe'>,
  select: (value: T) => S,
): S;
export function useStore<T, S>(
  store: Pick<Store<T>, 'get' | 'subscribe'>,
  select?: (value: T) => S,
): T | S {
  const read: () => T | S = select ? () => select(store.get()) : store.get;
  return useSyncExternalStore(store.subscribe, read, read);
}
