// Plain-text tables (aligned, and valid markdown tables), the budgets and the machine's load.
import os from 'node:os';

export const KB = 1024;

/** The load average now (1, 5 and 15 minutes), 2 decimals. */
export const loadAverage = () => os.loadavg().map((v) => Number(v.toFixed(2)));

/** A bytes row's name: its page, and the login it was opened as. */
export const rowLabel = (row) => (row.login ? `${row.label} (${row.login})` : row.label);

export const kb = (bytes) =>
  bytes === null || bytes === undefined ? '-' : (bytes / KB).toFixed(1);
export const ms = (value) =>
  value === null || value === undefined || Number.isNaN(value) ? '-' : String(Math.round(value));

/** A markdown table whose columns are padded, so it reads the same in a terminal. */
export function table(header, rows, align = []) {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = header.map((_, i) => Math.max(3, ...cells.map((row) => row[i].length)));
  const pad = (cell, i) => (align[i] === 'r' ? cell.padStart(widths[i]) : cell.padEnd(widths[i]));
  const line = (row) => `| ${row.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (align[i] === 'r' ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

export function median(values) {
  const list = values
    .filter((v) => typeof v === 'number' && !Number.isNaN(v))
    .sort((a, b) => a - b);
  if (list.length === 0) return null;
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
}

/** One budget line: `value <= limit` (`value < limit` if strict), with how both are shown. */
export function budget({ id, kind, what, value, limit, show, strict = false }) {
  const pass = value !== null && limit !== null && (strict ? value < limit : value <= limit);
  const op = strict ? '<' : '<=';
  return {
    id,
    kind,
    what,
    value,
    limit,
    pass,
    text: `${what}: ${show(value)} ${op} ${show(limit)}`,
  };
}
