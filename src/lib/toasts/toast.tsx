// What screens call to toast (ERR-TOAST-DURATION, ERR-TOAST-LAZY), without react-hot-toast in any
// first load: the toasts' code (src/lib/toasts/toast-viewport.tsx) loads when the user first presses a key
// or a pointer (a save or a copy may follow) or when a toast is wanted before that (a failed load).
// A toast asked for before its code is there waits and shows once it is. If the code cannot be
// fetched (offline, or an old tab after a deploy), a plain toast with the same heading, role and
// Close button shows it instead, and the next toast or the `online` event tries again.
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '@/config/env';
import { useStore } from '@/lib/cache/use-store';
import { ToastCard } from '@/lib/toasts/toast-card';
import type { WaitingToast } from '@/lib/toasts/toast-queue';
import { toasts, type ToastQueue } from '@/lib/toasts/toasts';
import { whenIdle } from '@/lib/when-idle';

// The calls live in toasts.ts (hooks import them there, no component module); said here too for
// the screens and the shell that import them with the outlet.
export { preloadToasts, toastError, toastSuccess } from '@/lib/toasts/toasts';

function FallbackToast({ queue, request }: { queue: ToastQueue; request: WaitingToast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => queue.dismiss(request.key), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [queue, request.key]);
  return (
    <ToastCard
      kind={request.kind}
      message={request.message}
      onClose={() => queue.dismiss(request.key)}
    />
  );
}

/** Where toasts show (rendered once, by the app provider; `queue` for tests). */
export function ToastOutlet({ queue = toasts }: { queue?: ToastQueue }) {
  const code = useStore({ subscribe: queue.subscribe, get: queue.loaded });
  const fallback = useStore({ subscribe: queue.subscribe, get: queue.fallback });
  useEffect(() => {
    if (code) return;
    // The first press usually starts a navigation: its screen's code goes first, the toasts'
    // once the page is idle.
    const load = () => whenIdle(() => void queue.preload().catch(() => {}), 1000);
    const options = { capture: true, once: true, passive: true };
    window.addEventListener('pointerdown', load, options);
    window.addEventListener('keydown', load, options);
    return () => {
      window.removeEventListener('pointerdown', load, options);
      window.removeEventListener('keydown', load, options);
    };
  }, [code, queue]);
  useEffect(() => {
    window.addEventListener('online', queue.retry);
    return () => window.removeEventListener('online', queue.retry);
  }, [queue]);
  if (code) return <code.ToastViewport />;
  if (fallback.length === 0) return null;
  return (
    <div className="fixed top-4 right-4 z-[9999] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2">
      {fallback.map((request) => (
        <FallbackToast key={request.key} queue={queue} request={request} />
      ))}
    </div>
  );
}
