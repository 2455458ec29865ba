// The toasts' queue: what screens ask to toast before the toasts' code is there, kept until it
// is (then shown through it) or shown by the plain fallback when it cannot be fetched.
import type { ComponentType } from 'react';
import { createStore } from '@/lib/cache/store';

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

/** A request waiting for the code, with when it was asked for and a key for the fallback. */
export interface WaitingToast extends ToastRequest {
  key: number;
  at: number;
}

interface QueueOptions {
  /** How long a toast stays up: a request older than this is not shown late. */
  durationMs: number;
  now?: () => number;
}

/** The toast queue over a loader of the toasts' code (a parameter so that tests can fail it). */
export function createToasts(load: () => Promise<ToastCode>, options: QueueOptions) {
  const now = options.now ?? Date.now;
  let code: ToastCode | undefined;
  let loading: Promise<ToastCode> | undefined;
  let failed = false;
  let waiting: readonly WaitingToast[] = [];
  let nextKey = 0;
  // The store counts the changes of the variables above; the outlet reads them through it.
  const changes = createStore(0);
  const notify = () => changes.set(changes.get() + 1);

  function preload(): Promise<ToastCode> {
    loading ??= load().then(
      (loaded) => {
        code = loaded;
        failed = false;
        // Only what would still be on screen: a toast from long ago would say something stale.
        const fresh = waiting.filter((request) => now() - request.at < options.durationMs);
        waiting = [];
        for (const { kind, message, id } of fresh) loaded.showToast({ kind, message, id });
        notify();
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        failed = true;
        notify();
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
    const others = request.id ? waiting.filter((item) => item.id !== request.id) : waiting;
    waiting = [...others, { ...request, key: nextKey++, at: now() }];
    notify();
    preload().catch(() => {
      // Shown by the fallback meanwhile; the next toast or the `online` event tries again.
    });
  }

  return {
    show,
    preload,
    /** Loads the code again for what is still waiting (when the browser is back online). */
    retry: () => {
      if (waiting.length > 0) preload().catch(() => {});
    },
    /** Removes a waiting toast (its fallback was closed or timed out). */
    dismiss: (key: number) => {
      waiting = waiting.filter((item) => item.key !== key);
      notify();
    },
    subscribe: changes.subscribe,
    loaded: () => code,
    /** The toasts to show without the code: only once fetching it has failed. */
    fallback: () => (failed && !code ? waiting : NONE),
    waiting: () => waiting,
  };
}

const NONE: readonly WaitingToast[] = [];
