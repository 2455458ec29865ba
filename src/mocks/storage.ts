// The demo persists to localStorage in the browser only. Under Vitest (mode `test`) every test
// starts from the fresh seed, so nothing is read or written even though jsdom has a storage.
export function storageAvailable(): boolean {
  return import.meta.env.MODE !== 'test' && typeof localStorage !== 'undefined';
}
