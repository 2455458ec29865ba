// Reading the file's bytes as text: UTF-8 when they are UTF-8 (BOM or not), else Windows-1252,
// what Excel's plain "CSV" writes on Windows, and the import says which it was.
// Requirements checked here: BATCH-CSV-FORMAT, BATCH-CSV-ENCODING.
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '@/features/placements/import/columns';
import { decodeCsvBytes } from '@/features/placements/import/decode';
import { importFile } from '@/features/placements/import/import-engine';
import { ImportAssembler, type CsvImport } from '@/features/placements/import/import-model';
import type { ImportEvent } from '@/features/placements/import/import-protocol';

const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

/** Text as Windows-1252 bytes (only the characters these tests use). */
function windows1252(text: string): Uint8Array<ArrayBuffer> {
  const high: Record<string, number> = { '€': 0x80, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96 };
  return Uint8Array.from([...text], (char) => high[char] ?? char.charCodeAt(0));
}

describe('decodeCsvBytes', () => {
  it('reads UTF-8, with or without a byte order mark', () => {
    expect(decodeCsvBytes(utf8('name\nCafé Ünter – “Nord” €'))).toEqual({
      text: 'name\nCafé Ünter – “Nord” €',
      encoding: 'utf-8',
    });
    const withBom = Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('name\nCafé')]);
    expect(decodeCsvBytes(withBom)).toEqual({ text: 'name\nCafé', encoding: 'utf-8' });
  });

  it('reads bytes that are not UTF-8 as Windows-1252, 0x80 to 0x9F included', () => {
    const bytes = windows1252('name\nCafé Ünter – “Nord” € O’Hare');
    expect(decodeCsvBytes(bytes)).toEqual({
      text: 'name\nCafé Ünter – “Nord” € O’Hare',
      encoding: 'windows-1252',
    });
  });

  it('keeps the five bytes Windows-1252 leaves undefined as their code points', () => {
    const { text, encoding } = decodeCsvBytes(Uint8Array.of(0x81, 0x8d, 0x8f, 0x90, 0x9d));
    expect(encoding).toBe('windows-1252');
    expect([...text].map((char) => char.charCodeAt(0))).toEqual([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
  });
});

describe('importFile', () => {
  async function importBytes(bytes: Uint8Array<ArrayBuffer>): Promise<CsvImport> {
    const events: ImportEvent[] = [];
    await importFile(new Blob([bytes]), (event) => void events.push(event));
    const assembler = new ImportAssembler('screens.csv');
    let value: CsvImport | null = null;
    for (const event of events) value = assembler.take(event) ?? value;
    return value!;
  }

  const file = `${CSV_COLUMNS.join(',')}\r\nCafé “Nord” – O’Hare,EXT-1,701,,,,,,,40.7,-73.9\r\n`;

  it('says a Windows-1252 file was read as such, and reads its names right', async () => {
    const value = await importBytes(windows1252(file));
    expect(value.encoding).toBe('windows-1252');
    expect(value.issues).toEqual([]);
    expect(value.lines[0]?.cells.name).toBe('Café “Nord” – O’Hare');
  });

  it('reads a UTF-8 file as UTF-8', async () => {
    const value = await importBytes(utf8(`\ufeff${file}`));
    expect(value.encoding).toBe('utf-8');
    expect(value.lines[0]?.cells.name).toBe('Café “Nord” – O’Hare');
  });
});
