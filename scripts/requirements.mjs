// The requirement catalogue's checker (issue 29). docs/requirements.md gives every product rule
// an id (`BID-TIMEOUT`), says where it lives in src/ and which tests check it; comments cite the
// ids instead of sections of documents outside the repository. This finds where the two
// disagree: an id no comment or test names, a comment citing an id the catalogue lacks, a path
// in a comment (or in the catalogue) that does not exist, and a citation of an outside section.
// `node scripts/requirements.mjs` prints the counts and the problems; a Vitest test
// (test/architecture/requirements.test.ts) fails on any problem.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokenize } from './test-titles.mjs';

export const CATALOGUE = 'docs/requirements.md';

const ORIGINS = new Set(['spec', 'decisions', 'project']);
/**
 * A citation of a numbered section ("spec section N", "decisions sections N and M", "§N"): the
 * repository's own documents have no numbered sections, so any is a section of an outside one.
 */
const OUTSIDE_CITATION = /\bsections?\s+\d|§\s*\d/i;
/** A repository path in prose: a known top folder, then the rest up to a space or punctuation. */
const PATH_IN_TEXT =
  /(?<![\w./@-])(?:src|test|docs|scripts|api|bench|deploy|public|\.ci)\/[\w./@-]*[\w/]/g;
/** Paths that name a pattern, not a file: `src/features/<area>/`, `src/features/*`. */
const PATTERN_AFTER = /^[<*{$]/;
/** What builds and runs write (ignored by git): a comment may name where its output goes. */
const GENERATED =
  /^(?:bench\/out|dist(?:-[\w-]+)?|test-results|coverage|playwright-report)(?:\/|$)/;

/** Splits a table row on its unescaped pipes (`\|` stays in a cell). */
function cells(line) {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

const backticked = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

/**
 * The catalogue: its prefixes (one per `## Area (\`PREFIX\`)` heading) and its rows
 * (`| \`ID\` | rule | from | lives in | checked by |`), with what is wrong in its own text.
 */
export function parseCatalogue(markdown, exists) {
  const prefixes = [];
  const entries = [];
  const problems = [];
  let prefix = null;
  markdown.split('\n').forEach((line, index) => {
    const where = `${CATALOGUE}:${index + 1}`;
    const heading = /^## .*\(`([A-Z]+)`\)\s*$/.exec(line);
    if (heading) {
      prefix = heading[1];
      if (prefixes.includes(prefix))
        problems.push(`${where}: the prefix ${prefix} heads two areas`);
      prefixes.push(prefix);
      return;
    }
    if (!/^\|\s*`[A-Z]/.test(line)) return;
    const row = cells(line);
    const [idCell, ...rest] = row;
    const id = backticked(idCell)[0] ?? idCell;
    if (rest.length < 4) {
      problems.push(`${where}: ${id} needs five cells (id, rule, from, lives in, checked by)`);
      return;
    }
    const [from, livesIn, checkedBy] = rest.slice(-3);
    if (!prefix || !new RegExp(`^${prefix}(?:-[A-Z0-9]+){1,5}$`).test(id)) {
      problems.push(`${where}: ${id} is not an id of its area (${prefix ?? 'no area'})`);
    }
    if (entries.some((entry) => entry.id === id)) problems.push(`${where}: ${id} is listed twice`);
    if (!ORIGINS.has(from)) problems.push(`${where}: ${id} comes from "${from}"`);
    const lives = backticked(livesIn);
    const checks = checkedBy === 'none' ? [] : backticked(checkedBy);
    if (lives.length === 0) problems.push(`${where}: ${id} names no file it lives in`);
    if (checkedBy !== 'none' && checks.length === 0) {
      problems.push(`${where}: ${id} names no test (write none when there is none)`);
    }
    for (const file of lives.filter((file) => !file.startsWith('src/') || !exists(file))) {
      problems.push(`${where}: ${id} lives in ${file}, which is not a path under src/`);
    }
    for (const file of checks.filter((file) => !file.startsWith('test/') || !exists(file))) {
      problems.push(`${where}: ${id} is checked by ${file}, which is not a path under test/`);
    }
    entries.push({ id, line: index + 1, lives, checks });
  });
  return { prefixes, entries, problems };
}

const CODE = /\.(?:[cm]?js|tsx?)$/;
const HASH_COMMENTS = /\.(?:sh|conf)$|(?:^|\/)run$/;

const TITLED = new Set(['describe', 'it', 'test']);
/** `describe('title'`, `it('title'`, `test.describe('title'`: a test's or a group's title. */
function isTitle(tokens, index) {
  const open = tokens[index - 1];
  const callee = tokens[index - 2];
  return open?.value === '(' && callee?.type === 'word' && TITLED.has(callee.value);
}

/** The comments of a file with their line numbers: code comments, `#` lines, or all of a doc. */
export function commentsOf(file, text) {
  const lineAt = (offset) => text.slice(0, offset).split('\n').length;
  if (CODE.test(file)) {
    const comments = [];
    const tokens = tokenize(text, { comments: true });
    tokens.forEach((token, index) => {
      const line = token.at === undefined ? 0 : lineAt(token.at);
      if (token.type === 'comment') {
        // Consecutive line comments are one comment: a citation may wrap.
        const last = comments[comments.length - 1];
        if (last?.kind === 'comment' && last.end === line - 1) {
          last.text += `\n${token.value}`;
          last.end = line + token.value.split('\n').length - 1;
        } else {
          const end = line + token.value.split('\n').length - 1;
          comments.push({ kind: 'comment', line, end, text: token.value });
        }
      } else if (token.type === 'string' && isTitle(tokens, index)) {
        comments.push({ kind: 'title', line, text: token.value });
      }
    });
    return comments.map(({ line, text: body, kind }) => ({
      line,
      text: body,
      title: kind === 'title',
    }));
  }
  const lines = text.split('\n');
  if (HASH_COMMENTS.test(file)) {
    return lines.flatMap((line, index) => {
      const at = line.search(/(?:^|\s)#(?!!)/);
      return at < 0 ? [] : [{ line: index + 1, text: line.slice(at) }];
    });
  }
  return lines.map((line, index) => ({ line: index + 1, text: line }));
}

/**
 * Every problem between the catalogue and the files: `files` is [{ path, text }] (code, tests,
 * docs and the API description), `exists(path)` says whether a repository path exists.
 */
export function findProblems({ catalogue, files, exists }) {
  const { prefixes, entries, problems } = parseCatalogue(catalogue, exists);
  const known = new Set(entries.map((entry) => entry.id));
  const idPattern = new RegExp(`\\b(?:${prefixes.join('|') || '(?!)'})(?:-[A-Z0-9]+)+\\b`, 'g');
  const named = new Set();
  let citations = 0;
  for (const file of files) {
    const isTest = file.path.startsWith('test/');
    for (const comment of commentsOf(file.path, file.text)) {
      // The line of a match inside a comment that spans lines.
      const where = (index) =>
        `${file.path}:${comment.line + (comment.text.slice(0, index).match(/\n/g)?.length ?? 0)}`;
      for (const match of comment.text.matchAll(idPattern)) {
        citations += 1;
        named.add(match[0]);
        if (!known.has(match[0])) {
          problems.push(`${where(match.index)}: cites ${match[0]}, which ${CATALOGUE} lacks`);
        }
      }
      const outside = OUTSIDE_CITATION.exec(comment.text);
      if (outside) {
        problems.push(
          `${where(outside.index)}: cites a section of a document outside the repository`,
        );
      }
      if (!CODE.test(file.path) && !HASH_COMMENTS.test(file.path)) continue; // prose: ids only
      for (const match of comment.text.matchAll(PATH_IN_TEXT)) {
        const after = comment.text[match.index + match[0].length] ?? '';
        if (PATTERN_AFTER.test(after) || GENERATED.test(match[0])) continue;
        const cited = match[0].replace(/[./]+$/, (tail) => (tail.startsWith('/') ? '/' : ''));
        if (!exists(cited))
          problems.push(`${where(match.index)}: names ${cited}, which does not exist`);
      }
    }
    // A test names an id anywhere: a title, a string, a comment.
    if (isTest) for (const [id] of file.text.matchAll(idPattern)) named.add(id);
  }
  for (const entry of entries.filter((entry) => !named.has(entry.id))) {
    problems.push(`${CATALOGUE}:${entry.line}: ${entry.id} is named by no comment or test`);
  }
  return { problems, counts: { ids: entries.length, prefixes: prefixes.length, citations } };
}

const ROOTS = ['src', 'test', 'scripts', 'bench', '.ci', 'deploy', 'docs', 'api'];
/** Generated or copied files: what they say is not ours to cite from. */
const SKIP = /^(?:bench\/out|src\/types\/api\.ts$|public\/mockServiceWorker\.js$)|node_modules/;
const SCANNED = /\.(?:[cm]?js|tsx?|sh|ya?ml|conf|md)$|^\.ci\/run$/;

function walk(root, dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const relative = path.posix.join(dir, name);
    if (SKIP.test(relative)) return [];
    return statSync(path.join(root, relative)).isDirectory() ? walk(root, relative) : [relative];
  });
}

/** The repository's files to check, top-level configs included; the catalogue itself is not. */
export function repositoryFiles(root) {
  const top = readdirSync(root).filter((name) => /\.(?:[cm]?js|ts)$/.test(name));
  return [...top, ...ROOTS.flatMap((dir) => walk(root, dir))]
    .filter((file) => SCANNED.test(file) && file !== CATALOGUE)
    .map((file) => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') }));
}

export function checkRepository(root) {
  return findProblems({
    catalogue: readFileSync(path.join(root, CATALOGUE), 'utf8'),
    files: repositoryFiles(root),
    exists: (file) => existsSync(path.join(root, file)),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { problems, counts } = checkRepository(root);
  console.log(
    `${CATALOGUE}: ${counts.ids} requirement ids in ${counts.prefixes} areas; ` +
      `${counts.citations} citations in comments; ${problems.length} problems`,
  );
  for (const problem of problems) console.log(`  ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
