// A CSV line and its issues, and the order issues are read in (by line, then column). Apart from
// the line validator (./validate.ts), which the batch wizard's first screen does not load: the
// import's model merges issues without it.
import { COLUMN_INDEX, type CsvColumn } from './columns';

export type LineCells = Record<CsvColumn, string>;

export interface CsvLine {
  /** 1-based line number in the file, header = 1 (BATCH-LINE-NUMBERS) */
  line: number;
  cells: LineCells;
  /** The placement's version when the file was exported (BATCH-MERGE); absent when none. */
  version?: number;
}

export interface CsvIssue {
  line: number;
  column: CsvColumn | null;
  message: string;
}

/** Issues in the order a reader meets them: by line, then by column (line-wide ones first). */
export function compareIssues(a: CsvIssue, b: CsvIssue): number {
  if (a.line !== b.line) return a.line - b.line;
  const ai = a.column === null ? -1 : COLUMN_INDEX[a.column];
  const bi = b.column === null ? -1 : COLUMN_INDEX[b.column];
  return ai - bi;
}

/** Two lists sorted by compareIssues, merged into one (no re-sort of a long list). */
export function mergeIssues(a: readonly CsvIssue[], b: readonly CsvIssue[]): CsvIssue[] {
  if (!a.length) return [...b];
  if (!b.length) return [...a];
  const out: CsvIssue[] = [];
  let j = 0;
  for (const issue of a) {
    // b's issues before this one (an equal one goes after: a's first).
    for (let next = b[j]; next && compareIssues(next, issue) < 0; next = b[j]) {
      out.push(next);
      j += 1;
    }
    out.push(issue);
  }
  for (const rest of b.slice(j)) out.push(rest);
  return out;
}
