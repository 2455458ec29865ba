// A part of a screen whose code fails to download, as a dropped network or a deploy makes it
// fail (ROUTE-PART-FAILS): the download goes through chunkLoader (src/lib/versions/lazy-component.ts),
// spied on here for the named part only; the others load. Restored when the test ends.
import { screen, within } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { chunkLoader, forgetLoadedParts } from '@/lib/versions/lazy-component';
import { draftStorage } from '@/lib/saving/draft-storage';
import { sessionOwner, sessionStore } from '@/lib/session/session';

export function failPart(part: string) {
  // A page that has not downloaded it yet (another test file of this worker may have).
  forgetLoadedParts();
  const real = chunkLoader.load.bind(chunkLoader);
  const spy = vi
    .spyOn(chunkLoader, 'load')
    .mockImplementation((load, name) =>
      name === part
        ? Promise.reject(
            new TypeError(
              `Failed to fetch dynamically imported module: http://localhost:3000/assets/${part.replace(/ /g, '-')}.js`,
            ),
          )
        : real(load, name),
    );
  onTestFinished(() => void spy.mockRestore());
  /** The network is back: the part downloads again (on Retry). */
  return { restore: () => spy.mockRestore() };
}

/**
 * A draft stored by an earlier version of the console, of format `version` (the forms are at
 * 1, so 0 is older), for the signed-in user.
 */
export function storeOlderDraft(key: string, values: Record<string, unknown>, version = 0) {
  const owner = sessionOwner(sessionStore.get());
  if (owner === null) throw new Error('sign in before storing a draft');
  draftStorage.write(owner, key, { version, values, visited: [] });
}

/** The signed-in user's stored draft of `key`, as the form stores it (any format). */
export function storedDraft(key: string) {
  const owner = sessionOwner(sessionStore.get());
  return owner === null ? null : draftStorage.readAnyVersion(owner, key);
}

/** The draft notice (a status region) that says `text`. */
export function draftNotice(text: string): HTMLElement {
  const found = screen
    .getAllByRole('status')
    .find((region) => within(region).queryByText(text) !== null);
  if (!found) throw new Error(`no draft notice says ${text}`);
  return found;
}
