// Repeated external IDs across the whole file, found once every line is read: an open-addressing
// hash table of the IDs' hashes (taken as each line is checked), comparing the IDs where they
// lie in the chunks' text only when two hashes meet. No string per ID is kept, so 100,000 IDs
// cost the worker no garbage (a Map of them cost ~100 ms in GC pauses). IDs compare in Unicode
// NFC, as the server compares them: `Café-1` typed with a combining accent is the same ID. Only
// an ID past ASCII is normalised (NFC leaves ASCII as it is), so the usual file pays nothing.
import { COLUMN_INDEX, CSV_COLUMNS } from './columns';
import type { ColumnChunk } from './import-protocol';
import { CSV_MESSAGES as M } from './messages';
import type { CsvIssue } from './csv-issues';

const WIDTH = CSV_COLUMNS.length;
const ID = COLUMN_INDEX.external_id;

interface IdSpans {
  text: string;
  /** start, end of each line's external ID in `text` */
  spans: Uint32Array;
  hashes: Uint32Array;
  lines: Uint32Array;
}

export const NON_ASCII = /[\u0080-\uffff]/;

/** An external ID as IDs are compared: in Unicode NFC (ASCII as it is). */
export const idKey = (id: string): string => (NON_ASCII.test(id) ? id.normalize('NFC') : id);

function fnv1a(text: string, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let at = from; at < to; at += 1) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  return hash >>> 0;
}

/**
 * FNV-1a of text[from, to) in NFC: an ID where it lies (an empty ID is never looked up). An
 * ASCII ID is hashed where it lies; only one past ASCII is copied and normalised.
 */
function idHashOf(text: string, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let at = from; at < to; at += 1) {
    const code = text.charCodeAt(at);
    if (code > 0x7f) {
      const key = text.slice(from, to).normalize('NFC');
      return fnv1a(key, 0, key.length);
    }
    hash = Math.imul(hash ^ code, 0x01000193);
  }
  return hash >>> 0;
}

export const idHash = (id: string): number => idHashOf(id, 0, id.length);

export class DuplicateIdFinder {
  private readonly parts: IdSpans[] = [];
  private count = 0;

  /**
   * Keeps the chunk's IDs' places and hashes (call it before the chunk's arrays are
   * transferred).
   */
  add(chunk: ColumnChunk, hashes: Uint32Array) {
    const rows = chunk.lines.length;
    const spans = new Uint32Array(rows * 2);
    for (let row = 0; row < rows; row += 1) {
      const at = (row * WIDTH + ID) * 2;
      spans[row * 2] = chunk.bounds[at]!;
      spans[row * 2 + 1] = chunk.bounds[at + 1]!;
    }
    this.parts.push({ text: chunk.text, spans, hashes, lines: chunk.lines.slice() });
    this.count += rows;
  }

  /** An issue for every line whose ID an earlier line has, naming the first; by line. */
  issues(): CsvIssue[] {
    let size = 16;
    while (size < this.count * 2) size *= 2;
    const mask = size - 1;
    // Slot: 1 + the index of the line holding it (part and row packed below), 0 = empty.
    const slots = new Int32Array(size);
    const partOf = new Uint32Array(this.count);
    const rowOf = new Uint32Array(this.count);
    const found: CsvIssue[] = [];
    let index = 0;
    this.parts.forEach((part, partIndex) => {
      const { text, spans, hashes, lines } = part;
      for (let row = 0; row < lines.length; row += 1, index += 1) {
        partOf[index] = partIndex;
        rowOf[index] = row;
        const start = spans[row * 2]!;
        const end = spans[row * 2 + 1]!;
        if (end === start) continue;
        const hash = hashes[row]!;
        let slot = hash & mask;
        for (;;) {
          const held = slots[slot]!;
          if (held === 0) {
            slots[slot] = index + 1;
            break;
          }
          const other = this.parts[partOf[held - 1]!]!;
          const otherRow = rowOf[held - 1]!;
          if (
            other.hashes[otherRow] === hash &&
            sameText(text, start, end, other.text, other.spans, otherRow)
          ) {
            found.push({
              line: lines[row]!,
              column: 'external_id',
              message: M.duplicateExternalId(text.slice(start, end), other.lines[otherRow]!),
            });
            break;
          }
          slot = (slot + 1) & mask;
        }
      }
    });
    return found;
  }
}

function sameText(
  text: string,
  start: number,
  end: number,
  otherText: string,
  otherSpans: Uint32Array,
  otherRow: number,
): boolean {
  const otherStart = otherSpans[otherRow * 2]!;
  const otherEnd = otherSpans[otherRow * 2 + 1]!;
  if (otherEnd - otherStart === end - start) {
    let same = true;
    for (let at = 0; at < end - start && same; at += 1) {
      same = text.charCodeAt(start + at) === otherText.charCodeAt(otherStart + at);
    }
    if (same) return true;
  }
  // Two spellings of one ID differ in their characters (and often their length): only an ID
  // past ASCII can have another.
  const id = text.slice(start, end);
  const other = otherText.slice(otherStart, otherEnd);
  return (NON_ASCII.test(id) || NON_ASCII.test(other)) && idKey(id) === idKey(other);
}
