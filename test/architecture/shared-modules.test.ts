// Test files share their worker's module graph and DOM (isolate: false in vite.config.ts, what
// keeps `npm test` short). A module mock would then reach every later file of the worker,
// or miss a module an earlier file had already loaded: tests stub with vi.spyOn (restored) or
// with MSW handlers (server.use) instead.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const TEST_ROOT = path.resolve(__dirname, '..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'e2e' ? [] : walk(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the Vitest files', () => {
  it('mock no module (vi.mock would leak into the other files of the worker)', () => {
    const mocking = walk(TEST_ROOT)
      .filter((file) =>
        /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock)\s*\(/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(TEST_ROOT, file));
    expect(mocking).toEqual([]);
  });
});
