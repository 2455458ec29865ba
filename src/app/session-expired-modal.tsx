// The `Session expired` dialog's frame, for both its forms (signing in again, and the return to
// the admin after a sign-in as a user): it closes only through its own buttons (AUTH-EXPIRED-CLOSE),
// and a failed sign-in is said inside it, the page and its toasts being inert behind it.
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { SESSION_EXPIRED_TITLE } from '@/lib/session/session-expiry';

export function SessionExpiredModal({
  busy,
  error,
  description,
  children,
}: {
  busy: boolean;
  error: string | null;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      dismissible={false}
      onClose={() => undefined}
      busy={busy}
      title={SESSION_EXPIRED_TITLE}
      description={description}
      error={error}
    >
      {children}
    </Modal>
  );
}
