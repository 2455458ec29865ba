// The design system's modal dialog (Headless UI Dialog: focus trapped inside, Escape and the backdrop
// close it) for a question or a one-field form. While its request runs it cannot be closed, so
// a decision is never left half-seen. Full width, less the page margin, on a phone. A failed
// request is also said inside the dialog: while a modal is open the rest of the page, the
// toasts included, is hidden from assistive technology (and inert).
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';

export function Modal({
  open,
  onClose,
  busy = false,
  dismissible = true,
  title,
  description,
  error,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** A request is running: Escape, the backdrop and Cancel do nothing. */
  busy?: boolean;
  /** False: Escape and a click outside do nothing; only the dialog's own buttons close it. */
  dismissible?: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** Why the last request failed. */
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={() => (busy || !dismissible ? undefined : onClose())}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-gray-900/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel className="w-full max-w-md min-w-0 rounded-lg bg-white p-6 shadow-xl">
            <DialogTitle className="text-lg font-semibold [overflow-wrap:anywhere] text-gray-900">
              {title}
            </DialogTitle>
            {description ? (
              <Description as="div" className="mt-2 text-sm [overflow-wrap:anywhere] text-gray-700">
                {description}
              </Description>
            ) : null}
            {error ? (
              <p
                role="alert"
                className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm [overflow-wrap:anywhere] text-red-800"
              >
                {error}
              </p>
            ) : null}
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

/** Cancel and the confirming button at the foot of a Modal (stacked on a phone). */
export function ModalActions({
  onCancel,
  busy,
  confirmLabel,
  confirmVariant = 'primary',
  onConfirm,
}: {
  onCancel: () => void;
  busy: boolean;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  /** Without it the confirming button submits the enclosing form. */
  onConfirm?: () => void;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={confirmVariant}
        loading={busy}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </div>
  );
}

/** A yes-or-no question whose yes runs a request; it stays open if the request fails. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  confirmVariant = 'primary',
  busy,
  error,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      title={title}
      description={description}
      error={error}
    >
      <ModalActions
        onCancel={onClose}
        busy={busy}
        confirmLabel={confirmLabel}
        confirmVariant={confirmVariant}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}
