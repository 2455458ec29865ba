import { describe, expect, it } from 'vitest';
import { paramOfStatus, searchForStatus, statusFromParam } from '@/features/reviews/review-tabs';

// Requirements checked here: REV-TAB-URL.
describe('the tab in the URL', () => {
  it('reads a status in any letter case, else Pending', () => {
    expect(statusFromParam('approved')).toBe('Approved');
    expect(statusFromParam(' REJECTED ')).toBe('Rejected');
    expect(statusFromParam('Pending')).toBe('Pending');
    expect(statusFromParam(null)).toBe('Pending');
    expect(statusFromParam('maybe')).toBe('Pending');
  });

  it('writes the status in lower case, and none for Pending, keeping other parameters', () => {
    expect(paramOfStatus('Approved')).toBe('approved');
    const current = new URLSearchParams('status=approved&demo-faults=0');
    expect(searchForStatus(current, 'Rejected').toString()).toBe('status=rejected&demo-faults=0');
    expect(searchForStatus(current, 'Pending').toString()).toBe('demo-faults=0');
    expect(current.toString()).toBe('status=approved&demo-faults=0');
  });
});
