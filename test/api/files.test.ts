// src/api/files.ts: the image upload's Idempotency-Key is one per file, kept across a retry
// after a lost reply (MANY-UPLOAD-KEY, API-FILES).
import { describe, expect, it } from 'vitest';
import { uploadFile } from '@/api/files';
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
