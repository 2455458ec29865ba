// AUTH-IMPERSONATION-BAR. While an admin is signed in as another user ("Sign in as"), every screen
// of the shell starts with this bar: who is signed in, the time left of the sign-in's 60 minutes
// (AUTH-IMPERSONATE-LIFETIME), and the way back to the admin (what logout does then).
import { useEffect, useState } from 'react';
import { timeLeftText } from '@/lib/session/session-clock';

export interface ImpersonationInfo {
  /** The impersonated user. */
  name: string;
  email: string;
  /** The admin who will be restored. */
  adminName: string;
  /** When the sign-in as the user ends (ISO 8601), if known. */
  endsAt?: string | undefined;
}

/** The time left until `endsAt`, read again every 15 seconds. */
function useTimeLeft(endsAt: string | undefined): number | null {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!endsAt) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const end = endsAt ? Date.parse(endsAt) : NaN;
  return Number.isFinite(end) ? Math.max(0, end - now) : null;
}

export function ImpersonationBar({
  impersonation: { name, email, adminName, endsAt },
  onReturn,
}: {
  impersonation: ImpersonationInfo;
  onReturn: () => void;
}) {
  const left = useTimeLeft(endsAt);
  return (
    <section
      aria-label="Impersonation"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6 lg:px-8"
    >
      {/* One line of text where it fits; long names and addresses wrap at any character. */}
      <p className="[overflow-wrap:anywhere]">
        Signed in as <strong className="font-semibold">{name}</strong> ({email}){' · '}
        {left !== null ? <span>Ends in {timeLeftText(left)} · </span> : null}
        <button
          type="button"
          onClick={onReturn}
          className="rounded py-0.5 font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          Return to {adminName}
        </button>
      </p>
    </section>
  );
}
