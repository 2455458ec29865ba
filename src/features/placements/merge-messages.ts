// What the batch wizard says about a re-imported export merged with colleagues' changes
// (BATCH-MERGE), and about a file without versions, which imports as before.
import { formatCount, formatDateTime } from '@/lib/text/format';

const placements = (count: number) => `${formatCount(count)} placement${count === 1 ? '' : 's'}`;
const lines = (count: number) => `${formatCount(count)} line${count === 1 ? '' : 's'}`;
/** A present-tense verb agreeing with a count: `1 line names`, `2 lines name`. */
const verb = (count: number, plural: string) => (count === 1 ? `${plural}s` : plural);

export const CHANGED_SINCE_EXPORT = 'Changed since your file was exported';
export const MERGE_LOADING = 'Comparing the file with changes since it was exported…';
export const MERGE_LOAD_FAILED = 'The changes since your file was exported could not be loaded.';
export const KEEP_ALL_MINE = 'Keep all mine';
export const TAKE_ALL_THEIRS = 'Take all theirs';

const when = (exportedAt: string | null) => (exportedAt ? ` (${formatDateTime(exportedAt)})` : '');

export function mergedSentence(count: number, exportedAt: string | null): string {
  return `Someone changed ${placements(count)} of your file since it was exported${when(exportedAt)}. Their changes are kept wherever your file left a field as it was.`;
}

export function conflictsSentence(count: number): string {
  return `${lines(count)} changed a field that someone else also changed. For each line, keep yours or take theirs: nothing is imported until every line has a choice.`;
}

export function conflictsLeft(count: number): string {
  return count === 0 ? 'Every conflict has a choice.' : `${formatCount(count)} left to decide.`;
}

/** The Launch check while a conflict has no choice (shown, and the launch waits for it). */
export function undecidedConflicts(count: number): string {
  return `Choose Keep mine or Take theirs for ${lines(count)} changed since your file was exported.`;
}

export function lostVersionsSentence(count: number): string {
  return `${lines(count)} ${verb(count, 'name')} a version the server no longer keeps: the import refuses them. Export the file again to update those placements.`;
}

export const NO_VERSIONS_NOTE =
  'This file has no placement versions (it was not made with Export CSV): each line replaces the values of the placement it names, including changes colleagues made since.';

/** At launch, the server had changed more placements than the Launch step showed. */
export function newConflictsAtLaunch(count: number): string {
  return `Since you opened Launch, someone changed placements of your file: ${lines(count)} now ${verb(count, 'need')} a choice.`;
}
