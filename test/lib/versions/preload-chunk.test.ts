// An access screen's import names the chunks it imports (scripts/chunk-import-plugin.ts): each
// is requested at once with `<link rel="modulepreload">`, once per page, as a route's list is.
import { preloadChunk } from '@/lib/versions/import-chunk';

const linksTo = (href: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].filter(
    (link) => link.href === href,
  );

describe('preloadChunk', () => {
  it('asks for a chunk once, as a module preload with the page’s credentials mode', () => {
    const href = 'http://localhost:3000/assets/forms-Z3.js';
    preloadChunk(href);
    preloadChunk(href);
    const links = linksTo(href);
    expect(links).toHaveLength(1);
    expect(links[0]?.crossOrigin).toBe('');
  });

  it('asks for an access screen’s chunks with the screen', async () => {
    const preloads = ['./access-chunk-list-1.js', './access-chunk-list-2.js'];
    await globalThis.__importChunk('./not-a-chunk.js', preloads).catch(() => undefined);
    const all = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(all.some((link) => link.href.endsWith('/access-chunk-list-1.js'))).toBe(true);
    expect(all.some((link) => link.href.endsWith('/access-chunk-list-2.js'))).toBe(true);
  });
});
