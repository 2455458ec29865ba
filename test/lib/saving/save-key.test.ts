// One Idempotency-Key per logical save (src/lib/saving/save-key.ts): kept for a retry of the same
// body, renewed after a definite answer or an edit, per user and per form.
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/http/api-error';
import { UploadStoppedError } from '@/lib/http/upload-session';
import { withSaveKey } from '@/lib/saving/save-request';
import { readSaveKey, saveKeyFor } from '@/lib/saving/save-key';
import { stableJson } from '@/lib/saving/stable-json';
import { signInAs } from '../../utils';

/** The key a save of `body` under `scope` sends, whatever the send then does. */
async function keyOf(scope: string, body: unknown, outcome: () => unknown = () => 'saved') {
  let sent = '';
  await withSaveKey(scope, body, async (key) => {
    sent = key;
    return outcome();
  }).catch(() => undefined);
  return sent;
}

const fail = (error: unknown) => () => {
  throw error;
};

describe('the key of a logical save', () => {
  it('stableJson gives the same text for the same values in any key order', () => {
    expect(stableJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      stableJson({ a: { c: null, d: [2, { e: 0, f: 1 }] }, b: 1 }),
    );
    expect(stableJson({ a: 1 })).not.toBe(stableJson({ a: 2 }));
  });

  it('a retry of the same body after a 504, a 5xx, a 408, a 429 or a network failure sends the same key', async () => {
    await signInAs('dsp');
    const body = { name: 'Winter', budget: 3000 };
    const first = await keyOf('campaign.new', body, fail(new ApiError('Gateway', 504)));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    for (const error of [
      new ApiError('Down', 503),
      new ApiError('Slow', 408),
      new ApiError('Busy', 429),
      new NetworkError(),
      new DOMException('Cancelled', 'AbortError'),
      // An upload cut off by the end of its session may have been stored (SEC-UPLOAD-STOPS).
      new UploadStoppedError(),
    ]) {
      expect(await keyOf('campaign.new', { budget: 3000, name: 'Winter' }, fail(error))).toBe(
        first,
      );
    }
    expect(await keyOf('campaign.new', body)).toBe(first);
  });

  it('a new key after a 2xx, after a 4xx refusal and after an edit of the body', async () => {
    await signInAs('dsp');
    const body = { name: 'Winter' };
    const saved = await keyOf('campaign.new', body);
    const afterSuccess = await keyOf('campaign.new', body, fail(new ApiError('Gateway', 504)));
    expect(afterSuccess).not.toBe(saved);
    const refused = await keyOf('campaign.new', body, fail(new ApiError('Taken', 409)));
    expect(refused).toBe(afterSuccess);
    const afterRefusal = await keyOf('campaign.new', body, fail(new ApiError('Gateway', 504)));
    expect(afterRefusal).not.toBe(refused);
    const edited = await keyOf('campaign.new', { name: 'Winter 2' }, fail(new NetworkError()));
    expect(edited).not.toBe(afterRefusal);
  });

  it('the key survives a reload in sessionStorage, per user and per form', async () => {
    await signInAs('dsp');
    const key = saveKeyFor('campaign.new', { name: 'Kept' });
    expect(
      JSON.parse(sessionStorage.getItem('marquee.draft.usr_dsp/save-key/campaign.new') ?? '{}'),
    ).toMatchObject({ key });
    expect(saveKeyFor('campaign.new', { name: 'Kept' })).toBe(key);
    expect(saveKeyFor('campaign.cmp_1', { name: 'Kept' })).not.toBe(key);
    await signInAs('ssp');
    expect(saveKeyFor('campaign.new', { name: 'Kept' })).not.toBe(key);
  });

  it('keeps the key with a digest of its body, never the body (BID-SECRET-WRITE-ONLY)', async () => {
    await signInAs('admin');
    const body = { name: 'Keyed', protocol: { Adomni: { ownerKey: 'own_in_storage_5a5a' } } };
    const first = await keyOf('bidder.new.Adomni', body, fail(new ApiError('Gateway', 504)));
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('own_in_storage');
    expect(await keyOf('bidder.new.Adomni', body)).toBe(first);
  });

  // FORM-DRAFTS-CLOSED-TAB: a tab closed while its save was on its way hands its key over to the
  // tab that takes its draft; marked unknown, the next send asks the server first, so values
  // edited there update what was made instead of making it twice.
  it('keeps the key marked unknown while its send is on its way, and as it was when nothing was sent', async () => {
    await signInAs('dsp');
    let during: unknown;
    await withSaveKey('bidder.new.OpenRtb', { name: 'A' }, async () => {
      during = readSaveKey('bidder.new.OpenRtb');
      return 'saved';
    });
    expect(during).toMatchObject({ unknown: true });
    expect(readSaveKey('bidder.new.OpenRtb')).toBeUndefined();
    await keyOf('bidder.new.OpenRtb', { name: 'B' }, fail(new NetworkError()));
    expect(readSaveKey('bidder.new.OpenRtb')?.unknown).toBeUndefined();
  });
});
