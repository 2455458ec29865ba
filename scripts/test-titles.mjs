// The titles of the tests a file declares, read from its code rather than searched as text: a
// title in a comment, in a plain string, or of a skipped, todo or focused test is not a test.
// `npm run catalogue` matches the titles its rows cite against these, exactly (issue 26).

/**
 * The file's tokens that matter here: identifiers, punctuation and string literals (with their
 * text). Whitespace and regular-expression literals are dropped, and comments too unless asked
 * for (scripts/requirements.mjs reads them, with their offset); a template literal keeps its raw
 * text, `${...}` included.
 */
export function tokenize(source, { comments = false } = {}) {
  const tokens = [];
  let index = 0;
  const length = source.length;
  // Whether a `/` here starts a regular expression (after an operator) or divides.
  const regexAllowed = () => {
    const last = tokens.findLast((token) => token.type !== 'comment');
    if (!last) return true;
    if (last.type === 'string' || last.type === 'number') return false;
    if (last.type === 'word') return ['return', 'typeof', 'in', 'of', 'case'].includes(last.value);
    return !(last.value === ')' || last.value === ']' || last.value === '}');
  };
  while (index < length) {
    const char = source[index];
    if (/\s/.test(char)) {
      index += 1;
    } else if (source.startsWith('//', index)) {
      const end = source.indexOf('\n', index);
      if (comments)
        tokens.push({
          type: 'comment',
          value: source.slice(index + 2, end < 0 ? length : end),
          at: index,
        });
      index = end < 0 ? length : end;
    } else if (source.startsWith('/*', index)) {
      const end = source.indexOf('*/', index + 2);
      if (comments)
        tokens.push({
          type: 'comment',
          value: source.slice(index + 2, end < 0 ? length : end),
          at: index,
        });
      index = end < 0 ? length : end + 2;
    } else if (char === "'" || char === '"' || char === '`') {
      let value = '';
      let cursor = index + 1;
      let depth = 0;
      while (cursor < length) {
        const next = source[cursor];
        if (next === '\\') {
          value += readEscape(source[cursor + 1]);
          cursor += 2;
          continue;
        }
        if (char === '`' && next === '$' && source[cursor + 1] === '{') depth += 1;
        else if (char === '`' && next === '}' && depth > 0) depth -= 1;
        else if (next === char && depth === 0) break;
        // A quote never spans lines: a stray one (an apostrophe in JSX text) ends with its line.
        else if (next === '\n' && char !== '`') break;
        value += next;
        cursor += 1;
      }
      tokens.push({ type: 'string', value, template: char === '`', at: index });
      index = cursor + 1;
    } else if (char === '/' && regexAllowed()) {
      let cursor = index + 1;
      let inClass = false;
      while (cursor < length && source[cursor] !== '\n') {
        const next = source[cursor];
        if (next === '\\') cursor += 1;
        else if (next === '[') inClass = true;
        else if (next === ']') inClass = false;
        else if (next === '/' && !inClass) break;
        cursor += 1;
      }
      index = cursor + 1;
      while (index < length && /[a-z]/i.test(source[index])) index += 1;
    } else if (/[A-Za-z_$]/.test(char)) {
      let cursor = index + 1;
      while (cursor < length && /[\w$]/.test(source[cursor])) cursor += 1;
      tokens.push({ type: 'word', value: source.slice(index, cursor) });
      index = cursor;
    } else if (/\d/.test(char)) {
      let cursor = index + 1;
      while (cursor < length && /[\w.]/.test(source[cursor])) cursor += 1;
      tokens.push({ type: 'number', value: source.slice(index, cursor) });
      index = cursor;
    } else {
      tokens.push({ type: 'punct', value: char });
      index += 1;
    }
  }
  return tokens;
}

function readEscape(char) {
  switch (char) {
    case 'n':
      return '\n';
    case 't':
      return '\t';
    default:
      return char ?? '';
  }
}

/** The index just past the bracket that closes the one at `open`. */
function skipBalanced(tokens, open) {
  const pairs = { '(': ')', '[': ']', '{': '}' };
  const closers = [];
  for (let index = open; index < tokens.length; index += 1) {
    const { type, value } = tokens[index];
    if (type !== 'punct') continue;
    if (pairs[value]) closers.push(pairs[value]);
    else if (value === closers[closers.length - 1]) {
      closers.pop();
      if (closers.length === 0) return index + 1;
    }
  }
  return tokens.length;
}

const TEST_FUNCTIONS = new Set(['it', 'test']);
/** Modifiers under which a test still runs (`test.concurrent`, `it.each(...)`). */
const RUNNING_MODIFIERS = new Set(['concurrent', 'sequential', 'each', 'for', 'fails']);

/**
 * The titles of the tests declared in `source`: `it('title', ...)`, `test('title', ...)`, and
 * the same through `.each(...)`, `.concurrent` and the like. Not `.skip`, `.todo`, `.only` or
 * `.fixme` (a focused or skipped test is not a passing test of the catalogue), and not
 * `test.describe` or `test.step`.
 */
export function testTitles(source) {
  const tokens = tokenize(source);
  const titles = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token.type !== 'word' || !TEST_FUNCTIONS.has(token.value)) continue;
    if (tokens[index - 1]?.value === '.') continue;
    let cursor = index + 1;
    let runs = true;
    while (tokens[cursor]?.value === '.' && tokens[cursor + 1]?.type === 'word') {
      const modifier = tokens[cursor + 1].value;
      if (!RUNNING_MODIFIERS.has(modifier)) runs = false;
      cursor += 2;
      // `.each([...])` / `.for([...])`: the table, then the call with the title.
      if (tokens[cursor]?.value === '(' && (modifier === 'each' || modifier === 'for')) {
        cursor = skipBalanced(tokens, cursor);
      }
    }
    if (!runs || tokens[cursor]?.value !== '(') continue;
    const title = tokens[cursor + 1];
    if (title?.type === 'string') titles.push(title.value);
  }
  return titles;
}
