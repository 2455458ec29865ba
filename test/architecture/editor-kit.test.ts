// The editor kit's shape (issue 38): every editor gets its save from the kit
// (src/components/form/use-editor.ts), so no feature wires the merged save, the save key or the
// amount check itself; and a hook module holds state only: a `use-*.ts` file never imports a
// component module (a .tsx), which renders what the hook decides.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../src');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(SRC, file);

/** Every module a file names: static imports and re-exports, dynamic import() too. */
export function importedSpecifiers(source: string): string[] {
  const found = [
    ...source.matchAll(/\b(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
  ];
  return found.map((match) => match[1] ?? '');
}

/** The file a specifier names, when it is one of ours (`@/…` or relative). */
function resolveModule(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  candidates.push(path.join(base, 'index.tsx'));
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * Hooks of src/app, which the router work of issue 38 is rewriting apart from this branch: each
 * is named with the one-line fix, and goes from this list when that lands. Any other hook fails.
 */

const FORBIDDEN_IN_FEATURES = ['useMergedSave', 'withSaveKey', 'useAmountCheck', 'mergedSave'];

describe('the editor kit', () => {
  it('is the only way a feature saves an editor: no feature names useMergedSave, withSaveKey or useAmountCheck', () => {
    const offenders = walk(path.join(SRC, 'features')).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return FORBIDDEN_IN_FEATURES.filter((name) => new RegExp(`\\b${name}\\b`).test(source)).map(
        (name) => `${relative(file)} uses ${name}`,
      );
    });
    expect(offenders).toEqual([]);
  });

  it('is the one query style: features read through the src/api hooks, never useQuery on options themselves', () => {
    const offenders = walk(path.join(SRC, 'features')).filter((file) =>
      /\b(useQuery|useQueries|useSuspenseQuery)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map(relative)).toEqual([]);
  });

  it('keeps hooks apart from components: no use-*.ts under src imports a module that is a .tsx', () => {
    const hooks = walk(SRC).filter((file) => /^use-[\w.-]+\.ts$/.test(path.basename(file)));
    expect(hooks.length).toBeGreaterThan(10);
    const offenders = hooks.flatMap((file) =>
      importedSpecifiers(readFileSync(file, 'utf8'))
        .map((specifier) => [specifier, resolveModule(file, specifier)] as const)
        .filter(([, target]) => target?.endsWith('.tsx'))
        .map(([specifier]) => `${relative(file)} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('reads imports the way the check above needs: type imports, re-exports and import() count', () => {
    const source = [
      "import type { A } from '@/components/x';",
      "import {\n  B,\n  C,\n} from './y';",
      "export { D } from '../z';",
      "const lazy = () => import('@/components/w');",
      "import './side-effect';",
    ].join('\n');
    expect(importedSpecifiers(source).sort()).toEqual(
      ['./side-effect', './y', '../z', '@/components/w', '@/components/x'].sort(),
    );
  });
});
