import { parseNumberText } from '@/lib/text/number-text';

describe('parseNumberText (numbers typed into text fields)', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['12.5', 12.5],
    ['.5', 0.5],
    ['5.', 5],
    ['-3', -3],
    ['+4', 4],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseNumberText(text)).toBe(value);
  });

  // Number() reads all of these; where money is typed they are typos or tricks, not amounts.
  it.each([
    '0x10',
    '1e3',
    '1E-2',
    '0b1',
    '0o7',
    'Infinity',
    '-Infinity',
    '1_000',
    '1,000',
    '1 0',
    'NaN',
    '.',
    '-',
    'abc',
  ])('refuses %j', (text) => {
    expect(parseNumberText(text)).toBeNull();
  });

  it('reads nothing as null', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('   ')).toBeNull();
    expect(parseNumberText(null)).toBeNull();
  });
});
