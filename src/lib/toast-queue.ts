// The toasts' queue: what screens ask to toast before the toasts' code is there, kept until it
// is (then shown through it) or shown by the plain fallback when it cannot be fetched.
import type { ComponentType } from 'react';
import { createStore } from '@/lib/store';

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

interface ToastState {
  code: ToastCode | undefined;
  /** Fetching the code failed (and has not succeeded since): the fallback shows what waits. */
  failed: boolean;
  waiting: readonly WaitingToast[];
}

/** The toast queue over a loader of the toasts' code (a parameter so that tests can fail it). */
export function createToasts(load: () => Promise<ToastCode>, options: QueueOptions) {
  const now = options.now ?? Date.now;
  const state = createStore<ToastState>({ code: undefined, failed: false, waiting: [] });
  const update = (change: Partial<ToastState>) => state.set({ ...state.get(), ...change });
  let loading: Promise<ToastCode> | undefined;
  let nextKey = 0;

  function preload(): Promise<ToastCode> {
    loading ??= load().then(
      (code) => {
        // Only what would still be on screen: a toast from long ago would say something stale.
        const fresh = state.get().waiting.filter((item) => now() - item.at < options.durationMs);
        update({ code, failed: false, waiting: [] });
        for (const { kind, message, id } of fresh) code.showToast({ kind, message, id });
        return code;
      },
      (error: unknown) => {
        loading = undefined;
        update({ failed: true });
        throw error;
      },
    );
    return loading;
  }

  function show(request: ToastRequest): void {
    const { code, waiting } = state.get();
    if (code) {
      code.showToast(request);
      return;
    }
    const others = request.id ? waiting.filter((item) => item.id !== request.id) : waiting;
    update({ waiting: [...others, { ...request, key: nextKey++, at: now() }] });
    preload().catch(() => {
      // Shown by the fallback meanwhile; the next toast or the `online` event tries again.
    });
  }

  return {
    show,
    preload,
    /** Loads the code again for what is still waiting (when the browser is back online). */
    retry: () => {
      if (state.get().waiting.length > 0) preload().catch(() => {});
    },
    /** Removes a waiting toast (its fallback was closed or timed out). */
    dismiss: (key: number) => {
      update({ waiting: state.get().waiting.filter((item) => item.key !== key) });
    },
    /** The code once loaded, what waits for it, and whether fetching it failed. */
    state,
  };
}

const NONE: readonly WaitingToast[] = [];
/** The toasts to show without the code: only once fetching it has failed. */
export const fallbackOf = ({ code, failed, waiting }: ToastState) =>
  failed && !code ? waiting : NONE;
