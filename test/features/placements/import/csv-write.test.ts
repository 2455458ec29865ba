// Requirements checked here: BATCH-FORMULAS.
import { describe, expect, it } from 'vitest';
import { csvRow, linesCsv, linesCsvInSlices } from '@/features/placements/import/csv-write';
import { warmUp } from '@/features/placements/import/warm-up';
import { lineOf, validateText } from './helpers';

describe('CSV writing', () => {
  it('quotes only the values that need it, and keeps every value as typed', () => {
    expect(csvRow(['plain', 'a,b', 'say "hi"', 'two\nlines', ' padded'])).toBe(
      'plain,"a,b","say ""hi""","two\nlines"," padded"',
    );
  });

  it('neutralises formulas like the report export, and the import reads them back as typed', () => {
    // A spreadsheet opening the file runs none of these; a plain negative number stays a number.
    expect(csvRow(['=SUM(A1)', '-73.9855', '@home', '+1 555', "'=x", "O'Hare"])).toBe(
      "'=SUM(A1),-73.9855,'@home,'+1 555,''=x,O'Hare",
    );
    const lines = [
      lineOf(2, { name: '=HYPERLINK("http://x","Lobby")', address_line2: '-Lower level' }),
      lineOf(3, { name: "'=Quoted on purpose", city: "'s-Hertogenbosch" }),
    ];
    const text = linesCsv(lines);
    expect(text).toContain('"\'=HYPERLINK(""http://x"",""Lobby"")",EXT-2');
    expect(text).toContain(",'-Lower level,");
    expect(validateText(text).lines).toEqual(lines);
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
