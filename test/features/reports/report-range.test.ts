import { addDays, isDay } from '@/lib/text/dates';
import { RANGE_TEXT } from '@/features/reports/messages';
import {
  dayCount,
  presetRange,
  rangeParams,
  resolveRange,
  validateCustom,
} from '@/features/reports/report-range';

const TODAY = '2025-03-10';
const params = (query: string) => new URLSearchParams(query);

// Requirements checked here: RPT-RANGE, RPT-RANGE-CUSTOM.
describe('days', () => {
  it('reads only real YYYY-MM-DD days and counts across months, leap days and DST', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-3-1')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10'); // US daylight saving starts
    expect(dayCount({ start: '2025-03-01', end: '2025-03-07' })).toBe(7);
    expect(dayCount({ start: '2025-03-07', end: '2025-03-07' })).toBe(1);
  });

  it.each([
    ['7d', '2025-03-04'],
    ['30d', '2025-02-09'],
    ['90d', '2024-12-11'],
  ] as const)('%s ends today and spans its days', (preset, start) => {
    const range = presetRange(preset, TODAY);
    expect(range).toEqual({ start, end: TODAY });
  });
});

describe('validateCustom', () => {
  it('accepts a range inside the past year, today included', () => {
    expect(validateCustom('2025-03-01', TODAY, TODAY)).toEqual({});
    expect(validateCustom(TODAY, TODAY, TODAY)).toEqual({});
    expect(validateCustom('2024-03-10', TODAY, TODAY)).toEqual({}); // 366 days
  });

  it.each([
    ['', TODAY, { start: RANGE_TEXT.startRequired }],
    ['2025-03-01', '', { end: RANGE_TEXT.endRequired }],
    ['2025-02-30', TODAY, { start: RANGE_TEXT.invalidDay }],
    ['2025-03-01', '2025-03-11', { end: RANGE_TEXT.future }],
    ['2025-03-08', '2025-03-07', { start: RANGE_TEXT.order }],
    ['2024-03-09', TODAY, { start: RANGE_TEXT.tooLong }],
  ])('%j to %j: %j', (start, end, errors) => {
    expect(validateCustom(start, end, TODAY)).toEqual(errors);
  });
});

describe('resolveRange (the URL)', () => {
  it('is the last 30 days without params', () => {
    expect(resolveRange(params(''), TODAY)).toEqual({
      choice: '30d',
      start: '2025-02-09',
      end: TODAY,
      invalidLink: false,
    });
  });

  it('reads a preset and a custom range', () => {
    expect(resolveRange(params('range=7d'), TODAY)).toMatchObject({
      choice: '7d',
      start: '2025-03-04',
    });
    expect(
      resolveRange(params('range=custom&start=2025-01-01&end=2025-01-31&demo-faults=0'), TODAY),
    ).toEqual({ choice: 'custom', start: '2025-01-01', end: '2025-01-31', invalidLink: false });
  });

  it.each([
    'range=12d',
    'range=custom',
    'range=custom&start=2025-01-31&end=2025-01-01',
    'range=custom&start=2025-01-01&end=2099-01-01',
    'range=custom&start=<b>&end=2025-01-01',
  ])('falls back to the default for %s, and says so', (query) => {
    expect(resolveRange(params(query), TODAY)).toEqual({
      choice: '30d',
      start: '2025-02-09',
      end: TODAY,
      invalidLink: true,
    });
  });

  it('writes a choice back, keeping other params and leaving the default out', () => {
    const current = params('range=custom&start=2025-01-01&end=2025-01-31&itemSort=label');
    expect(rangeParams(current, '7d').toString()).toBe('range=7d&itemSort=label');
    expect(rangeParams(current, '30d').toString()).toBe('itemSort=label');
    expect(
      rangeParams(params('range=7d'), 'custom', {
        start: '2025-02-01',
        end: '2025-02-03',
      }).toString(),
    ).toBe('range=custom&start=2025-02-01&end=2025-02-03');
  });
});
