// Bulk Activate and Pause over the selected campaigns the filters show. The bar stands above the
// table from the first paint, `0 selected` with its buttons off, so a selection never moves the
// rows under the pointer; the run's status and summary are said in the bar itself. Activate sets
// active, Pause sets paused: each campaign is read first and toggled only if the server has it in
// the other state (the cached list may be old), at most 4 at a time; each row takes every state
// the server reports as it comes (src/api/campaigns.ts). Then the summary, `2 paused, 1 already paused,
// 1 failed: {name}: {message}`, with `Retry failed`. Campaigns now in the action's state leave
// the selection, failed ones stay in it.
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useSetCampaignsPublished } from '@/api/campaigns';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/text/format';
import type { Campaign } from '@/types/api';
import {
  BULK_ACTION_LABEL,
  bulkResult,
  bulkSummary,
  inListOrder,
  targetState,
  type BulkAction,
  type BulkResult,
} from '@/features/campaigns/bulk-toggle';

const RUNNING: Record<BulkAction, string> = { activate: 'Activating', pause: 'Pausing' };

export interface BulkActionsProps {
  campaigns: readonly Campaign[];
  /** The campaigns the filters show: the actions act on the selected ones among them. */
  visible: readonly Campaign[];
  selected: ReadonlySet<string>;
  onSelectedChange: Dispatch<SetStateAction<ReadonlySet<string>>>;
}

export function BulkActions({ campaigns, visible, selected, onSelectedChange }: BulkActionsProps) {
  const set = useSetCampaignsPublished();
  const [result, setResult] = useState<BulkResult | null>(null);
  const [running, setRunning] = useState<{ action: BulkAction; count: number } | null>(null);
  const shown = new Set(visible.filter((c) => selected.has(c.id)).map((c) => c.id));
  const hidden = campaigns.filter((c) => selected.has(c.id) && !shown.has(c.id)).length;

  const run = async (action: BulkAction, ids: readonly string[]) => {
    const names = new Map(campaigns.map((c) => [c.id, c.name]));
    setRunning({ action, count: ids.length });
    try {
      const outcome = await set.mutateAsync({ ids, isPublished: targetState(action) });
      const next = bulkResult(action, outcome, (id) => names.get(id) ?? id);
      setResult(next);
      const done = new Set([...next.done, ...next.already]);
      onSelectedChange((before) => new Set([...before].filter((id) => !done.has(id))));
    } finally {
      setRunning(null);
    }
  };
  // Every selected campaign, whatever the cached list says of it: the server's state decides.
  const act = (action: BulkAction) => void run(action, inListOrder(campaigns, shown));
  const retry = (last: BulkResult) =>
    void run(last.action, inListOrder(campaigns, new Set(last.failed.map((f) => f.id))));

  const button = (action: BulkAction) => (
    <Button
      variant="secondary"
      onClick={() => act(action)}
      disabled={running !== null || shown.size === 0}
      loading={running?.action === action}
    >
      {BULK_ACTION_LABEL[action]}
    </Button>
  );
  return (
    <div
      role="group"
      aria-label="Selected campaigns"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-gray-50 px-4 py-3 ring-1 ring-gray-200"
    >
      <p className="text-sm font-medium text-gray-900">
        {formatCount(shown.size)} selected
        {hidden > 0 ? (
          <span className="font-normal text-gray-600">
            {' '}
            ({formatCount(hidden)} more hidden by the filters)
          </span>
        ) : null}
      </p>
      {button('activate')}
      {button('pause')}
      <Button
        variant="ghost"
        onClick={() => onSelectedChange(new Set())}
        disabled={selected.size === 0 || running !== null}
      >
        Clear selection
      </Button>
      <p role="status" className="min-w-0 text-sm break-words text-gray-700">
        {running
          ? `${RUNNING[running.action]} ${formatCount(running.count)} ${running.count === 1 ? 'campaign' : 'campaigns'}…`
          : result
            ? bulkSummary(result)
            : null}
      </p>
      {result && result.failed.length > 0 && !running ? (
        <Button variant="secondary" onClick={() => retry(result)}>
          Retry failed
        </Button>
      ) : null}
      {result && !running ? (
        <Button variant="ghost" onClick={() => setResult(null)}>
          Dismiss
        </Button>
      ) : null}
    </div>
  );
}
