// Fixing a value in place (BATCH-REVIEW): the line is checked again at once, and so is every line
// sharing its old or new external ID (the first of them is fine, the later ones are duplicates).
import type { CsvColumn } from './columns';
import { idKey, NON_ASCII } from './duplicate-ids';
import { cellOf, indexOfLine, type CsvImport } from './import-model';
import { CSV_MESSAGES as M } from './messages';
import { checkCells, compareIssues, type CsvIssue, type CsvLine, type LineCells } from './validate';

function trimmed(cells: LineCells): LineCells {
  const out = { ...cells };
  for (const key of Object.keys(out) as CsvColumn[]) out[key] = out[key].trim();
  return out;
}

/** The line numbers holding external ID `id` (trimmed), ascending; compared in NFC (idKey). */
function linesWithId(lines: readonly CsvLine[], id: string): number[] {
  const found: number[] = [];
  if (!id) return found;
  const key = idKey(id);
  const spelt = NON_ASCII.test(id);
  for (const line of lines) {
    const value = cellOf(line, 'external_id');
    // Most values differ in length: compare lengths first, trim only when they could match.
    if (value === id || (value.length >= id.length && value.trim() === id)) found.push(line.line);
    // Another spelling of the same ID: only where either is past ASCII.
    else if ((spelt || NON_ASCII.test(value)) && idKey(value.trim()) === key) found.push(line.line);
  }
  return found;
}

/** The duplicate issue of `line` among the lines holding the same ID, if it is not the first. */
function duplicateIssue(line: number, holders: readonly number[], id: string): CsvIssue | null {
  const first = holders[0];
  return first === undefined || first === line
    ? null
    : { line, column: 'external_id', message: M.duplicateExternalId(id, first) };
}

const isDuplicateIssue = (issue: CsvIssue) =>
  issue.column === 'external_id' && M.duplicateExternalIdPattern.test(issue.message);

/**
 * `value` with one cell of line `line` set to `text`. The edited line's issues are its cells'
 * issues now (a line-wide one, like extra values, is dropped: the line has been reviewed).
 */
export function editCell(
  value: CsvImport,
  line: number,
  column: CsvColumn,
  text: string,
): CsvImport {
  const index = indexOfLine(value.lines, line);
  const current = value.lines[index];
  if (!current || cellOf(current, column) === text) return value;
  const cells = { ...current.cells, [column]: text };
  const lines = value.lines.slice();
  // An edited line is still the exported one: it keeps its version (BATCH-MERGE).
  const version = current.version;
  lines[index] = version ? { line, cells, version } : { line, cells };

  const renewed: CsvIssue[] = [];
  const affected = new Set<number>([line]);
  const newId = cells.external_id.trim();
  const newHolders = linesWithId(lines, newId);
  for (const issue of checkCells(trimmed(cells))) renewed.push({ line, ...issue });
  const own = duplicateIssue(line, newHolders, newId);
  if (own) renewed.push(own);

  // Lines whose duplicate issue may come or go: the holders of the old and of the new ID.
  const groups: [string, number[]][] = [[newId, newHolders]];
  if (column === 'external_id') {
    const oldId = cellOf(current, 'external_id').trim();
    if (oldId !== newId) groups.push([oldId, linesWithId(lines, oldId)]);
  }
  const recheck = new Map<number, CsvIssue | null>();
  for (const [id, holders] of groups) {
    for (const other of holders) {
      if (other !== line) recheck.set(other, duplicateIssue(other, holders, id));
    }
  }
  const kept: CsvIssue[] = [];
  for (const issue of value.issues) {
    if (affected.has(issue.line)) continue;
    if (recheck.has(issue.line) && isDuplicateIssue(issue)) continue;
    kept.push(issue);
  }
  for (const issue of recheck.values()) if (issue) renewed.push(issue);
  const issues = kept.concat(renewed).sort(compareIssues);
  // The edited line's cells are now what the user made them, its external ID included.
  let possibleIds = value.possibleIds;
  if (possibleIds.has(line)) {
    const rest = new Map(possibleIds);
    rest.delete(line);
    possibleIds = rest;
  }
  return { ...value, lines, issues, possibleIds };
}

/** Continue with the valid lines only (true) or require every line fixed (false). */
export function setSkipInvalid(value: CsvImport, skipInvalid: boolean): CsvImport {
  return value.skipInvalid === skipInvalid ? value : { ...value, skipInvalid };
}
