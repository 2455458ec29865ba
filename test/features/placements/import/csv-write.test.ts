import { describe, expect, it } from 'vitest';
import { csvValue, linesCsv, linesCsvInSlices } from '@/features/placements/import/csv-write';
import { warmUp } from '@/features/placements/import/warm-up';
import { lineOf } from './helpers';

describe('CSV writing', () => {
  it('quotes only the values that need it', () => {
    expect(csvValue('plain')).toBe('plain');
    expect(csvValue('a,b')).toBe('"a,b"');
    expect(csvValue('say "hi"')).toBe('"say ""hi"""');
    expect(csvValue('two\nlines')).toBe('"two\nlines"');
    expect(csvValue(' padded')).toBe('" padded"');
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
