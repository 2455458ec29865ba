// Bulk Activate and Pause on /campaigns (CMP-BULK-TOGGLE), the pure part: the state each action
// sets, and the summary that follows (`2 paused, 1 already paused, 1 failed: {name}: {message}`).
import { ToggleStateError, type SetStatesOutcome } from '@/api/toggle-state';
import { messageOf } from '@/lib/http/api-error';
import { campaignStill } from '@/features/campaigns/messages';

export type BulkAction = 'activate' | 'pause';

export const BULK_ACTION_LABEL: Record<BulkAction, string> = {
  activate: 'Activate',
  pause: 'Pause',
};

const DONE: Record<BulkAction, string> = { activate: 'activated', pause: 'paused' };
const ALREADY: Record<BulkAction, string> = {
  activate: 'already active',
  pause: 'already paused',
};

/** The isPublished an action sets: Activate sets active, Pause sets paused. */
export const targetState = (action: BulkAction) => action === 'activate';

/** `ids` (a set) in the list's order: the campaigns an action or a retry reads and sets. */
export function inListOrder(
  campaigns: readonly { id: string }[],
  ids: ReadonlySet<string>,
): string[] {
  return campaigns.filter((c) => ids.has(c.id)).map((c) => c.id);
}

export interface BulkFailure {
  id: string;
  name: string;
  message: string;
}

export interface BulkResult {
  action: BulkAction;
  /** Campaigns the action flipped into its state. */
  done: string[];
  /** Campaigns found already in the action's state when read: not flipped (someone set them). */
  already: string[];
  failed: BulkFailure[];
}

/** A campaign still in the other state after its correction says so; any other failure its message. */
function failureMessage(error: unknown): string {
  return error instanceof ToggleStateError ? campaignStill(error.state) : messageOf(error);
}

/** Each campaign as the server reported it: set, already so, or failed (with why). */
export function bulkResult(
  action: BulkAction,
  outcome: SetStatesOutcome,
  nameOf: (id: string) => string,
): BulkResult {
  return {
    action,
    done: outcome.done,
    already: outcome.already,
    failed: outcome.failed.map(({ id, error }) => ({
      id,
      name: nameOf(id),
      message: failureMessage(error),
    })),
  };
}

/**
 * `3 paused`, then `, 1 already paused` when some were, then `, 1 failed: {name}: {message}`
 * (failures joined with `; `).
 */
export function bulkSummary({ action, done, already, failed }: BulkResult): string {
  const parts = [`${done.length} ${DONE[action]}`];
  if (already.length > 0) parts.push(`${already.length} ${ALREADY[action]}`);
  if (failed.length > 0) {
    const reasons = failed.map((f) => `${f.name}: ${f.message}`).join('; ');
    parts.push(`${failed.length} failed: ${reasons}`);
  }
  return parts.join(', ');
}
