// MANY-OUTCOME: what the server said of a save whose answer was lost (src/api/requests.ts):
// `Saved. Open it`, with a link to the record, or `Not saved. Try again`. Over every screen,
// since the form stays as it was (what was typed is kept), until dismissed, opened or saved.
import { Link } from 'react-router-dom';
import { saveOutcome } from '@/api/requests';
import { sessionOwner } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';
import { useStore } from '@/lib/cache/use-store';

// The words of MANY-OUTCOME, here only: the first screen's code need not carry them.
export const SAVED_OUTCOME_MESSAGE = 'Saved.';
export const OPEN_SAVED_LABEL = 'Open it';
export const NOT_SAVED_OUTCOME_MESSAGE = 'Not saved. Try again';
const DISMISS_OUTCOME_LABEL = 'Dismiss';

const dismiss = () => saveOutcome.set(null);

/** The live region is always there, so the outcome is announced when it arrives. */
export function SaveOutcomeBanner() {
  const said = useStore(saveOutcome);
  const owner = sessionOwner(useSession());
  // Another person signed in in this tab since: it is not theirs to open.
  const outcome = said && said.owner === owner ? said : null;
  return (
    <div
      role="status"
      className={outcome ? 'fixed inset-x-0 top-4 z-40 flex justify-center px-4' : 'sr-only'}
    >
      {outcome ? (
        <p
          className={`flex max-w-xl items-center gap-3 rounded-md border px-4 py-2 text-sm shadow-md ${
            outcome.saved
              ? 'border-green-300 bg-green-50 text-green-900'
              : 'border-amber-300 bg-amber-50 text-amber-900'
          }`}
        >
          <span>
            {outcome.saved ? SAVED_OUTCOME_MESSAGE : NOT_SAVED_OUTCOME_MESSAGE}
            {outcome.saved && outcome.to ? (
              <>
                {' '}
                <Link to={outcome.to} onClick={dismiss} className="font-semibold underline">
                  {OPEN_SAVED_LABEL}
                </Link>
              </>
            ) : null}
          </span>
          <button
            type="button"
            onClick={dismiss}
            className="rounded px-1.5 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
          >
            {DISMISS_OUTCOME_LABEL}
          </button>
        </p>
      ) : null}
    </div>
  );
}
