// The app layer (ROUTE-LOADERS, issue 38): it composes the features through their route
// declarations only (`@/features/<area>/routes`), never their insides, and its modules import one
// another without a circle (static or dynamic imports alike).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../src');
const APP = path.join(SRC, 'app');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'(@\/[^']+)'/g;
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? '');

/** `@/app/x` -> the file it names, if it is one of the app's modules. */
function resolveApp(specifier: string, files: ReadonlySet<string>): string | null {
  const base = path.join(SRC, specifier.slice(2));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

describe('src/app', () => {
  const files = walk(APP);

  it("imports only the features' route declarations, never their insides", () => {
    const inside = files.flatMap((file) =>
      importsOf(file)
        .filter(
          (spec) => spec.startsWith('@/features/') && !/^@\/features\/[\w-]+\/routes$/.test(spec),
        )
        .map((spec) => `${path.relative(SRC, file)} -> ${spec}`),
    );
    expect(inside).toEqual([]);
  });

  it('has no circle among its modules', () => {
    const known = new Set(files);
    const edges = new Map(
      files.map((file) => [
        file,
        importsOf(file)
          .map((spec) => resolveApp(spec, known))
          .filter((to): to is string => to !== null),
      ]),
    );
    const circles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        const from = trail.indexOf(file);
        circles.push([...trail.slice(from), file].map((f) => path.relative(APP, f)).join(' -> '));
        return;
      }
      state.set(file, 'visiting');
      for (const to of edges.get(file) ?? []) visit(to, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(circles).toEqual([]);
  });
});
