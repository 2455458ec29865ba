import { safeHttpUrl } from '@/lib/http/safe-url';

const ORIGIN = 'https://console.example';

describe('safeHttpUrl (addresses from replies that we frame, link or load)', () => {
  it.each([
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['http://cdn.example/a.png', 'http://cdn.example/a.png'],
    ['/demo/snapshot.html?x=1#y', '/demo/snapshot.html?x=1#y'],
    ['https://console.example/files/a.png', '/files/a.png'],
    ['  /files/a.png ', '/files/a.png'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeHttpUrl(value, ORIGIN)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'blob:https://console.example/1',
    '//evil.example/a.png',
    '\\\\evil.example',
    'vbscript:msgbox(1)',
    '',
    42,
    null,
  ])('refuses %j', (value) => {
    expect(safeHttpUrl(value, ORIGIN)).toBeNull();
  });
});
