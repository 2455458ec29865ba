// Negative zero (issue 30): `-0` typed in a money, percent or count field, or in a CSV cell, is
// read as 0, and no amount is ever shown as `-0`, `-$0.00` or `-0%`.
import { parseDecimal } from '@/features/placements/import/validate';
import { formatAmount, formatCount, formatFeePercent, formatMoney } from '@/lib/text/format';
import { numberText, parseNumberText } from '@/lib/text/number-text';

describe('negative zero', () => {
  it.each(['-0', '-0.00', '-.0', ' -0 '])('reads %j typed in a field as 0, not -0', (text) => {
    const value = parseNumberText(text);
    expect(Object.is(value, 0)).toBe(true);
    expect(numberText(value)).toBe('0');
  });

  it.each(['-0', '-0.0'])('reads a CSV cell %j as 0, not -0', (text) => {
    expect(Object.is(parseDecimal(text), 0)).toBe(true);
  });

  it('shows -0, and a negative amount that rounds to zero, without a sign', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.004)).toBe('$0.00');
    expect(formatCount(-0)).toBe('0');
    expect(formatAmount(-0)).toBe('0');
    expect(formatAmount(-0.001)).toBe('0');
    expect(formatFeePercent(-0)).toBe('0%');
    // A real negative amount keeps its sign.
    expect(formatMoney(-3)).toBe('-$3.00');
    expect(formatCount(-2)).toBe('-2');
  });
});
