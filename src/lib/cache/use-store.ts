// The one way a component reads state kept outside React: a store of src/lib/cache/store.ts or any
// other `{ get, subscribe }` source (the browser's connection, TanStack Query's saves), through
// React's useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import type { Store } from '@/lib/cache/store';

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
