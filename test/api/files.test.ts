// src/api/files.ts: the image upload's Idempotency-Key is one per file, kept across a retry
// after a lost reply (MANY-UPLOAD-KEY, API-FILES).
import { describe, expect, it } from 'vitest';
import { apiFilePath, downloadApiFile, uploadFile } from '@/api/files';
import { NoAnswerError } from '@/lib/http/api-error';
import { loseReplies, outcomesUnknown } from '../lost-replies';
import { signInAs } from '../utils';

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
    lastModified: 1_700_000_000_000,
  });

describe('uploadFile', () => {
  it('an upload retried after a lost reply sends the same Idempotency-Key and gets the first file back', async () => {
    await signInAs('ssp');
    outcomesUnknown();
    const lost = loseReplies('/files');
    await expect(uploadFile(png('lobby.png'))).rejects.toBeInstanceOf(NoAnswerError);
    const stored = await uploadFile(png('lobby.png'));
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(stored.url).toBeTruthy();
  });

  it('an upload whose reply was lost is asked after and answered with the file stored, sent once (MANY-OUTCOME)', async () => {
    await signInAs('ssp');
    const lost = loseReplies('/files');
    const stored = await uploadFile(png('entrance.png'));
    expect(stored.url).toMatch(/\/files\/[^/]+\/content$/);
    expect(lost.keys).toHaveLength(1);
  });

  it('another file, or the same file once uploaded, gets a new Idempotency-Key', async () => {
    await signInAs('ssp');
    const seen = loseReplies('/files', 0);
    await uploadFile(png('lobby.png'));
    await uploadFile(png('lobby.png'));
    await uploadFile(png('foyer.png'));
    expect(seen.keys).toHaveLength(3);
    expect(new Set(seen.keys).size).toBe(3);
  });
});

// SEC-TOKEN-OWN-FILES: which URLs Download fetches with the session's token.
describe('apiFilePath', () => {
  const origin = window.location.origin;
  it.each([
    [`${origin}/v1/files/file_3f1c/content`, '/files/file_3f1c/content'],
    ['/v1/files/file_3f1c/content', '/files/file_3f1c/content'],
    ['/v1/files/a%20b/content', '/files/a%20b/content'],
  ])('gives the token to the API’s own file %s', (url, path) => {
    expect(apiFilePath(url)).toBe(path);
  });

  it.each([
    // Other paths under the API's base: endpoints, a GET that changes a record, a near miss.
    '/v1/campaigns',
    '/v1/bidders/bd_1/toggleActive',
    '/v1/files',
    '/v1/files/file_1',
    '/v1/files/file_1/content/more',
    '/v1/files/file_1/content?redirect=https://evil.example',
    '/v1/files/../users/content',
    // Not the API at all.
    '/demo/creatives/spring-menu-1080x1080.png',
    '/files/file_1/content',
    'https://cdn.example.com/v1/files/file_1/content',
    'http://127.0.0.1:9/v1/files/file_1/content',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '',
  ])('sends no token to %s', (url) => {
    expect(apiFilePath(url)).toBeNull();
  });

  it('refuses to download anything else with the token, whoever asks', async () => {
    await signInAs('dsp');
    await expect(
      downloadApiFile({ url: '/v1/campaigns', fileName: 'campaigns.json' }),
    ).rejects.toThrow('Only the API’s own files are downloaded with the session.');
  });
});
