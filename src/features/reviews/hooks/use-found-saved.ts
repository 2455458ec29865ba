// MANY-OUTCOME for a dialog whose save lost its reply: the outcome check runs after the failure
// (src/lib/saving/save-request.ts) and says `Saved.` in the shell; the dialog then closes as after
// a success, instead of offering to send a saved decision again.
import { useEffect, useRef } from 'react';
import { saveOutcome } from '@/lib/saving/save-request';
import { isOutcomeUnknown } from '@/lib/http/api-error';

/**
 * `sent()` before a save's request; `failed(error, onSaved)` after it fails. When the reply was
 * lost, `onSaved` runs once the shell's outcome, said since `sent()`, is `Saved.`. Nothing runs
 * after `stop()` (a new attempt, the dialog closed) or once the component is gone.
 */
export function useFoundSaved() {
  const before = useRef(saveOutcome.get());
  const stopWatch = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWatch.current?.(), []);

  const stop = () => {
    stopWatch.current?.();
    stopWatch.current = null;
  };
  const sent = () => {
    stop();
    before.current = saveOutcome.get();
  };
  const failed = (error: unknown, onSaved: () => void) => {
    stop();
    if (!isOutcomeUnknown(error)) return;
    // The outcome is said once: the first one after the request stops the watch.
    const check = () => {
      const said = saveOutcome.get();
      if (said === before.current) return;
      stop();
      if (said?.saved) onSaved();
    };
    stopWatch.current = saveOutcome.subscribe(check);
    check();
  };
  return { sent, failed, stop };
}
