// HIST-ACTIVITY-FILTERS: the Person filter's people, each once by the newest name the entries
// give them. A person renamed since their older entries appears under two names in one page:
// that once looped the Activity screen's render without end (React error 301).
import { renderHook } from '@testing-library/react';
import { usePeopleSeen } from '@/features/activity/hooks/use-people-seen';
import type { HistoryEntry } from '@/types/api';

const entry = (id: string, name: string) => ({ actor: { id, name } }) as unknown as HistoryEntry;

describe('usePeopleSeen', () => {
  it('takes each person once, by the newest entry’s name, even when older entries name them otherwise', () => {
    const entries = [entry('usr_1', 'Sam Publisher'), entry('usr_2', 'Avery Admin')];
    const { result, rerender } = renderHook(({ list }) => usePeopleSeen(list), {
      initialProps: { list: [...entries, entry('usr_1', 'Sam P. (before the rename)')] },
    });
    expect(result.current).toEqual([
      { id: 'usr_2', name: 'Avery Admin' },
      { id: 'usr_1', name: 'Sam Publisher' },
    ]);
    // A filtered page keeps the people seen before.
    rerender({ list: [entry('usr_2', 'Avery Admin')] });
    expect(result.current.map((person) => person.id)).toEqual(['usr_2', 'usr_1']);
  });
});
