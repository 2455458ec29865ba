// SEC-TRUSTED-TYPES: the `marquee` policy's rule: scripts of the console's own origin only.
import { describe, expect, it } from 'vitest';
import { ownOriginScriptUrl } from '@/lib/trusted-types';

const ORIGIN = 'https://console.example';

describe('ownOriginScriptUrl', () => {
  it.each([
    ['/mockServiceWorker.js', 'https://console.example/mockServiceWorker.js'],
    ['/assets/csv-import.worker-a1.js', 'https://console.example/assets/csv-import.worker-a1.js'],
    [
      'https://console.example/assets/x.js?worker_file',
      'https://console.example/assets/x.js?worker_file',
    ],
  ])('passes %s', (input, expected) => {
    expect(ownOriginScriptUrl(input, ORIGIN)).toBe(expected);
  });

  it.each([
    'https://evil.example/x.js',
    '//evil.example/x.js',
    'http://console.example/x.js',
    'data:text/javascript,alert(1)',
    'blob:https://console.example/1',
    'javascript:alert(1)',
  ])('refuses %s', (input) => {
    expect(() => ownOriginScriptUrl(input, ORIGIN)).toThrow(TypeError);
  });
});
