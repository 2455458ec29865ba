// SEC-SRC-HTTPS: which addresses from replies the console loads, frames or links.
import { safeSrcUrl } from '@/lib/http/safe-url';

const ORIGIN = 'https://console.example';

describe('safeSrcUrl (addresses from replies that we frame, link or load)', () => {
  it.each([
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['HTTPS://CDN.example/a.png', 'https://cdn.example/a.png'],
    ['/demo/snapshot.html?x=1#y', '/demo/snapshot.html?x=1#y'],
    ['https://console.example/files/a.png', '/files/a.png'],
    ['  /files/a.png ', '/files/a.png'],
    ['v1/files/f1/content', '/v1/files/f1/content'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeSrcUrl(value, ORIGIN)).toBe(expected);
  });

  it('keeps the own origin over plain http (a console served without TLS), and nothing else on http', () => {
    expect(safeSrcUrl('http://127.0.0.1:4173/demo/a.png', 'http://127.0.0.1:4173')).toBe(
      '/demo/a.png',
    );
    expect(safeSrcUrl('http://127.0.0.1:9999/a.png', 'http://127.0.0.1:4173')).toBeNull();
  });

  it.each([
    'http://cdn.example/a.png',
    'http://console.example/a.png',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'blob:https://console.example/1',
    'ftp://cdn.example/a.png',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    '\\\\evil.example',
    'vbscript:msgbox(1)',
    'https://',
    '',
    42,
    null,
  ])('refuses %j', (value) => {
    expect(safeSrcUrl(value, ORIGIN)).toBeNull();
  });
});
