import { describe, expect, it } from 'vitest';
import { csvRow, linesCsv, linesCsvInSlices } from '@/features/placements/import/csv-write';
import { warmUp } from '@/features/placements/import/warm-up';
import { lineOf } from './helpers';

describe('CSV writing', () => {
  it('quotes only the values that need it, and keeps every value as typed', () => {
    expect(csvRow(['plain', 'a,b', 'say "hi"', 'two\nlines', ' padded'])).toBe(
      'plain,"a,b","say ""hi""","two\nlines"," padded"',
    );
    // Read back by the import: no formula neutralising (that is for spreadsheet exports).
    expect(csvRow(['=SUM(A1)', '-73.9855', '@home'])).toBe('=SUM(A1),-73.9855,@home');
  });

  it('writes big files in slices, with the same text as at once', async () => {
    const lines = Array.from({ length: 12_001 }, (_, i) =>
      lineOf(i + 2, { name: `Screen ${i}, A` }),
    );
    expect(await linesCsvInSlices(lines)).toBe(linesCsv(lines));
  });
});

describe('the worker warm-up', () => {
  it('runs through both parsers without throwing', () => {
    expect(() => warmUp()).not.toThrow();
  });
});
