// The import itself, the same in the worker and in the tests' in-thread runner: CSV text in,
// events out (header match or mapping request, checked lines in columnar chunks, the end).
import { CSV_COLUMNS, MAX_CSV_LINES } from './columns';
import { parseCsv, type ParseBatch, type ParseOptions, type ParsedRow } from './csv-parse';
import { decodeCsvBytes, type CsvEncoding, type DecodedCsv } from './decode';
import {
  headerKey,
  looksLikeHeader,
  matchHeaders,
  unmatchedRequired,
  type ColumnMapping,
} from './header-match';
import { EXPORTED_AT_COLUMN, PLACEMENT_VERSION_COLUMN } from '@/rules/placement-csv';
import { parsePlacementVersion } from '@/lib/csv/placement-csv-merge';
import type { ColumnChunk, ExportedFile, ImportEmit, PossibleIds } from './import-protocol';
import { CSV_MESSAGES as M } from './messages';
import { DuplicateIdFinder, idHash } from './duplicate-ids';
import {
  isBlankRow,
  LineChecker,
  mergeIssues,
  type CheckedValues,
  type CsvIssue,
} from './validate';

const WIDTH = CSV_COLUMNS.length;

/**
 * Packs checked lines into a ColumnChunk: their values (CSV_COLUMNS order) joined into one text,
 * each value's place in it noted, and each line's external ID's hash (the duplicate pass).
 */
class ChunkPacker {
  private readonly parts: string[] = [];
  private length = 0;
  private readonly bounds: Uint32Array;
  private readonly lines: Uint32Array;
  readonly hashes: Uint32Array;
  private readonly versions: Uint32Array;
  private withVersions = false;
  private count = 0;

  constructor(capacity: number) {
    this.bounds = new Uint32Array(capacity * WIDTH * 2);
    this.lines = new Uint32Array(capacity);
    this.hashes = new Uint32Array(capacity);
    this.versions = new Uint32Array(capacity);
  }

  /** `version` 0: none. A chunk carries versions once one of its lines had a version column. */
  add(line: number, values: CheckedValues, version: number | null) {
    const { bounds, parts } = this;
    let at = this.count * WIDTH * 2;
    this.lines[this.count] = line;
    if (version !== null) {
      this.versions[this.count] = version;
      this.withVersions = true;
    }
    const [, id] = values;
    this.hashes[this.count] = id ? idHash(id) : 0;
    this.count += 1;
    for (const value of values) {
      bounds[at] = this.length;
      if (value) {
        parts.push(value);
        this.length += value.length;
      }
      bounds[at + 1] = this.length;
      at += 2;
    }
  }

  get size() {
    return this.count;
  }

  take(): ColumnChunk {
    const full = this.count === this.lines.length;
    const { versions } = this;
    return {
      text: this.parts.join(''),
      bounds: full ? this.bounds : this.bounds.slice(0, this.count * WIDTH * 2),
      lines: full ? this.lines : this.lines.slice(0, this.count),
      ...(this.withVersions ? { versions: full ? versions : versions.slice(0, this.count) } : {}),
    };
  }
}

/** An `exported_at` cell as an ISO time, or null when it is none. */
function exportTime(text: string): string | null {
  const time = Date.parse(text.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
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
  // The export's own columns (BATCH-MERGE): where they are in the file (-1: not there).
  let versionAt = -1;
  let exportedAtAt = -1;
  let exported: ExportedFile | null = null;
  const fileIssue = (message: string, line = 1) => fileIssues.push({ line, column: null, message });

  /** The header row matched (or mapped) to a checker; null (a file issue, a mapping) stops. */
  const readHeader = (row: ParsedRow): LineChecker | null => {
    headers = row.cells.map((cell) => cell.trim());
    const keys = headers.map(headerKey);
    versionAt = keys.indexOf(headerKey(PLACEMENT_VERSION_COLUMN));
    exportedAtAt = keys.indexOf(headerKey(EXPORTED_AT_COLUMN));
    if (versionAt >= 0) exported = { exportedAt: null };
    if (!mapping && !looksLikeHeader(headers)) {
      fileIssue(M.missingHeader, row.line);
      return null;
    }
    if (!mapping) {
      const matched = matchHeaders(headers).mapping;
      const unmatched = unmatchedRequired(matched);
      if (unmatched.length) {
        emit({ type: 'needs-mapping', headers, mapping: matched, unmatched });
        stoppedForMapping = true;
        return null;
      }
      mapping = matched;
    }
    return new LineChecker(mapping, headers.length, false);
  };

  // Where the time goes (the bench prints it): in the sink (checks), in emit (posting chunks);
  // the rest is the parser's.
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

  function sink({ rows, progress }: ParseBatch): boolean {
    const issues: CsvIssue[] = [];
    const possibleIds: PossibleIds[] = [];
    const packer = new ChunkPacker(rows.length);
    for (const row of rows) {
      if (isBlankRow(row.cells)) continue;
      if (!checker) {
        checker = readHeader(row);
        if (!checker) return false;
        continue;
      }
      count += 1;
      if (count > MAX_CSV_LINES) {
        fileIssue(M.tooManyLines);
        return false;
      }
      // A cell that is no version (empty, a typo) reads as 0: the line imports as a hand-made one.
      const version =
        versionAt >= 0 ? (parsePlacementVersion(row.cells[versionAt] ?? '') ?? 0) : null;
      if (exported && exported.exportedAt === null && exportedAtAt >= 0) {
        exported.exportedAt = exportTime(row.cells[exportedAtAt] ?? '');
      }
      packer.add(row.line, checker.check(row.line, row.cells, issues), version);
      const ids = checker.possibleIds(row.cells);
      if (ids) possibleIds.push({ line: row.line, ids });
    }
    const posting = performance.now();
    if (packer.size) {
      const chunk = packer.take();
      duplicates.add(chunk, packer.hashes);
      emit({ type: 'chunk', chunk, issues, possibleIds, progress }, [
        chunk.bounds.buffer,
        chunk.lines.buffer,
        ...(chunk.versions ? [chunk.versions.buffer] : []),
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
    encoding: options.encoding ?? 'utf-8',
    delimiter: outcome.delimiter,
    exported,
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
