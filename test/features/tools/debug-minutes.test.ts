import { DEFAULT_DEBUG_MINUTES, parseDebugMinutes } from '@/features/tools/debug-minutes';
import { debugSessionBody, debugStartedMessage } from '@/features/tools/debug-request';

// DBG-MINUTES-DEFAULT, DBG-MINUTES-WHOLE
describe('parseDebugMinutes', () => {
  it('defaults to 10 minutes', () => {
    expect(DEFAULT_DEBUG_MINUTES).toBe(10);
  });

  it.each([
    ['', 10],
    ['   ', 10],
    ['abc', 10],
    ['12abc', 10],
    ['1e3', 10],
    ['15', 15],
    [' 7 ', 7],
    ['+8', 8],
    ['25.9', 25],
    ['240', 240],
  ])('%j -> %i', (input, expected) => {
    expect(parseDebugMinutes(input)).toBe(expected);
  });

  it('falls back to 10 for zero, negatives and fractions below a minute (the server needs a positive integer)', () => {
    expect(parseDebugMinutes('0')).toBe(10);
    expect(parseDebugMinutes('-1')).toBe(10);
    expect(parseDebugMinutes(-1)).toBe(10);
    expect(parseDebugMinutes('0.5')).toBe(10);
  });

  it('takes numbers, null and undefined', () => {
    expect(parseDebugMinutes(30)).toBe(30);
    expect(parseDebugMinutes(null)).toBe(10);
    expect(parseDebugMinutes(undefined)).toBe(10);
    expect(parseDebugMinutes(Number.NaN)).toBe(10);
  });
});

// DBG-START-CALL, DBG-STARTED
describe('debug session body and toast', () => {
  it('sends bidderId for a bidder and publisherId for a publisher', () => {
    expect(debugSessionBody('bidder', 'bid_1', '')).toEqual({
      durationMinutes: 10,
      bidderId: 'bid_1',
    });
    expect(debugSessionBody('publisher', 'acc_1', '45')).toEqual({
      durationMinutes: 45,
      publisherId: 'acc_1',
    });
  });

  it('words the success toast as the spec does', () => {
    expect(debugStartedMessage('bidder', 'bid_1')).toBe('Debug session started for bidder bid_1');
    expect(debugStartedMessage('publisher', 'acc_1')).toBe(
      'Debug session started for account acc_1',
    );
  });
});
