// The toasts' code: react-hot-toast and the icons. Loaded only when a toast is first wanted or
// the user first acts (src/lib/toasts/toast.tsx): no screen's first paint needs it.
// First: goober's style sheet, ready before react-hot-toast's module runs (SEC-TRUSTED-TYPES).
import '@/lib/toasts/toast-style-sheet';
import { CheckCircleIcon, XCircleIcon, XMarkIcon } from '@heroicons/react/20/solid';
import toast, { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@/config/env';
import { ToastCard } from '@/lib/toasts/toast-card';
import type { ToastRequest } from '@/lib/toasts/toast-queue';

export function showToast(request: ToastRequest): void {
  const isError = request.kind === 'error';
  const Icon = isError ? XCircleIcon : CheckCircleIcon;
  toast.custom(
    (t) => (
      <ToastCard
        kind={request.kind}
        message={request.message}
        onClose={() => toast.dismiss(t.id)}
        icon={
          <Icon
            aria-hidden="true"
            className={`size-5 shrink-0 ${isError ? 'text-red-600' : 'text-green-600'}`}
          />
        }
        closeIcon={<XMarkIcon aria-hidden="true" className="size-5" />}
        className={`${t.visible ? 'opacity-100' : 'opacity-0'} transition-opacity`}
      />
    ),
    { id: request.id, duration: TOAST_DURATION_MS },
  );
}

export function ToastViewport() {
  return <Toaster position="top-right" containerStyle={{ top: 16, right: 16 }} />;
}
