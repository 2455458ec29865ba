// The toasts themselves (spec section 8): error toasts are red with the heading Error, success
// toasts have the heading Success; both close by a button and by the configured timeout.
// Loaded only when a toast is first wanted or the user first acts (src/lib/toast.tsx): no
// screen's first paint needs react-hot-toast.
import { CheckCircleIcon, XCircleIcon, XMarkIcon } from '@heroicons/react/20/solid';
import toast, { Toaster, type Toast } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@/config/env';
import type { ToastRequest } from '@/lib/toast-queue';

function ToastCard({ t, request }: { t: Toast; request: ToastRequest }) {
  const isError = request.kind === 'error';
  const Icon = isError ? XCircleIcon : CheckCircleIcon;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full max-w-sm gap-3 rounded-lg border p-4 shadow-lg ${
        isError
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-green-200 bg-green-50 text-green-900'
      } ${t.visible ? 'opacity-100' : 'opacity-0'} transition-opacity`}
    >
      <Icon
        aria-hidden="true"
        className={`size-5 shrink-0 ${isError ? 'text-red-600' : 'text-green-600'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{isError ? 'Error' : 'Success'}</p>
        <p className="mt-1 text-sm break-words">{request.message}</p>
      </div>
      <button
        type="button"
        onClick={() => toast.dismiss(t.id)}
        className="shrink-0 rounded p-0.5 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
      >
        <span className="sr-only">Close notification</span>
        <XMarkIcon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

export function showToast(request: ToastRequest): void {
  toast.custom((t) => <ToastCard t={t} request={request} />, {
    id: request.id,
    duration: TOAST_DURATION_MS,
  });
}

export function ToastViewport() {
  return <Toaster position="top-right" containerStyle={{ top: 16, right: 16 }} />;
}
