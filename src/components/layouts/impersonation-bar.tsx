// AUTH-IMPERSONATION-BAR. While an admin is signed in as another user ("Sign in as"), every screen
// of the shell starts with this bar: who is signed in, and the way back to the admin (what logout
// does then).

export interface ImpersonationInfo {
  /** The impersonated user. */
  name: string;
  email: string;
  /** The admin who will be restored. */
  adminName: string;
}

export function ImpersonationBar({
  impersonation: { name, email, adminName },
  onReturn,
}: {
  impersonation: ImpersonationInfo;
  onReturn: () => void;
}) {
  return (
    <section
      aria-label="Impersonation"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6 lg:px-8"
    >
      {/* One line of text where it fits; long names and addresses wrap at any character. */}
      <p className="[overflow-wrap:anywhere]">
        Signed in as <strong className="font-semibold">{name}</strong> ({email}){' · '}
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
