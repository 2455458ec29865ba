// The requirement catalogue's checker (issue 29). docs/requirements.md gives every product rule
// an id (`BID-TIMEOUT`), one list per area; docs/decisions.md lists the ids of implementation
// choices ("Implementation choices by id", each naming its one source). Comments and tests cite
// the ids instead of sections of documents outside the repository. This finds where they
// disagree: an id nothing names, a comment citing an id neither list defines, a path in a comment
// (or in a definition) that does not exist, and a citation of an outside section. `node
// scripts/requirements.mjs` prints the counts and the problems; a Vitest test
// (test/architecture/requirements.test.ts) fails on any problem.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokenize } from './test-titles.mjs';

export const CATALOGUE = 'docs/requirements.md';
export const CHOICES = 'docs/decisions.md';
const CHOICES_HEADING = '## Implementation choices by id';

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
/** A definition: `- \`ID\`: what it says` (the rule, or the choice and its source). */
const DEFINITION = /^- `([A-Z][A-Z0-9-]*)`:\s*(.*)$/;
/** A backticked path of the code or the tests: it must exist. */
const CODE_PATH = /^(?:src|test)\/[\w./@-]*$/;

const backticked = (text) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

/** What is wrong in one definition's own text: no text, a backticked path that does not exist. */
function definitionProblems(where, id, text, exists) {
  const problems = text.trim() === '' ? [`${where}: ${id} says nothing`] : [];
  for (const file of backticked(text).filter((cell) => CODE_PATH.test(cell))) {
    if (!exists(file)) problems.push(`${where}: ${id} names ${file}, which does not exist`);
  }
  return problems;
}

/**
 * The product rules (docs/requirements.md): the prefixes (one per `## Area (\`PREFIX\`)`
 * heading) and the definitions under them, with what is wrong in the file's own text.
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
    const definition = DEFINITION.exec(line);
    if (!definition) return;
    const [, id, text] = definition;
    if (!prefix || !new RegExp(`^${prefix}(?:-[A-Z0-9]+){1,5}$`).test(id)) {
      problems.push(`${where}: ${id} is not an id of its area (${prefix ?? 'no area'})`);
    }
    problems.push(...definitionProblems(where, id, text, exists));
    entries.push({ id, file: CATALOGUE, line: index + 1, text });
  });
  return { prefixes, entries, problems };
}

/**
 * The implementation choices (the "Implementation choices by id" section of docs/decisions.md):
 * ids of the catalogue's areas, each naming the file under src/ that is its one source.
 */
export function parseChoices(markdown, prefixes, exists) {
  const entries = [];
  const problems = [];
  const lines = markdown.split('\n');
  const start = lines.indexOf(CHOICES_HEADING);
  if (start < 0) return { entries, problems };
  for (let index = start + 1; index < lines.length && !lines[index].startsWith('## '); index++) {
    const definition = DEFINITION.exec(lines[index]);
    if (!definition) continue;
    const where = `${CHOICES}:${index + 1}`;
    const [, id, text] = definition;
    const area = prefixes.find((prefix) => id.startsWith(`${prefix}-`));
    if (!area || !new RegExp(`^${area}(?:-[A-Z0-9]+){1,5}$`).test(id)) {
      problems.push(`${where}: ${id} is not an id of any area of ${CATALOGUE}`);
    }
    if (!backticked(text).some((cell) => cell.startsWith('src/'))) {
      problems.push(`${where}: ${id} names no file under src/ it lives in`);
    }
    problems.push(...definitionProblems(where, id, text, exists));
    entries.push({ id, file: CHOICES, line: index + 1 });
  }
  return { entries, problems };
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
 * Every problem between the two lists of ids and the files: `catalogue` is docs/requirements.md,
 * `choices` docs/decisions.md (also among the files, where its prose cites ids too); `files` is
 * [{ path, text }] (code, tests, docs and the API description), `exists(path)` says whether a
 * repository path exists.
 */
export function findProblems({ catalogue, choices = '', files, exists }) {
  const parsed = parseCatalogue(catalogue, exists);
  const { prefixes } = parsed;
  const chosen = parseChoices(choices, prefixes, exists);
  const entries = [...parsed.entries, ...chosen.entries];
  const problems = [...parsed.problems, ...chosen.problems];
  const seen = new Map();
  for (const entry of entries) {
    const first = seen.get(entry.id);
    if (first) {
      problems.push(`${entry.file}:${entry.line}: ${entry.id} is defined twice (also ${first})`);
    } else seen.set(entry.id, `${entry.file}:${entry.line}`);
  }
  /** Definition lines of docs/decisions.md: a definition does not name the ids it mentions. */
  const definitions = new Set(chosen.entries.map((entry) => entry.line));
  const known = new Set(entries.map((entry) => entry.id));
  const idPattern = new RegExp(`\\b(?:${prefixes.join('|') || '(?!)'})(?:-[A-Z0-9]+)+\\b`, 'g');
  const named = new Set();
  let citations = 0;
  // A rule may point at another (`ROUTE-TABLE`): that id must exist, though it is not a citation.
  for (const entry of parsed.entries) {
    for (const [id] of entry.text.matchAll(idPattern)) {
      if (!known.has(id)) {
        problems.push(`${CATALOGUE}:${entry.line}: ${entry.id} names ${id}, which is not defined`);
      }
    }
  }
  for (const file of files) {
    const isTest = file.path.startsWith('test/');
    for (const comment of commentsOf(file.path, file.text)) {
      // The line of a match inside a comment that spans lines.
      const where = (index) =>
        `${file.path}:${comment.line + (comment.text.slice(0, index).match(/\n/g)?.length ?? 0)}`;
      const defining = file.path === CHOICES && definitions.has(comment.line);
      for (const match of comment.text.matchAll(idPattern)) {
        if (!defining) {
          citations += 1;
          named.add(match[0]);
        }
        if (!known.has(match[0])) {
          problems.push(
            `${where(match.index)}: cites ${match[0]}, which neither ${CATALOGUE} nor ${CHOICES} defines`,
          );
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
    problems.push(`${entry.file}:${entry.line}: ${entry.id} is named by no comment or test`);
  }
  return {
    problems,
    counts: {
      ids: parsed.entries.length,
      choices: chosen.entries.length,
      prefixes: prefixes.length,
      citations,
    },
  };
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
    choices: readFileSync(path.join(root, CHOICES), 'utf8'),
    files: repositoryFiles(root),
    exists: (file) => existsSync(path.join(root, file)),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { problems, counts } = checkRepository(root);
  console.log(
    `${CATALOGUE}: ${counts.ids} requirement ids in ${counts.prefixes} areas; ` +
      `${CHOICES}: ${counts.choices} implementation choices; ` +
      `${counts.citations} citations in comments; ${problems.length} problems`,
  );
  for (const problem of problems) console.log(`  ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
