// Every feature has one shape (docs/architecture.md): `routes/` for screens (with `index.ts`, how
// the router finds them, and `reads.ts`, their first reads), `components/`
// (subfolders allowed), `hooks/` where needed, and plain domain modules beside them (a folder of
// plain modules, such as placements/import/, holds no components or hooks). No hook lives in
// components/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = path.resolve(__dirname, '../../src/features');
const KNOWN_FOLDERS = new Set(['routes', 'components', 'hooks']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const isHook = (file: string) => /^use-[\w-]+\.tsx?$/.test(path.basename(file));
/** A module that exports a hook (`export function useX`), whatever its file name. */
const exportsHook = (file: string) =>
  /^export (function|const) use[A-Z]/m.test(readFileSync(file, 'utf8'));
const features = readdirSync(FEATURES).filter((name) =>
  statSync(path.join(FEATURES, name)).isDirectory(),
);

describe.each(features)('src/features/%s', (feature) => {
  const root = path.join(FEATURES, feature);

  it('has routes/ with screens, its route declarations (index.ts) and first reads (reads.ts) only, and no hook in components/', () => {
    const routes = readdirSync(path.join(root, 'routes'));
    expect(routes).toContain('index.ts');
    expect(
      routes.filter((file) => !file.endsWith('.tsx') && file !== 'index.ts' && file !== 'reads.ts'),
    ).toEqual([]);
    const components = path.join(root, 'components');
    const inComponents = statSync(components, { throwIfNoEntry: false }) ? walk(components) : [];
    expect(inComponents.filter(isHook).map((file) => path.relative(root, file))).toEqual([]);
  });

  it('keeps hooks in hooks/ and components in components/ (or routes/)', () => {
    const misplaced = walk(root)
      .map((file) => path.relative(root, file))
      .filter((file) => {
        const [top] = file.split(path.sep);
        if (top !== undefined && KNOWN_FOLDERS.has(top)) return top === 'hooks' && !isHook(file);
        // A domain module (or a folder of them): plain .ts, no component, no hook.
        return file.endsWith('.tsx') || isHook(file) || exportsHook(path.join(root, file));
      });
    expect(misplaced).toEqual([]);
  });
});
