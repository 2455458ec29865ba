import { joinIds, splitIds } from '@/lib/text/ids';

describe('splitIds (FORM-ID-LIST)', () => {
  it('splits on commas, spaces and new lines', () => {
    expect(splitIds('a,b c\nd')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('trims, drops empty parts and handles runs of separators, tabs and CRLF', () => {
    expect(splitIds('  a , ,b,,\r\n\n c\t d  ')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('de-duplicates, keeping the first occurrence in order', () => {
    expect(splitIds('b, a, b\na c')).toEqual(['b', 'a', 'c']);
  });

  it('is case-sensitive (ids are opaque)', () => {
    expect(splitIds('pl_A pl_a')).toEqual(['pl_A', 'pl_a']);
  });

  it('gives no ids for empty or blank text', () => {
    expect(splitIds('')).toEqual([]);
    expect(splitIds(' ,\n ')).toEqual([]);
    expect(splitIds(undefined)).toEqual([]);
  });

  it('formats ids one per line, and parsing the result gives them back', () => {
    const ids = ['pl_1', 'pl_2', 'pl_3'];
    expect(joinIds(ids)).toBe('pl_1\npl_2\npl_3');
    expect(splitIds(joinIds(ids))).toEqual(ids);
  });
});
