// The session's clock in the signed-in shell (AUTH-SESSION-LIFETIME): the clock itself is small
// and comes with the shell; the warning's dialog loads when it is due. A failed download of its
// code shows no warning, never an error in place of the screen: the end still comes, and the
// `Session expired` dialog keeps the screen (and the download is tried by the next page load).
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { SessionEndingProps } from '@/app/session-ending-dialog';
import { messageOf } from '@/lib/http/api-error';
import { useSessionClock } from '@/lib/session/session-clock';
import { refreshSession } from '@/lib/session/session-refresh';
import { useSession } from '@/lib/session/use-session';
import type { Session } from '@/types/api';

const NoWarning = (_props: SessionEndingProps): ReactNode => null;
const SessionEndingDialog = lazy(
  (): Promise<{ default: (props: SessionEndingProps) => ReactNode }> =>
    import('@/app/session-ending-dialog').catch(() => ({ default: NoWarning })),
);

export function SessionClockHost({ onSignOut }: { onSignOut: () => void }) {
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
  /** The end whose warning was put away (the absolute end's, once read). */
  const [dismissed, setDismissed] = useState<number | null>(null);
  if (warningLeft === null || !end || dismissed === end.at) return null;

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
  const dismiss = () => setDismissed(end.at);

  return (
    <Suspense fallback={null}>
      <SessionEndingDialog
        left={warningLeft}
        by={end.by}
        busy={busy}
        error={error}
        onStay={() => void stay()}
        onDismiss={dismiss}
        onSignOut={onSignOut}
      />
    </Suspense>
  );
}
