// The screens' code being loaded now, by a loader or an intent (route-prefetch.ts). Nothing in
// the console waits on the set; the test setup does, so a load a test started (a focus on a
// sidebar link warms that screen) ends within that test file, not in the next one's.
const loading = new Set<Promise<unknown>>();

/** `load`, counted among the screens' loads until it settles. */
export function trackScreenLoad<T>(load: Promise<T>): Promise<T> {
  loading.add(load);
  const forget = () => void loading.delete(load);
  load.then(forget, forget);
  return load;
}

/** Resolves once every screen load under way has settled. */
export async function screenLoadsSettled(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}
