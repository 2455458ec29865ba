// The ways back from an Activity entry: `Restore previous values` of an update opens the
// record's editor with them, through its merged save (HIST-RESTORE); `Restore` brings a deleted
// placement back, and a Full DB Sync's records offer `Restore the N deleted placements`
// (HIST-RESTORE-DELETED). Once restored, the history is read again and the offer goes.
import { isolateText } from '@/lib/text/bidi-text';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useRestorePlacements } from '@/api/placement-restores';
import { restoreState } from '@/components/form/restore';
import {
  HISTORY_TEXT,
  placementsRestored,
  restoreDeletedLabel,
} from '@/components/history/history-text';
import { Button } from '@/components/ui/button';
import { toastSuccess } from '@/lib/toasts/toasts';
import type { HistoryEntry, Role } from '@/types/api';
import { editPath } from '@/features/activity/record-links';

/**
 * Once the restored entry shows again without its button (the history read again), the focus
 * that went with the button goes to the entry, or the page's main region if the entry went too.
 * Looked at until the button is gone; a focus the user moved elsewhere meanwhile is left alone.
 */
function keepFocusNear(button: HTMLElement, entry: HTMLElement | null) {
  const until = Date.now() + 10_000;
  const look = () => {
    const active = document.activeElement;
    if (active === button && button.isConnected && Date.now() < until) {
      setTimeout(look, 50);
      return;
    }
    if (active && active !== document.body) return;
    const target = entry?.isConnected ? entry : document.getElementById('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  };
  setTimeout(look, 50);
}

export function RestoreDeletedButton({
  ids,
  label,
  name,
}: {
  ids: readonly string[];
  label: string;
  /** The accessible name, when the visible label is not enough (`Restore Times Square North`). */
  name?: string;
}) {
  const restore = useRestorePlacements();
  // A second click before the button shows its request (a double click) sends nothing more: it
  // would be a second run with keys of its own, and take the first one's message with it.
  const running = useRef(false);
  return (
    <Button
      variant="secondary"
      className="mt-1"
      aria-label={name}
      loading={restore.isPending}
      onClick={(event) => {
        if (running.current) return;
        running.current = true;
        // Restored, the offer goes with its button: the focus stays with the entry, not the page.
        const pressed = event.currentTarget;
        const entry = pressed.closest<HTMLElement>('li');
        restore.mutate(
          { ids },
          {
            onSuccess: (count) => {
              toastSuccess(placementsRestored(count));
              keepFocusNear(pressed, entry);
            },
            onSettled: () => {
              running.current = false;
            },
          },
        );
      }}
    >
      {label}
    </Button>
  );
}

/** What one entry offers: a deleted placement's Restore, or an update's earlier values. */
export function EntryRestore({ entry, roles }: { entry: HistoryEntry; roles: readonly Role[] }) {
  if (entry.action === 'deleted' && entry.restorable && entry.record.kind === 'placement') {
    return (
      <RestoreDeletedButton
        ids={[entry.record.id]}
        label={HISTORY_TEXT.restoreDeleted}
        name={`${HISTORY_TEXT.restoreDeleted} ${isolateText(entry.record.name)}`}
      />
    );
  }
  const to = editPath(entry, roles);
  const state = to ? restoreState(entry) : null;
  if (!to || !state) return null;
  return (
    <Link
      to={to}
      state={state}
      aria-label={`${HISTORY_TEXT.restore}: ${isolateText(entry.record.name)}`}
      className="text-brand-700 hover:text-brand-600 focus-visible:outline-brand-600 mt-1 inline-block rounded font-semibold focus-visible:outline-2"
    >
      {HISTORY_TEXT.restore}
    </Link>
  );
}

/** A transaction's deleted placements that can still come back, as one button (or none). */
export function RestoreAllDeleted({ entries }: { entries: readonly HistoryEntry[] }) {
  const ids = entries
    .filter((entry) => entry.action === 'deleted' && entry.restorable)
    .map((entry) => entry.record.id);
  if (ids.length < 2) return null;
  return <RestoreDeletedButton ids={ids} label={restoreDeletedLabel(ids.length)} />;
}
