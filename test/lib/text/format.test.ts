import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoment,
  formatAmount,
  formatCount,
  formatDate,
  formatDateTime,
  formatFeePercent,
  formatMoney,
  MISSING,
} from '@/lib/text/format';

// Midday UTC, so the local date is the same in every time zone from UTC-11 to UTC+11.
const MARCH_5 = '2024-03-05T12:00:00Z';
const ODD_NUMBERS = [NaN, Infinity, -Infinity, null, undefined];

describe('MISSING', () => {
  it('is an em dash', () => {
    expect(MISSING).toBe('—');
  });
});

describe('formatDate', () => {
  it('formats an ISO timestamp, a Date and epoch milliseconds as a medium date', () => {
    expect(formatDate(MARCH_5)).toBe('Mar 5, 2024');
    expect(formatDate(new Date(MARCH_5))).toBe('Mar 5, 2024');
    expect(formatDate(Date.parse(MARCH_5))).toBe('Mar 5, 2024');
    expect(formatDate('2024-12-31T12:00:00Z')).toBe('Dec 31, 2024');
  });

  it.each([null, undefined, '', 'not a date', '2024-13-45', NaN, new Date('nope')])(
    'shows %s as missing',
    (value) => {
      expect(formatDate(value)).toBe(MISSING);
    },
  );

  it('formats the epoch (0) as a date, not as missing', () => {
    expect(formatDate(0)).toMatch(/^(Dec 31, 1969|Jan 1, 1970)$/);
  });
});

describe('formatDateTime', () => {
  it('adds the local time of day', () => {
    const date = new Date(MARCH_5);
    const hour = date.getHours() % 12 || 12;
    const minutes = String(date.getMinutes()).padStart(2, '0');
    const meridiem = date.getHours() < 12 ? 'AM' : 'PM';
    // ICU puts a narrow no-break space before AM/PM; \s matches it and a plain space.
    expect(formatDateTime(MARCH_5)).toMatch(
      new RegExp(`^Mar 5, 2024, ${hour}:${minutes}\\s${meridiem}$`),
    );
  });

  it.each([null, undefined, '', 'yesterday', Infinity])('shows %s as missing', (value) => {
    expect(formatDateTime(value)).toBe(MISSING);
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(-42000)).toBe('-42,000');
  });

  it.each(ODD_NUMBERS)('shows %s as missing', (value) => {
    expect(formatCount(value)).toBe(MISSING);
  });
});

describe('formatMoney', () => {
  it('shows US dollars with cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(0.005)).toBe('$0.01');
    expect(formatMoney(-3)).toBe('-$3.00');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
  });

  it.each(ODD_NUMBERS)('shows %s as missing', (value) => {
    expect(formatMoney(value)).toBe(MISSING);
  });
});

describe('formatAmount', () => {
  it('keeps the bidders table budget text: grouped, up to two decimals', () => {
    expect(formatAmount(1234.5)).toBe('1,234.5');
    expect(formatAmount(1234.567)).toBe('1,234.57');
    expect(formatAmount(10)).toBe('10');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(-250.1)).toBe('-250.1');
  });

  it('matches the former per-screen formatter for any finite number', () => {
    // As before, but for the sign on a zero (-0, -0.001): never `-0` (issue 30).
    const former = new Intl.NumberFormat('en-US', {
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    });
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(formatAmount(value)).toBe(former.format(value));
      }),
    );
  });

  it.each(ODD_NUMBERS)('shows %s as missing', (value) => {
    expect(formatAmount(value)).toBe(MISSING);
  });
});

describe('formatFeePercent', () => {
  it('shows a fee fraction as a percentage', () => {
    expect(formatFeePercent(0.15)).toBe('15%');
    expect(formatFeePercent(0.125)).toBe('12.5%');
    expect(formatFeePercent(0.1234)).toBe('12.34%');
    expect(formatFeePercent(0.99)).toBe('99%');
    expect(formatFeePercent(0)).toBe('0%');
    expect(formatFeePercent(-0.05)).toBe('-5%');
    expect(formatFeePercent(12.5)).toBe('1250%');
  });

  it('never shows a minus sign on a fee that rounds to zero', () => {
    expect(formatFeePercent(-0)).toBe('0%');
    expect(formatFeePercent(-0.000001)).toBe('0%');
  });

  it('matches the account screens text (fractionToPercent then %) for fees', () => {
    const former = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (fraction) => {
        expect(formatFeePercent(fraction)).toBe(former(fraction));
      }),
    );
  });

  it.each(ODD_NUMBERS)('shows %s as missing', (value) => {
    expect(formatFeePercent(value)).toBe(MISSING);
  });
});

describe('formatMoment', () => {
  const now = new Date(2026, 10, 29, 15, 30);
  it('says a moment of today as its time, 24-hour, and another day with its date', () => {
    expect(formatMoment(new Date(2026, 10, 29, 10, 2), now)).toBe('10:02');
    expect(formatMoment(new Date(2026, 10, 28, 10, 2), now)).toBe('Nov 28, 2026, 10:02 AM');
    expect(formatMoment(null, now)).toBe('—');
    expect(formatMoment('not a date', now)).toBe('—');
  });
});
