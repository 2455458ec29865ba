// The build's compile hint (scripts/compile-hints-plugin.ts): V8 reads it only on a file's first
// line, and /sign-in's bytes sit at their budget, so which chunks carry it and where is pinned.
import { join } from 'node:path';
import { COMPILE_HINT, compileHints, MIN_HINTED_BYTES } from '../../scripts/compile-hints-plugin';

const ROOT = join(__dirname, '../..');
const FIRST_LOAD = /(^|\/)(vendor|core)-[\w-]+\.js$/;

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  code: string;
}

/** A chunk's code: Vite's first line, then enough code to be hinted. */
const CODE = `const __vite__mapDeps=(i)=>i;\n${'function f(){}'.repeat(MIN_HINTED_BYTES / 14)}`;

const chunk = (fileName: string, moduleIds: string[], isEntry = false): FakeChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  moduleIds,
  code: CODE,
});

type Hook = (...args: unknown[]) => void;

/** Runs the plugin's hooks as Vite does, over a bundle; the access screens import nothing. */
function build(bundle: Record<string, unknown>) {
  const plugin = compileHints({ skip: FIRST_LOAD });
  (plugin.configResolved as Hook)({ root: ROOT });
  (plugin.buildEnd as Hook).call({ getModuleInfo: () => null });
  const generate = plugin.generateBundle as { order: string; handler: Hook };
  expect(generate.order).toBe('post');
  generate.handler({}, bundle);
  return bundle;
}

describe('compileHints', () => {
  it("puts the hint on a signed-in screen's chunk's first line, before Vite's own first line", () => {
    const screen = chunk('assets/campaigns-list-x.js', [
      join(ROOT, 'src/features/campaigns/routes/campaigns-list.tsx'),
    ]);
    build({ [screen.fileName]: screen });
    expect(screen.code.startsWith(COMPILE_HINT)).toBe(true);
    expect(screen.code.slice(COMPILE_HINT.length)).toBe(CODE);
  });

  it('leaves the entries, the first load, the access screens, the mock API, data and small chunks without it', () => {
    const small = chunk('assets/page-header-x.js', [join(ROOT, 'src/components/ui/x.tsx')]);
    small.code = 'export{}';
    const untouched = [
      small,
      chunk('assets/states-x.js', [join(ROOT, 'node_modules/us-atlas/states-albers-10m.json')]),
      chunk('assets/venue-types-x.js', [join(ROOT, 'src/data/venue-types.ts')]),
      chunk('assets/index-x.js', [join(ROOT, 'src/main.tsx')], true),
      chunk('assets/vendor-x.js', [join(ROOT, 'node_modules/react/index.js')]),
      chunk('assets/sign-in-x.js', [join(ROOT, 'src/features/auth/routes/sign-in.tsx')]),
      chunk('assets/handlers-x.js', [join(ROOT, 'src/mocks/handlers.ts')]),
    ];
    build(Object.fromEntries(untouched.map((c) => [c.fileName, c])));
    for (const c of untouched) expect(c.code.startsWith(COMPILE_HINT), c.fileName).toBe(false);
  });

  it("moves a hinted chunk's source map down one line", () => {
    const screen = chunk('assets/bidders-x.js', [join(ROOT, 'src/features/bidders/routes/x.tsx')]);
    const map = { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) };
    build({ [screen.fileName]: screen, [`${screen.fileName}.map`]: map });
    expect(JSON.parse(map.source)).toEqual({ version: 3, mappings: ';AAAA;AACA' });
  });
});
