// Demo mode answers the API from a service worker, started after the router is made: reads wait
// for it (src/main.tsx), or they would reach the static server. Elsewhere there is nothing to
// wait for. Apart from the reads' code (route-prefetch.ts) so the first load does not carry it.
let ready: Promise<unknown> = Promise.resolve();

/** Reads started from now on wait for `until` (settled either way). */
export function holdReadsUntil(until: Promise<unknown>): void {
  ready = until.catch(() => undefined);
}

/** Settles once reads may go out. */
export const apiReady = (): Promise<unknown> => ready;
