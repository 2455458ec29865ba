// What the import worker and the page say to each other. Lines travel as columnar chunks (one
// string of every value plus offsets in typed arrays that are transferred, not copied): a
// structured clone of 100,000 line objects would cost the page more than the 50 ms a task may.
import type { CsvColumn } from './columns';
import type { CsvDelimiter } from './csv-parse';
import type { CsvEncoding } from './decode';
import type { ColumnMapping } from './header-match';
import type { CsvIssue } from './csv-issues';

export interface ImportRequest {
  file: Blob;
  /** The columns picked in the mapping step; without it the header row is matched. */
  mapping?: ColumnMapping | null;
}

/**
 * Checked lines, their values in CSV_COLUMNS order: value k of line i is
 * text.slice(bounds[2(11i+k)], bounds[2(11i+k)+1]). Most values are found in place in the text
 * of the file's slice, which travels as it is; the rest are appended after it.
 */
export interface ColumnChunk {
  text: string;
  bounds: Uint32Array;
  lines: Uint32Array;
  /** Each line's `placement_version` (BATCH-MERGE), 0 for none; absent when the file has none. */
  versions?: Uint32Array;
}

/** The values a line with extra values may have as its external ID (LineChecker.possibleIds). */
export interface PossibleIds {
  line: number;
  ids: string[];
}

/** A file written by `Export CSV`: its lines carry the version each placement had then. */
export interface ExportedFile {
  /** When it was exported (its `exported_at`), or null when no line says. */
  exportedAt: string | null;
}

export type ImportEvent =
  | { type: 'progress'; fraction: number }
  | {
      type: 'needs-mapping';
      headers: string[];
      mapping: ColumnMapping;
      unmatched: CsvColumn[];
    }
  | {
      type: 'chunk';
      chunk: ColumnChunk;
      issues: CsvIssue[];
      /** Its lines with more values than the header (rare): their possible external IDs. */
      possibleIds: PossibleIds[];
      progress: number;
    }
  | {
      type: 'done';
      headers: string[];
      mapping: ColumnMapping | null;
      /** Issues about the whole file: when there is one, no line is kept. */
      fileIssues: CsvIssue[];
      /** Line issues found only at the end (repeated external IDs, an unclosed quote), sorted. */
      lateIssues: CsvIssue[];
      /** How the file's bytes were read: UTF-8, UTF-16 (by its BOM), or else Windows-1252. */
      encoding: CsvEncoding;
      /** The delimiter read from the header line. */
      delimiter: CsvDelimiter;
      /** What the file says of its export (BATCH-MERGE): null for a file made by hand. */
      exported: ExportedFile | null;
      /**
       * Milliseconds the worker spent reading the file and checking it (0 on this thread), and
       * of the check, the parsers' share and the posting of chunks'.
       */
      timings: { readMs: number; checkMs: number; parseMs: number; postMs: number };
    }
  | { type: 'error'; message: string };

export type ImportEmit = (event: ImportEvent, transfer?: Transferable[]) => void;
