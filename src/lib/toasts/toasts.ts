// What screens and hooks call to toast (src/lib/toasts/toast.tsx shows them): the queue of the
// toasts' code, loaded on first use, and the error and success calls.
import { TOAST_DURATION_MS } from '@/config/env';
import { capMessage } from '@/lib/http/api-error';
import { createToasts } from '@/lib/toasts/toast-queue';

export type ToastQueue = ReturnType<typeof createToasts>;

export const toasts = createToasts(() => import('@/lib/toasts/toast-viewport'), {
  durationMs: TOAST_DURATION_MS,
});

export const preloadToasts = toasts.preload;

// ERR-MESSAGE-CAP: whatever a screen passes, a toast shows at most 300 characters.
export function toastError(message: string, options: { id?: string } = {}): void {
  toasts.show({ kind: 'error', message: capMessage(message), id: options.id });
}

export function toastSuccess(message: string, options: { id?: string } = {}): void {
  toasts.show({ kind: 'success', message: capMessage(message), id: options.id });
}
