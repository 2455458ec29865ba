// The import itself, the same in the worker and in the tests' in-thread runner: CSV text in,
// events out (header match or mapping request, checked lines in columnar chunks, the end).
import { COLUMN_INDEX, CSV_COLUMNS, MAX_CSV_LINES } from './columns';
import { parseCsv, type ParseBatch, type ParseOptions } from './csv-parse';
import { decodeCsvBytes, type CsvEncoding, type DecodedCsv } from './decode';
import { plainValues, type PlainSlice } from './csv-plain';
import {
  looksLikeHeader,
  matchHeaders,
  unmatchedRequired,
  type ColumnMapping,
} from './header-match';
import type { ColumnChunk, ImportEmit, PossibleIds } from './import-protocol';
import { CSV_MESSAGES as M } from './messages';
import { DuplicateIdFinder, idHash } from './duplicate-ids';
import { isBlankRow, LineChecker, mergeIssues, type CsvIssue } from './validate';
import { PlainLineReader } from './validate-plain';

const WIDTH = CSV_COLUMNS.length;
const ID = COLUMN_INDEX.external_id;

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
        // Past the blanks trimmed off and a neutralising apostrophe taken off (cellAt).
        const lead = value.length === rawValue.length ? 0 : rawValue.indexOf(value);
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

  /** A plain line cleared where it lies: its values' places, as the reader located them. */
  addPlain(line: number, reader: PlainLineReader, hash: number) {
    const { bounds } = this;
    const base = this.count * WIDTH * 2;
    this.lines[this.count] = line;
    this.hashes[this.count] = hash;
    this.count += 1;
    const { starts, ends } = reader;
    for (let k = 0; k < WIDTH; k += 1) {
      bounds[base + k * 2] = starts[k]!;
      bounds[base + k * 2 + 1] = ends[k]!;
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

export interface EngineOptions extends ParseOptions {
  mapping?: ColumnMapping | null;
}

/** Reads `text` and reports through `emit`; returns once the last event is out. */
export function runImportEngine(
  text: string,
  emit: ImportEmit,
  options: EngineOptions & { readMs?: number; encoding?: CsvEncoding } = {},
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

  /** Counts one more line; false (and a file issue) past the line limit. */
  const countLine = () => {
    count += 1;
    if (count <= MAX_CSV_LINES) return true;
    fileIssue(M.tooManyLines);
    return false;
  };

  /** A fast-read slice: plain lines cleared where they lie, the others checked as strings. */
  const readPlain = (plain: PlainSlice, issues: CsvIssue[], packer: ChunkPacker) => {
    const lineChecker = checker!;
    reader ??= new PlainLineReader(lineChecker.at, plain.columns);
    const { text, lines, spans, cuts, quoted } = plain;
    reader.scan(text, plain.delimiter);
    const stride = plain.columns + 1;
    const span: number[] = [0, 0];
    for (let index = 0; index < plain.count; index += 1) {
      const line = lines[index]!;
      const withQuotes = quoted?.[index];
      if (!withQuotes) {
        reader.locate(cuts, index * stride);
        if (reader.isClean(text)) {
          if (!countLine()) return false;
          packer.addPlain(line, reader, reader.idHash(text));
          continue;
        }
      }
      const raw = withQuotes ?? plainValues(plain, index);
      if (isBlankRow(raw)) continue;
      if (!countLine()) return false;
      const values = lineChecker.check(line, raw, issues);
      span[0] = spans[index * 2]!;
      span[1] = spans[index * 2 + 1]!;
      packer.add(line, raw, values, withQuotes ? null : span);
    }
    return true;
  };

  let reader: PlainLineReader | null = null;
  // Where the time goes (the bench prints it): in the sink (checks), in emit (posting chunks);
  // the rest is the parsers'.
  let sinkMs = 0;
  let emitMs = 0;
  const outcome = parseCsv(
    text,
    (batch) => {
      const entered = performance.now();
      const result = sink(batch);
      sinkMs += performance.now() - entered;
      return result;
    },
    options,
  );

  function sink({ rows, progress, plain }: ParseBatch): boolean {
    const issues: CsvIssue[] = [];
    const possibleIds: PossibleIds[] = [];
    let packer: ChunkPacker | null = null;
    if (plain && checker) {
      packer = new ChunkPacker(plain.count, plain.text, checker.at);
      if (!readPlain(plain, issues, packer)) return false;
    }
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
      if (!countLine()) return false;
      packer ??= new ChunkPacker(rows.length, '', checker.at);
      const values = checker.check(row.line, row.cells, issues);
      packer.add(row.line, row.cells, values, null);
      // A fast-read slice has exactly the header's columns: only these rows can have more.
      const ids = checker.possibleIds(row.cells);
      if (ids) possibleIds.push({ line: row.line, ids });
    }
    const posting = performance.now();
    if (packer?.size) {
      const chunk = packer.take();
      duplicates.add(chunk, packer.hashes);
      emit({ type: 'chunk', chunk, issues, possibleIds, progress }, [
        chunk.bounds.buffer,
        chunk.lines.buffer,
      ]);
    } else {
      emit({ type: 'progress', fraction: progress });
    }
    emitMs += performance.now() - posting;
    return true;
  }
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
    encoding: options.encoding ?? 'utf-8',
    delimiter: outcome.delimiter,
    timings: {
      readMs: options.readMs ?? 0,
      checkMs: performance.now() - started,
      parseMs: performance.now() - started - sinkMs,
      postMs: emitMs,
    },
  });
}

/**
 * The worker's and the in-thread runner's whole job: read the file (UTF-16 by its BOM, UTF-8, else
 * Windows-1252: ./decode.ts), then run the engine.
 */
export async function importFile(file: Blob, emit: ImportEmit, options: EngineOptions = {}) {
  let decoded: DecodedCsv;
  const started = performance.now();
  try {
    decoded = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
  } catch {
    emit({ type: 'error', message: M.unreadable });
    return;
  }
  runImportEngine(decoded.text, emit, {
    ...options,
    encoding: decoded.encoding,
    readMs: performance.now() - started,
  });
}
