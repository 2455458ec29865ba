// The checked file as the page keeps it. Lines from the worker stay in their columnar chunks
// and read their values on demand (a ChunkLine): 100,000 lines are 100,000 small objects over
// a few long strings, not 1.1 million strings for the garbage collector to walk. An edited line
// becomes a plain { line, cells } object.
import { COLUMN_INDEX, CSV_COLUMNS, type CsvColumn } from './columns';
import type { CsvDelimiter } from './csv-parse';
import type { CsvEncoding } from './decode';
import type { ColumnMapping } from './header-match';
import type { ColumnChunk, ExportedFile, ImportEvent } from './import-protocol';
import { mergeIssues, type CsvIssue, type CsvLine, type LineCells } from './csv-issues';

const WIDTH = CSV_COLUMNS.length;

export interface CsvImport {
  fileName: string;
  /** The placement lines, in file order (none when a file issue stops the import). */
  lines: CsvLine[];
  /** Every issue, sorted by line then column; the file issues first. */
  issues: CsvIssue[];
  /** Issues about the whole file (missing header, empty, too long): nothing can be imported. */
  fileIssues: CsvIssue[];
  /** The file's header row. */
  headers: string[];
  /** Which file column each CSV column was read from. */
  mapping: ColumnMapping | null;
  /** Continue with the valid lines only, skipping the ones with issues. */
  skipInvalid: boolean;
  /** How the file's bytes were read (Windows-1252 when they are not UTF-8: the user is told). */
  encoding: CsvEncoding;
  /** The delimiter read from the header line (the import summary says which, and the encoding). */
  delimiter: CsvDelimiter;
  /**
   * By line number, the possible external IDs of a line with more values than the header (its
   * values may have moved right); an edit of the line drops its entry. Full DB Sync keeps them
   * all when the line is skipped (skippedExternalIds).
   */
  possibleIds: ReadonlyMap<number, readonly string[]>;
  /**
   * Whether the file came from `Export CSV` with each placement's version (BATCH-MERGE): its
   * lines are merged with what colleagues changed since. Null for a file made by hand.
   */
  exported: ExportedFile | null;
}

/** A line still in its chunk: `cells` is read from the chunk's text each time it is asked. */
export class ChunkLine implements CsvLine {
  constructor(
    readonly line: number,
    private readonly chunk: ColumnChunk,
    private readonly row: number,
  ) {}

  cell(column: CsvColumn): string {
    const at = (this.row * WIDTH + COLUMN_INDEX[column]) * 2;
    return this.chunk.text.slice(this.chunk.bounds[at], this.chunk.bounds[at + 1]);
  }

  /** The line's `placement_version` (BATCH-MERGE), undefined when it has none. */
  get version(): number | undefined {
    return this.chunk.versions?.[this.row] || undefined;
  }

  get cells(): LineCells {
    const { text, bounds } = this.chunk;
    const cells = {} as LineCells;
    let at = this.row * WIDTH * 2;
    for (const column of CSV_COLUMNS) {
      cells[column] = text.slice(bounds[at], bounds[at + 1]);
      at += 2;
    }
    return cells;
  }

  /** As a plain line (e.g. in a JSON draft), never the chunk behind it. */
  toJSON(): CsvLine {
    const { version } = this;
    return version
      ? { line: this.line, cells: this.cells, version }
      : { line: this.line, cells: this.cells };
  }
}

/** One value of a line without reading the others. */
export function cellOf(line: CsvLine, column: CsvColumn): string {
  return line instanceof ChunkLine ? line.cell(column) : line.cells[column];
}

/** Collects the worker's events into a CsvImport. */
export class ImportAssembler {
  private lines: CsvLine[] = [];
  private issues: CsvIssue[] = [];
  private possibleIds = new Map<number, readonly string[]>();

  constructor(private readonly fileName: string) {}

  /** Takes a chunk event; returns the CsvImport once the `done` event arrives. */
  take(event: ImportEvent): CsvImport | null {
    if (event.type === 'chunk') {
      const { chunk } = event;
      chunk.lines.forEach((line, row) => this.lines.push(new ChunkLine(line, chunk, row)));
      for (const issue of event.issues) this.issues.push(issue);
      for (const { line, ids } of event.possibleIds) this.possibleIds.set(line, ids);
      return null;
    }
    if (event.type !== 'done') return null;
    const stopped = event.fileIssues.length > 0;
    const lineIssues = stopped ? [] : mergeIssues(this.issues, event.lateIssues);
    return {
      fileName: this.fileName,
      lines: stopped ? [] : this.lines,
      issues: [...event.fileIssues, ...lineIssues],
      fileIssues: event.fileIssues,
      headers: event.headers,
      mapping: event.mapping,
      skipInvalid: false,
      encoding: event.encoding,
      delimiter: event.delimiter,
      possibleIds: stopped ? new Map() : this.possibleIds,
      exported: event.exported,
    };
  }
}

/** Index of the line numbered `line` in lines sorted by line number, or -1. */
export function indexOfLine(lines: readonly CsvLine[], line: number): number {
  let low = 0;
  let high = lines.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = lines[middle]!.line;
    if (at === line) return middle;
    if (at < line) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The first index in issues (sorted by line) whose line is >= `line`. */
function firstIssueAt(issues: readonly CsvIssue[], line: number): number {
  let low = 0;
  let high = issues.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (issues[middle]!.line < line) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface ImportSummary {
  /** Line numbers of the lines with at least one issue, ascending. */
  issueLines: number[];
  issueLineSet: ReadonlySet<number>;
  valid: number;
}

const summaries = new WeakMap<CsvImport, ImportSummary>();

/** Counts and the lines with issues; computed once per CsvImport (each edit makes a new one). */
export function summarize(value: CsvImport): ImportSummary {
  const known = summaries.get(value);
  if (known) return known;
  const fileIssues = new Set(value.fileIssues);
  const issueLines: number[] = [];
  for (const issue of value.issues) {
    if (fileIssues.has(issue)) continue;
    if (issueLines[issueLines.length - 1] !== issue.line) issueLines.push(issue.line);
  }
  const summary = {
    issueLines,
    issueLineSet: new Set(issueLines),
    valid: value.lines.length - issueLines.length,
  };
  summaries.set(value, summary);
  return summary;
}

/** The issues of one line, in column order. */
export function issuesOfLine(value: CsvImport, line: number): CsvIssue[] {
  const out: CsvIssue[] = [];
  const fileIssues = value.fileIssues;
  for (let at = firstIssueAt(value.issues, line); at < value.issues.length; at += 1) {
    const issue = value.issues[at]!;
    if (issue.line !== line) break;
    if (!fileIssues.includes(issue)) out.push(issue);
  }
  return out;
}
