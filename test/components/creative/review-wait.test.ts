import { describe, expect, it } from 'vitest';
import { waitingText } from '@/components/creative/review-wait';

// Requirements checked here: CRE-REVIEWS.
describe('waitingText', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('says how long a review has waited, in whole hours under a day and whole days after', () => {
    expect(waitingText('2026-11-29T11:30:00Z', now)).toBe('Waiting for less than an hour');
    expect(waitingText('2026-11-29T11:00:00Z', now)).toBe('Waiting for 1 hour');
    expect(waitingText('2026-11-29T00:30:00Z', now)).toBe('Waiting for 11 hours');
    expect(waitingText('2026-11-28T12:00:00Z', now)).toBe('Waiting for 1 day');
    expect(waitingText('2026-11-26T10:00:00Z', now)).toBe('Waiting for 3 days');
    expect(waitingText('not a date', now)).toBe('Waiting for less than an hour');
  });
});
