// The screen image's address (PLC-SCENE-IMAGE, PLC-SCENE-URL-SAFE): https or the console's own
// origin, and inline only as a PNG or JPEG within the 5 MB limit.
import {
  ACCEPTED_IMAGE_MESSAGE,
  base64DecodedBytes,
  IMAGE_TOO_LARGE_MESSAGE,
  isSceneUrl,
  MAX_IMAGE_BYTES,
  sceneUrlProblem,
} from '@/rules/image-files';
import { PLACEMENT_RULE_MESSAGES as M } from '@/rules/placement-rules';

const CONSOLE = 'https://console.marquee.test';
const LOCAL_CONSOLE = 'http://localhost:5173';

/** A base64 body that decodes to exactly `bytes` bytes (no padding when bytes % 3 is 0). */
function base64Of(bytes: number): string {
  const whole = Math.floor(bytes / 3);
  const rest = bytes % 3;
  return 'A'.repeat(whole * 4) + (rest === 0 ? '' : rest === 1 ? 'AA==' : 'AAA=');
}

describe('base64DecodedBytes', () => {
  it('counts the decoded bytes from the length and the padding, without decoding', () => {
    expect(base64DecodedBytes(btoa('a'))).toBe(1);
    expect(base64DecodedBytes(btoa('ab'))).toBe(2);
    expect(base64DecodedBytes(btoa('abc'))).toBe(3);
    expect(base64DecodedBytes(btoa('abcd').replace(/=+$/, ''))).toBe(4);
    expect(base64DecodedBytes(base64Of(MAX_IMAGE_BYTES))).toBe(MAX_IMAGE_BYTES);
  });
});

describe('sceneUrlProblem (PLC-SCENE-URL-SAFE)', () => {
  it('takes https, a same-origin path and a URL of the console own origin', () => {
    expect(sceneUrlProblem('https://cdn.test/x.png', CONSOLE)).toBeNull();
    expect(sceneUrlProblem('/files/x.png', CONSOLE)).toBeNull();
    expect(sceneUrlProblem('/demo/scenes/retail.svg', CONSOLE)).toBeNull();
    expect(sceneUrlProblem(`${LOCAL_CONSOLE}/files/x.png`, LOCAL_CONSOLE)).toBeNull();
  });

  it('refuses plain http elsewhere with `Must be an https URL`', () => {
    expect(sceneUrlProblem('http://cdn.test/x.png', CONSOLE)).toBe('Must be an https URL');
    expect(sceneUrlProblem('HTTP://cdn.test/x.png', CONSOLE)).toBe(M.urlHttps);
    expect(sceneUrlProblem('http://localhost:5173/x.png', CONSOLE)).toBe(M.urlHttps);
    expect(isSceneUrl('http://cdn.test/x.png', CONSOLE)).toBe(false);
  });

  it('refuses other schemes and addresses that leave the origin as not a valid URL', () => {
    for (const value of [
      '//evil.test/x.png',
      '/\\evil.test/x.png',
      '/files/a b.png',
      'javascript:alert(1)',
      'ftp://x.test/a.png',
      'blob:https://x.test/1',
      'scene.png',
      'https://',
    ]) {
      expect(sceneUrlProblem(value, CONSOLE), value).toBe(M.url);
    }
  });

  it('takes an inline PNG or JPEG in base64 up to 5 MB', () => {
    expect(sceneUrlProblem('data:image/png;base64,iVBORw0KGgo=', CONSOLE)).toBeNull();
    expect(sceneUrlProblem('DATA:image/JPEG;base64,/9j/4AAQ', CONSOLE)).toBeNull();
    expect(sceneUrlProblem('data:image/png;name=a.png;base64,iVBORw0K', CONSOLE)).toBeNull();
    expect(sceneUrlProblem(`data:image/png;base64,${base64Of(MAX_IMAGE_BYTES)}`)).toBeNull();
  });

  it('refuses an inline image over 5 MB with the size message, without decoding it', () => {
    expect(sceneUrlProblem(`data:image/png;base64,${base64Of(MAX_IMAGE_BYTES + 1)}`)).toBe(
      IMAGE_TOO_LARGE_MESSAGE,
    );
    const huge = `data:image/jpeg;base64,${'A'.repeat(40_000_000)}`;
    expect(huge.indexOf('!')).toBe(-1); // built in full before the clock starts
    // The least of three runs: one run on a loaded machine can lose its core for longer than
    // 50 ms; decoding 40 MB takes far longer every time.
    const times = [0, 1, 2].map(() => {
      const started = performance.now();
      expect(sceneUrlProblem(huge)).toBe('Files must be at most 5 MB');
      return performance.now() - started;
    });
    expect(Math.min(...times)).toBeLessThan(50);
  });

  it('refuses an inline image of another type with the formats message, and other data as no URL', () => {
    expect(sceneUrlProblem('data:image/gif;base64,R0lGODlh')).toBe(ACCEPTED_IMAGE_MESSAGE);
    expect(sceneUrlProblem('data:image/svg+xml;base64,PHN2Zz4=')).toBe(
      'Accepted formats: PNG, JPG, or JPEG',
    );
    expect(sceneUrlProblem('data:text/html;base64,PGI+')).toBe(M.url);
    expect(sceneUrlProblem('data:text/html,<b>x</b>')).toBe(M.url);
  });

  it('refuses an inline PNG that is not base64 or is no base64 at all', () => {
    expect(sceneUrlProblem('data:image/png,%89PNG')).toBe(M.url);
    expect(sceneUrlProblem('data:image/png;base64,')).toBe(M.url);
    expect(sceneUrlProblem('data:image/png;base64,AAAAA')).toBe(M.url);
    expect(sceneUrlProblem('data:image/png;base64,AA AA')).toBe(M.url);
    expect(sceneUrlProblem('data:image/png;base64,<script>')).toBe(M.url);
    expect(sceneUrlProblem('data:image/png;base64')).toBe(M.url);
  });
});
