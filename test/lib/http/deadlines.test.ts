// MANY-DEADLINES: which requests count as writes (a longer deadline, refused offline, their
// outcome found out after no answer), BATCH-MERGE's read POST among the reads.
import {
  deadlineOf,
  isWriteRequest,
  READ_DEADLINE_MS,
  WRITE_DEADLINE_MS,
} from '@/lib/http/deadlines';

describe('isWriteRequest', () => {
  it('counts every non-GET and the GET toggles as writes', () => {
    expect(isWriteRequest('POST', '/placements/batch')).toBe(true);
    expect(isWriteRequest('DELETE', '/reports/rpt_1')).toBe(true);
    expect(isWriteRequest('GET', '/campaigns/cmp_1/togglePublished')).toBe(true);
    expect(isWriteRequest('get', '/campaigns')).toBe(false);
  });

  it('reads the placements’ earlier versions, though a POST, as a read with the read deadline', () => {
    expect(isWriteRequest('POST', '/placements/versions')).toBe(false);
    expect(deadlineOf('POST', '/placements/versions')).toBe(READ_DEADLINE_MS);
    expect(deadlineOf('POST', '/placements/versions/x')).toBe(WRITE_DEADLINE_MS);
  });
});
