import { describe, expect, it } from 'vitest';
import { lostVersionsSentence, newConflictsAtLaunch } from '@/features/placements/merge-messages';

describe('the merge messages agree with their counts', () => {
  it('says 1 line needs a choice, 2 lines need one', () => {
    expect(newConflictsAtLaunch(1)).toBe(
      'Since you opened Launch, someone changed placements of your file: 1 line now needs a choice.',
    );
    expect(newConflictsAtLaunch(2)).toMatch(/: 2 lines now need a choice\.$/);
  });

  it('says 1 line names a version the server no longer keeps, 3 lines name one', () => {
    expect(lostVersionsSentence(1)).toMatch(/^1 line names a version the server no longer keeps/);
    expect(lostVersionsSentence(3)).toMatch(/^3 lines name a version the server no longer keeps/);
  });
});
