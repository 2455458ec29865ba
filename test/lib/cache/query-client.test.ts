import { NO_ANSWER_MESSAGE, OFFLINE_WRITE_MESSAGE } from '@/config/messages';
import { NoAnswerError, OfflineError } from '@/lib/http/api-error';
import { createQueryClient, failureMessage } from '@/lib/cache/query-client';

describe('query client failure policy', () => {
  it("toasts a read past its deadline with the no-answer message, not the screen's own", () => {
    expect(failureMessage(new NoAnswerError('timeout', false), 'Failed to load accounts.')).toBe(
      NO_ANSWER_MESSAGE,
    );
  });

  it("toasts a save refused offline with the offline message, not the screen's own", () => {
    expect(failureMessage(new OfflineError(), 'Failed to save.')).toBe(OFFLINE_WRITE_MESSAGE);
  });

  it('does not retry a read that got no answer in time', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      count: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, new NoAnswerError('timeout', false))).toBe(false);
    expect(retry(0, new Error('500'))).toBe(true);
  });
});
