import { describe, expect, it } from 'vitest';
import { bulkProgressText, bulkResult, selectedIn } from '@/features/reviews/bulk';
import { ApiError } from '@/lib/http/api-error';

const failure = (message: string) => ({ error: new ApiError(message, 500) });

// Requirements checked here: REV-BULK, REV-BULK-RESULT, REV-DECIDE-FROM-STATE.
describe('selectedIn', () => {
  it('keeps the selected reviews still shown, as shown, in the order shown', () => {
    const shown = [{ id: 'c' }, { id: 'a' }, { id: 'b' }];
    expect(selectedIn(new Set(['a', 'gone', 'c']), shown)).toEqual([{ id: 'c' }, { id: 'a' }]);
    expect(selectedIn(new Set(), shown)).toEqual([]);
  });
});

describe('bulkProgressText', () => {
  it('says how far a run is', () => {
    expect(bulkProgressText('approve', 2, 5)).toBe('Approving 2 of 5 creatives…');
    expect(bulkProgressText('reject', 0, 1)).toBe('Rejecting 0 of 1 creative…');
  });
});

describe('bulkResult', () => {
  it('is a success when every decision went through', () => {
    expect(bulkResult('approve', 3, [])).toEqual({
      kind: 'success',
      message: '3 creatives approved',
    });
    expect(bulkResult('reject', 1, [])).toEqual({
      kind: 'success',
      message: '1 creative rejected',
    });
  });

  it('tells a partial failure as it is, each distinct reason once', () => {
    expect(
      bulkResult('approve', 5, [failure('Locked'), failure('Locked'), failure('Gone')]),
    ).toEqual({
      kind: 'error',
      message: '2 of 5 creatives approved; 3 failed: Locked; Gone',
    });
  });

  it('says when nothing went through', () => {
    expect(bulkResult('reject', 2, [failure('Down'), failure('Down')])).toEqual({
      kind: 'error',
      message: 'None of the 2 creatives could be rejected: Down',
    });
    expect(bulkResult('approve', 1, [failure('Down')])).toEqual({
      kind: 'error',
      message: 'The creative could not be approved: Down',
    });
  });

  it('counts a review sent again (now Pending) as resubmitted, never already pending (REV-DECIDE-FROM-STATE)', () => {
    const since = [{ status: 'Pending' as const }, { status: 'Rejected' as const }];
    expect(bulkResult('approve', 4, [], since)).toEqual({
      kind: 'error',
      message: '2 approved, 1 resubmitted, 1 already rejected',
    });
    expect(bulkResult('reject', 2, [failure('Down')], [{ status: 'Pending' }])).toEqual({
      kind: 'error',
      message: '0 rejected, 1 resubmitted; 1 failed: Down',
    });
  });

  it('says nothing when the session ended mid-run (the sign-in screen says so)', () => {
    const expired = { error: new ApiError('Unauthorized', 401, '', true) };
    expect(bulkResult('approve', 3, [failure('Down'), expired])).toBeNull();
  });
});
