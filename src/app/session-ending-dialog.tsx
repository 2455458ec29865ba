// `Your session ends in 2 minutes` (AUTH-SESSION-LIFETIME): shown over the screen before the
// session's end, counting down. `Stay signed in` starts its idle time again (any key or click
// does too); before the absolute end, which nothing moves, it says so and offers `OK` instead.
// Past the end the `Session expired` dialog takes over, the screen and everything typed kept.
// Its code loads when the warning is due (src/app/session-clock-host.tsx), not with the shell.
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { sessionEndsText } from '@/lib/session/session-clock';

const STAY_SIGNED_IN = 'Stay signed in';

export interface SessionEndingProps {
  /** Milliseconds left. */
  left: number;
  /** 'idle': Stay signed in moves the end; 'end': the absolute end, which nothing moves. */
  by: 'idle' | 'end';
  busy: boolean;
  error: string | null;
  onStay: () => void;
  onDismiss: () => void;
  onSignOut: () => void;
}

export default function SessionEndingDialog({
  left,
  by,
  busy,
  error,
  onStay,
  onDismiss,
  onSignOut,
}: SessionEndingProps) {
  const idle = by === 'idle';
  return (
    <Modal
      open
      dismissible={false}
      onClose={() => undefined}
      busy={busy}
      title={sessionEndsText(left)}
      description={
        idle ? (
          <p>
            Nothing has happened here for a while. Stay signed in to go on; if the session ends,
            this page and what you typed stay, and you sign in again over it.
          </p>
        ) : (
          <p>
            Your session reaches its time limit and cannot be extended. This page and what you typed
            stay: you sign in again over it when asked.
          </p>
        )
      }
      error={error}
    >
      <div className="mt-6 flex flex-col gap-3">
        {idle ? (
          <Button onClick={onStay} loading={busy} autoFocus>
            {STAY_SIGNED_IN}
          </Button>
        ) : (
          <Button onClick={onDismiss} autoFocus>
            OK
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={onSignOut}>
          Sign out
        </Button>
      </div>
    </Modal>
  );
}
