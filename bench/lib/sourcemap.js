// Which package each byte of a built chunk comes from, read from its (hidden) source map.
// Every mapping segment covers the generated text up to the next segment on its line; the
// bytes are given to the segment's source, named by package (node_modules/<name>) or by the
// app folder it lives in (src/features/auth, ...). The gzip figure of a package is its own
// code gzipped alone, so the parts add up to a little more than the chunk's real gzip size.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((char, index) => [char, index]));

/** The decoded `mappings` of a source map: per generated line, [column, sourceIndex] pairs. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64_VALUE.get(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) {
        source += fields[1];
        segments.push([column, source]);
      } else {
        segments.push([column, -1]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** `node_modules/@scope/name/...` -> `@scope/name`; `src/features/auth/routes/sign-in.tsx` -> `src/features/auth`. */
export function ownerOf(sourcePath) {
  const parts = sourcePath.replace(/\\/g, '/').split('/');
  const nm = parts.lastIndexOf('node_modules');
  if (nm >= 0) {
    const name = parts[nm + 1] ?? '?';
    return name.startsWith('@') ? `${name}/${parts[nm + 2]}` : name;
  }
  const src = parts.indexOf('src');
  if (src >= 0) {
    const rest = parts.slice(src);
    const depth = rest[1] === 'features' || rest[1] === 'components' ? 3 : 2;
    return rest.slice(0, Math.min(depth, rest.length - 1)).join('/') || rest.join('/');
  }
  return sourcePath.startsWith('\0') || sourcePath === '' ? '(bundler runtime)' : sourcePath;
}

/** [{ owner, raw, gzip }] for one built file with `file.map` beside it, largest first. */
export async function breakdown(file) {
  const code = await readFile(file, 'utf8');
  let map;
  try {
    map = JSON.parse(await readFile(`${file}.map`, 'utf8'));
  } catch {
    return [];
  }
  const codeLines = code.split('\n');
  const pieces = new Map();
  const add = (owner, text) => {
    if (text === '') return;
    const list = pieces.get(owner) ?? [];
    list.push(text);
    pieces.set(owner, list);
  };
  const owners = map.sources.map((source) => ownerOf(source ?? ''));
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const line = codeLines[lineIndex] ?? '';
    if (segments.length === 0) {
      add('(unmapped)', line);
      return;
    }
    add('(unmapped)', line.slice(0, segments[0][0]));
    segments.forEach(([column, source], index) => {
      const end = index + 1 < segments.length ? segments[index + 1][0] : line.length;
      add(source >= 0 ? owners[source] : '(unmapped)', line.slice(column, end));
    });
  });
  return [...pieces]
    .map(([owner, texts]) => {
      const text = texts.join('\n');
      return {
        owner,
        raw: Buffer.byteLength(text),
        gzip: gzipSync(text, { level: 9 }).length,
      };
    })
    .sort((a, b) => b.raw - a.raw);
}
