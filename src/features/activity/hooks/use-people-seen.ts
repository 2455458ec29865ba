// The people of the Activity screen's Person filter (HIST-ACTIVITY-FILTERS): everyone seen in
// the entries read so far, kept while the screen is open, so choosing one person does not
// take the others off the list. By name, each once.
import { useMemo, useState } from 'react';
import type { HistoryEntry, HistoryPerson } from '@/types/api';

export function usePeopleSeen(entries: readonly HistoryEntry[] | undefined): HistoryPerson[] {
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map());
  // Derived from what was read, during render (React's "state from earlier renders").
  if (entries?.some((entry) => seen.get(entry.actor.id) !== entry.actor.name)) {
    const next = new Map(seen);
    for (const { actor } of entries) next.set(actor.id, actor.name);
    setSeen(next);
  }
  return useMemo(
    () =>
      [...seen]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    [seen],
  );
}
