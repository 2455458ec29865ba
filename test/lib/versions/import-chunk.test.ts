// A file whose download failed is asked for again under a URL of its own: a browser may keep a
// failed dynamic import failed for the page's life (Chromium 150 does).
import { chunkUrlAfter } from '@/lib/versions/import-chunk';

describe('chunkUrlAfter', () => {
  it('imports a file by its own URL until its download fails', () => {
    expect(chunkUrlAfter('https://console.test/assets/x-1.js', 0)).toBe(
      'https://console.test/assets/x-1.js',
    );
  });

  it('asks under a new URL after each failure, keeping any query of its own', () => {
    expect(chunkUrlAfter('https://console.test/assets/x-1.js', 1)).toBe(
      'https://console.test/assets/x-1.js?retry=1',
    );
    expect(chunkUrlAfter('https://console.test/assets/x-1.js', 2)).toBe(
      'https://console.test/assets/x-1.js?retry=2',
    );
    expect(chunkUrlAfter('https://console.test/assets/x-1.js?v=3', 1)).toBe(
      'https://console.test/assets/x-1.js?v=3&retry=1',
    );
  });

  it('is installed for the bundle as __importChunk', () => {
    expect(typeof globalThis.__importChunk).toBe('function');
  });

  // Offline nothing is asked: a file the chunk imports would fail with it and stay failed for
  // the page's life, so a Retry once online would fail again.
  it('refuses at once while the browser is offline, as a failed download, asking nothing', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await expect(globalThis.__importChunk('./never-asked.js')).rejects.toThrow(
      /^Failed to fetch dynamically imported module: .*never-asked\.js$/,
    );
    vi.unstubAllGlobals();
  });
});
