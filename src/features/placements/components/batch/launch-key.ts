// The batch import's `Idempotency-Key` (BATCH-LAUNCH-KEY, after MANY-SAVE-KEY):
// one key per launch, kept while the user retries the same confirmed request (a lost reply, a
// 504, a network error: the server answers a repeat with the first answer, so no second job
// runs), renewed after a definite answer or once the file or the options change. The file is not
// kept across a reload (it is not in the draft), so neither is its key: a launch after a reload
// sends a new file, and with it a new request. What counts as a definite answer is the one rule
// of every save (isDefiniteRefusal in src/lib/saving/save-key.ts).
import { newUuid } from '@/lib/text/ids';

export interface LaunchAttempt<F> {
  /** The checked file the request was built from (a new object after any edit). */
  file: F;
  /** The rest of the request: the options, the defaults and the confirmed deleteIds. */
  options: string;
  key: string;
}

/** The held attempt's key when the request is the same one, else a new key for this request. */
export function launchAttempt<F>(
  held: LaunchAttempt<F> | null,
  file: F,
  options: unknown,
): LaunchAttempt<F> {
  const text = JSON.stringify(options);
  if (held && held.file === file && held.options === text) return held;
  return { file, options: text, key: newUuid() };
}
