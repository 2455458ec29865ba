// The batch import's Idempotency-Key: the same key for the same launch until a definite answer,
// a new one for another file or other options.
// Requirements checked here: BATCH-LAUNCH-KEY.
import { describe, expect, it } from 'vitest';
import { launchAttempt } from '@/features/placements/components/batch/launch-key';
import { ApiError, NetworkError } from '@/lib/http/api-error';
import { isDefiniteRefusal } from '@/lib/saving/save-key';

describe('the batch launch key', () => {
  it('keeps the key for the same file and options, and renews it for another file or options', () => {
    const file = { name: 'a.csv' };
    const first = launchAttempt(null, file, [{ fullSync: true }, ['pl_1']]);
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(launchAttempt(first, file, [{ fullSync: true }, ['pl_1']]).key).toBe(first.key);
    expect(launchAttempt(first, { name: 'a.csv' }, [{ fullSync: true }, ['pl_1']]).key).not.toBe(
      first.key,
    );
    expect(launchAttempt(first, file, [{ fullSync: true }, ['pl_1', 'pl_2']]).key).not.toBe(
      first.key,
    );
  });

  it('counts a 4xx refusal as a definite answer, never a lost reply, a 5xx or a network error', () => {
    expect(isDefiniteRefusal(new ApiError('changed', 409))).toBe(true);
    expect(isDefiniteRefusal(new ApiError('bad', 400))).toBe(true);
    expect(isDefiniteRefusal(new ApiError('', 504))).toBe(false);
    expect(isDefiniteRefusal(new ApiError('', 500))).toBe(false);
    expect(isDefiniteRefusal(new ApiError('', 408))).toBe(false);
    expect(isDefiniteRefusal(new ApiError('', 429))).toBe(false);
    expect(isDefiniteRefusal(new NetworkError())).toBe(false);
    expect(isDefiniteRefusal(new Error('deadline'))).toBe(false);
  });
});
