// One toast (ERR-TOAST-ERROR, ERR-TOAST-SUCCESS): error toasts are red with the heading Error,
// success toasts green with the heading Success; each closes by its button. Drawn by the toasts'
// code (with icons) and by the plain fallback when that code cannot be fetched (src/lib/toasts/toast.tsx).
import type { ReactNode } from 'react';
import type { ToastRequest } from '@/lib/toasts/toast-queue';

interface ToastCardProps {
  kind: ToastRequest['kind'];
  message: string;
  onClose: () => void;
  icon?: ReactNode;
  closeIcon?: ReactNode;
  className?: string;
}

export function ToastCard({
  kind,
  message,
  onClose,
  icon,
  closeIcon,
  className = '',
}: ToastCardProps) {
  const isError = kind === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full max-w-sm gap-3 rounded-lg border p-4 shadow-lg ${
        isError
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-green-200 bg-green-50 text-green-900'
      } ${className}`}
    >
      {icon}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{isError ? 'Error' : 'Success'}</p>
        <p className="mt-1 text-sm break-words">{message}</p>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="shrink-0 self-start rounded p-0.5 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
      >
        <span className="sr-only">Close notification</span>
        {closeIcon ?? (
          <span aria-hidden="true" className="block size-5 text-center leading-5">
            ×
          </span>
        )}
      </button>
    </div>
  );
}
