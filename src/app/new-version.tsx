// The notice of a new version (ROUTE-NEW-VERSION): code failed to load and index.html names
// other files than the running page's (src/lib/versions/app-version.ts). A screen that could not load
// shows it in its own place; anything else (a wizard's step, a lazy bar) gets the banner, which
// can be dismissed. Reload keeps drafts and waits for a save on its way (src/lib/versions/page-reload.ts,
// ROUTE-RELOAD-KEEPS-DRAFTS).
import { useLayoutEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { newVersion } from '@/lib/versions/app-version';
import { reloadKeepingDrafts } from '@/lib/versions/page-reload';
import { useStore } from '@/lib/cache/use-store';
import { queryClient } from '@/lib/cache/query-client';

export const NEW_VERSION_TITLE = 'A new version of Marquee is available';
const NEW_VERSION_DETAIL = 'Reload to use it. What you have typed in a wizard is kept.';
export const RELOAD_AFTER_SAVE = 'Reloading as soon as your save is done…';

export function useNewVersion() {
  return useStore(newVersion);
}

/** Whether a save is on its way, read from TanStack Query's mutation cache. */
const saves = {
  subscribe: (onChange: () => void) => queryClient.getMutationCache().subscribe(onChange),
  get: () => queryClient.isMutating() > 0,
};

function NewVersionMessage({ onDismiss }: { onDismiss?: () => void }) {
  const saving = useStore(saves);
  const [reloading, setReloading] = useState(false);
  return (
    <>
      <p className="text-sm font-semibold text-gray-900">{NEW_VERSION_TITLE}</p>
      <p className="mt-1 text-sm text-gray-700">
        {reloading && saving ? RELOAD_AFTER_SAVE : NEW_VERSION_DETAIL}
      </p>
      <div className="mt-3 flex justify-center gap-3">
        <Button
          loading={reloading}
          onClick={() => {
            setReloading(true);
            // Stay on a leave prompt: Reload and Dismiss work again.
            reloadKeepingDrafts(queryClient, () => setReloading(false));
          }}
        >
          Reload
        </Button>
        {onDismiss ? (
          <Button variant="secondary" onClick={onDismiss} disabled={reloading}>
            Dismiss
          </Button>
        ) : null}
      </div>
    </>
  );
}

/** In place of a screen whose code is gone: no Retry (it would fail forever), and no Dismiss. */
export function NewVersionInline() {
  // Before paint: the banner never shows for a moment on top of the screen that says it.
  useLayoutEffect(() => newVersion.showInline(), []);
  return (
    <div role="alert" className="rounded-lg border border-gray-200 bg-white px-6 py-8 text-center">
      <NewVersionMessage />
    </div>
  );
}

/**
 * Over every screen, once a new version is known, unless a screen already says it. The live
 * region is always there, so the notice is announced when it appears. Below lg it sits under
 * the top bar (h-14 in app-layout.tsx), never over its Open menu.
 */
export function NewVersionBanner() {
  const { available, dismissed, inline } = useNewVersion();
  const shown = available && !dismissed && inline === 0;
  return (
    <div
      role="status"
      className={
        shown ? 'fixed inset-x-0 top-[4.5rem] z-50 flex justify-center px-4 lg:top-4' : 'sr-only'
      }
    >
      {shown ? (
        <div className="max-w-md rounded-lg bg-white px-5 py-4 text-center shadow-lg ring-1 ring-gray-200">
          <NewVersionMessage onDismiss={newVersion.dismiss} />
        </div>
      ) : null}
    </div>
  );
}
