// `Your session ends in 2 minutes` (AUTH-SESSION-LIFETIME): shown over the screen before the
// session's end, counting down. `Stay signed in` starts its idle time again (any key or click
// does too); before the absolute end, which nothing moves, it says so instead. Past the end the
// `Session expired` dialog takes over, the screen and everything typed kept.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/http/api-error';
import { sessionEndsText, useSessionClock } from '@/lib/session/session-clock';
import { refreshSession } from '@/lib/session/session-refresh';
import { useSession } from '@/lib/session/use-session';
import type { Session } from '@/types/api';

export const STAY_SIGNED_IN = 'Stay signed in';

export function SessionEndingDialog({ onSignOut }: { onSignOut: () => void }) {
  const session = useSession();
  // Keyed by the token: a new session starts its clock afresh.
  return session ? (
    <SessionClock key={session.token} session={session} onSignOut={onSignOut} />
  ) : null;
}

function SessionClock({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const { end, warningLeft } = useSessionClock(session);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The absolute end's warning, once read: it has nothing to offer but the news. */
  const [seenEnd, setSeenEnd] = useState<number | null>(null);
  if (warningLeft === null || !end || seenEnd === end.at) return null;

  const stay = async () => {
    setBusy(true);
    setError(null);
    try {
      await refreshSession();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const idle = end.by === 'idle';
  return (
    <Modal
      open
      dismissible={false}
      onClose={() => undefined}
      busy={busy}
      title={sessionEndsText(warningLeft)}
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
          <Button onClick={() => void stay()} loading={busy} autoFocus>
            {STAY_SIGNED_IN}
          </Button>
        ) : (
          <Button onClick={() => setSeenEnd(end.at)} autoFocus>
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
