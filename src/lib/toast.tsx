// What screens call to toast (spec section 8), without react-hot-toast in any first load: the
// toasts' code (src/lib/toast-viewport.tsx) loads when the user first presses a key or a
// pointer (a save or a copy may follow) or when a toast is wanted before that (a failed load).
// A toast asked for before its code is there waits and shows once it is; if the code cannot
// be fetched (offline), it waits for the next toast or for the connection to come back, while
// the screen's own inline error state says what failed.
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';

export interface ToastRequest {
  kind: 'error' | 'success';
  message: string;
  /** Toasts with one id show once, however many calls ask for them. */
  id?: string;
}

export interface ToastCode {
  showToast: (request: ToastRequest) => void;
  ToastViewport: ComponentType;
}

/** The toast queue over a loader of the toasts' code (a parameter so that tests can fail it). */
export function createToasts(load: () => Promise<ToastCode>) {
  let code: ToastCode | undefined;
  let loading: Promise<ToastCode> | undefined;
  const waiting: ToastRequest[] = [];
  const listeners = new Set<() => void>();

  function preload(): Promise<ToastCode> {
    loading ??= load().then(
      (loaded) => {
        code = loaded;
        for (const request of waiting.splice(0)) loaded.showToast(request);
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  function show(request: ToastRequest): void {
    if (code) {
      code.showToast(request);
      return;
    }
    waiting.push(request);
    preload().catch(() => {
      // Kept in `waiting`: the next toast or the `online` event tries again.
    });
  }

  return {
    show,
    preload,
    /** Loads the code again for what is still waiting (when the browser is back online). */
    retry: () => {
      if (waiting.length > 0) preload().catch(() => {});
    },
    waitingCount: () => waiting.length,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loaded: () => code,
  };
}

const toasts = createToasts(() => import('@/lib/toast-viewport'));

export const preloadToasts = toasts.preload;

export function toastError(message: string, options: { id?: string } = {}): void {
  toasts.show({ kind: 'error', message, id: options.id });
}

export function toastSuccess(message: string, options: { id?: string } = {}): void {
  toasts.show({ kind: 'success', message, id: options.id });
}

/** Where toasts show (rendered once, by the app provider): nothing until their code is there. */
export function ToastOutlet() {
  const code = useSyncExternalStore(toasts.subscribe, toasts.loaded, () => undefined);
  useEffect(() => {
    if (code) return;
    const load = () => void toasts.preload().catch(() => {});
    const options = { capture: true, once: true, passive: true };
    window.addEventListener('pointerdown', load, options);
    window.addEventListener('keydown', load, options);
    return () => {
      window.removeEventListener('pointerdown', load, options);
      window.removeEventListener('keydown', load, options);
    };
  }, [code]);
  useEffect(() => {
    window.addEventListener('online', toasts.retry);
    return () => window.removeEventListener('online', toasts.retry);
  }, []);
  return code ? <code.ToastViewport /> : null;
}
