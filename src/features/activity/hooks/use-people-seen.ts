// The people of the Activity screen's Person filter (HIST-ACTIVITY-FILTERS): everyone seen in
// the entries read so far, kept while the screen is open, so choosing one person does not
// take the others off the list. By name, each once.
import { useMemo, useState } from 'react';
import type { HistoryEntry, HistoryPerson } from '@/types/api';

export function usePeopleSeen(entries: readonly HistoryEntry[] | undefined): HistoryPerson[] {
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map());
  // Derived from what was read, during render (React's "state from earlier renders"). One name
  // per person, the newest entry's (a person renamed since shows both names in the history):
  // comparing every entry's name would set the state on every render, without end.
  const latest = new Map<string, string>();
  for (const { actor } of entries ?? [])
    if (!latest.has(actor.id)) latest.set(actor.id, actor.name);
  if ([...latest].some(([id, name]) => seen.get(id) !== name))
    setSeen(new Map([...seen, ...latest]));
  return useMemo(
    () =>
      [...seen]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    [seen],
  );
}
