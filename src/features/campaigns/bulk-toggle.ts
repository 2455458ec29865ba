// Bulk Activate and Pause on /campaigns, the pure part: which selected campaigns a bulk action
// sends a toggle for, and the summary that follows (`3 paused, 1 failed: {name}: {message}`).
import type { ToggleCampaignsOutcome } from '@/api/campaigns';
import { messageOf } from '@/lib/api-error';
import type { Campaign } from '@/types/api';

export type BulkAction = 'activate' | 'pause';

export const BULK_ACTION_LABEL: Record<BulkAction, string> = {
  activate: 'Activate',
  pause: 'Pause',
};

const DONE: Record<BulkAction, string> = { activate: 'activated', pause: 'paused' };
const STILL: Record<BulkAction, string> = {
  activate: 'Still paused after the toggle',
  pause: 'Still active after the toggle',
};

/** isPublished once the action is done. */
const target = (action: BulkAction) => action === 'activate';

/**
 * The campaigns the action toggles: those among `ids` not yet in the action's state (the toggle
 * flips, so one already paused is left alone by Pause), in the list's order.
 */
export function toggleTargets(
  campaigns: readonly Pick<Campaign, 'id' | 'isPublished'>[],
  ids: ReadonlySet<string>,
  action: BulkAction,
): string[] {
  return campaigns
    .filter((c) => ids.has(c.id) && c.isPublished !== target(action))
    .map((c) => c.id);
}

export interface BulkFailure {
  id: string;
  name: string;
  message: string;
}

export interface BulkResult {
  action: BulkAction;
  /** Campaigns whose reply put them in the action's state. */
  done: string[];
  failed: BulkFailure[];
}

/**
 * Each campaign as its own reply has it: a failed request is a failure, and so is a reply that
 * leaves the campaign out of the action's state (it had changed since the list was loaded; the
 * toggle flipped it back, and a retry flips it again).
 */
export function bulkResult(
  action: BulkAction,
  outcome: ToggleCampaignsOutcome,
  nameOf: (id: string) => string,
): BulkResult {
  const done = outcome.toggled.filter((t) => t.isPublished === target(action)).map((t) => t.id);
  const failed = [
    ...outcome.failed.map(({ id, error }) => ({ id, name: nameOf(id), message: messageOf(error) })),
    ...outcome.toggled
      .filter((t) => t.isPublished !== target(action))
      .map(({ id }) => ({ id, name: nameOf(id), message: STILL[action] })),
  ];
  return { action, done, failed };
}

/** `3 paused`, or `3 paused, 1 failed: {name}: {message}` (failures joined with `; `). */
export function bulkSummary({ action, done, failed }: BulkResult): string {
  const head = `${done.length} ${DONE[action]}`;
  if (failed.length === 0) return head;
  const reasons = failed.map((f) => `${f.name}: ${f.message}`).join('; ');
  return `${head}, ${failed.length} failed: ${reasons}`;
}
