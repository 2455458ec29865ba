// The import itself, the same in the worker and in the tests' in-thread runner: CSV text in,
// events out (header match or mapping request, checked lines in columnar chunks, the end).
import { CSV_COLUMNS, MAX_CSV_LINES } from './columns';
import { parseCsv, type ParseOptions } from './csv-parse';
import {
  looksLikeHeader,
  matchHeaders,
  unmatchedRequired,
  type ColumnMapping,
} from './header-match';
import type { ColumnChunk, ImportEmit } from './import-protocol';
import { CSV_MESSAGES as M } from './messages';
import { DuplicateIdFinder, idHash } from './duplicate-ids';
import { isBlankRow, LineChecker, mergeIssues, type CsvIssue } from './validate';

const WIDTH = CSV_COLUMNS.length;
const ID = CSV_COLUMNS.indexOf('external_id');

/**
 * Packs checked lines into a ColumnChunk. A value read from a line with no quotes lies in the
 * slice's text exactly as read: only its place is noted. Other values (quoted lines, lines read
 * by papaparse) are appended after the slice's text.
 */
class ChunkPacker {
  private extra = '';
  private readonly bounds: Uint32Array;
  private readonly lines: Uint32Array;
  /** Each line's external ID's hash, for the duplicate pass. */
  readonly hashes: Uint32Array;
  private count = 0;
  /** Where each of a line's values starts (reused from line to line). */
  private starts = new Uint32Array(64);

  constructor(
    capacity: number,
    private readonly source: string,
    private readonly at: Int32Array,
  ) {
    this.bounds = new Uint32Array(capacity * WIDTH * 2);
    this.lines = new Uint32Array(capacity);
    this.hashes = new Uint32Array(capacity);
  }

  /** `span`: where the row's line lies in the source (start, end), when it is one line. */
  add(line: number, raw: readonly string[], values: readonly string[], span: number[] | null) {
    const { bounds, at } = this;
    const base = this.count * WIDTH * 2;
    this.lines[this.count] = line;
    const id = values[ID]!;
    this.hashes[this.count] = id ? idHash(id) : 0;
    this.count += 1;
    if (span && verbatim(raw, span)) {
      // Value j of the line starts after the j values and commas before it.
      if (this.starts.length < raw.length) this.starts = new Uint32Array(raw.length * 2);
      const starts = this.starts;
      let position = span[0]!;
      for (let j = 0; j < raw.length; j += 1) {
        starts[j] = position;
        position += raw[j]!.length + 1;
      }
      for (let k = 0; k < WIDTH; k += 1) {
        const j = at[k]!;
        const value = values[k]!;
        if (j >= raw.length || !value) continue;
        const rawValue = raw[j]!;
        const lead = value.length === rawValue.length ? 0 : leadingBlank(rawValue);
        bounds[base + k * 2] = starts[j]! + lead;
        bounds[base + k * 2 + 1] = starts[j]! + lead + value.length;
      }
      return;
    }
    for (let k = 0; k < WIDTH; k += 1) {
      const value = values[k]!;
      if (!value) continue;
      const start = this.source.length + this.extra.length;
      this.extra += value;
      bounds[base + k * 2] = start;
      bounds[base + k * 2 + 1] = start + value.length;
    }
  }

  get size() {
    return this.count;
  }

  take(): ColumnChunk {
    const full = this.count === this.lines.length;
    return {
      // Only the slice's text: its values are read in place (an empty value is 0..0).
      text: this.extra ? this.source + this.extra : this.source,
      bounds: full ? this.bounds : this.bounds.slice(0, this.count * WIDTH * 2),
      lines: full ? this.lines : this.lines.slice(0, this.count),
    };
  }
}

/** A line holds its values as read: their lengths and commas add up to the line's length. */
function verbatim(raw: readonly string[], span: number[]): boolean {
  let length = raw.length - 1;
  for (const value of raw) length += value.length;
  return length === span[1]! - span[0]!;
}

function leadingBlank(value: string): number {
  return value.length - value.trimStart().length;
}

export interface EngineOptions extends ParseOptions {
  mapping?: ColumnMapping | null;
}

/** Reads `text` and reports through `emit`; returns once the last event is out. */
export function runImportEngine(
  text: string,
  emit: ImportEmit,
  options: EngineOptions & { readMs?: number } = {},
) {
  const started = performance.now();
  let headers: string[] | null = null;
  let mapping: ColumnMapping | null = options.mapping ?? null;
  let checker: LineChecker | null = null;
  let count = 0;
  const fileIssues: CsvIssue[] = [];
  const duplicates = new DuplicateIdFinder();
  let stoppedForMapping = false;
  const fileIssue = (message: string, line = 1) => fileIssues.push({ line, column: null, message });

  const outcome = parseCsv(
    text,
    ({ rows, progress, source }) => {
      const issues: CsvIssue[] = [];
      let packer: ChunkPacker | null = null;
      const span: number[] = [0, 0];
      for (let index = 0; index < rows.length; index += 1) {
        const row = rows[index]!;
        if (isBlankRow(row.cells)) continue;
        if (!checker) {
          headers = row.cells.map((cell) => cell.trim());
          if (!mapping && !looksLikeHeader(headers)) {
            fileIssue(M.missingHeader, row.line);
            return false;
          }
          if (!mapping) {
            const matched = matchHeaders(headers).mapping;
            const unmatched = unmatchedRequired(matched);
            if (unmatched.length) {
              emit({ type: 'needs-mapping', headers, mapping: matched, unmatched });
              stoppedForMapping = true;
              return false;
            }
            mapping = matched;
          }
          checker = new LineChecker(mapping, headers.length, false);
          continue;
        }
        count += 1;
        if (count > MAX_CSV_LINES) {
          fileIssue(M.tooManyLines);
          return false;
        }
        packer ??= new ChunkPacker(rows.length, source?.text ?? '', checker.at);
        const values = checker.check(row.line, row.cells, issues);
        if (source) {
          span[0] = source.spans[index * 2]!;
          span[1] = source.spans[index * 2 + 1]!;
        }
        packer.add(row.line, row.cells, values, source ? span : null);
      }
      if (packer?.size) {
        const chunk = packer.take();
        duplicates.add(chunk, packer.hashes);
        emit({ type: 'chunk', chunk, issues, progress }, [chunk.bounds.buffer, chunk.lines.buffer]);
      } else {
        emit({ type: 'progress', fraction: progress });
      }
      return true;
    },
    options,
  );
  if (stoppedForMapping) return;
  if (!headers) fileIssue(M.emptyFile);
  else if (!fileIssues.length && count === 0) fileIssue(M.noLines);
  const unclosed = outcome.unclosedQuoteLines.map((line) => ({
    line,
    column: null,
    message: M.unclosedQuote,
  }));
  emit({
    type: 'done',
    headers: headers ?? [],
    mapping,
    fileIssues,
    lateIssues: fileIssues.length ? [] : mergeIssues(unclosed, duplicates.issues()),
    parser: outcome.engine,
    timings: { readMs: options.readMs ?? 0, checkMs: performance.now() - started },
  });
}

/** The worker's and the in-thread runner's whole job: read the file, then run the engine. */
export async function importFile(file: Blob, emit: ImportEmit, options: EngineOptions = {}) {
  let text: string;
  const started = performance.now();
  try {
    text = await file.text();
  } catch {
    emit({ type: 'error', message: M.unreadable });
    return;
  }
  runImportEngine(text, emit, { ...options, readMs: performance.now() - started });
}
