// MANY-OUTCOME (src/lib/saving/save-request.ts): after a write got no answer to rely on, the console asks
// `GET /requests/{idempotencyKey}` what became of it, says `Saved` or `Not saved`, and never
// makes a second record: the key is kept whatever is typed meanwhile, a 422 (the key used with
// another body) is found out as saved, and an upload's key survives a reload.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getRequestOutcome, saveOutcome, withSaveKey } from '@/lib/saving/save-request';
import { fileForm } from '@/api/files';
import { api } from '@/lib/http/api-client';
import { ApiError, NoAnswerError } from '@/lib/http/api-error';
import { readSaveKey } from '@/lib/saving/save-key';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { loseReplies, outcomesUnknown } from '../lost-replies';
import { signInAs } from '../utils';

const png = (name: string, lastModified = 1_700_000_000_000) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
    lastModified,
  });

/**
 * An image upload as withSaveKey alone sends it: src/api's uploadFile also settles a lost reply
 * itself (asked after, sent again), which these tests of the outcome's own path leave out.
 */
const uploadFile = (file: File) =>
  withSaveKey(
    'file.upload',
    { name: file.name, size: file.size, type: file.type, lastModified: file.lastModified },
    (idempotencyKey) =>
      api.postForm<{ url: string }>('/files', fileForm(file), {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  );

interface Rule {
  id: string;
}

/** A review rule create, as a form would send it (POST /reviews/rules). */
const sendRule = (advertiserId: string) => (idempotencyKey: string) =>
  api.post<Rule>(
    '/reviews/rules',
    { advertiserId },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

describe('GET /requests/{idempotencyKey}', () => {
  it('answers the first answer of the caller’s own write, and 404 for another user or no write', async () => {
    await signInAs('ssp');
    loseReplies('/files');
    await expect(uploadFile(png('lobby.png'))).rejects.toBeInstanceOf(NoAnswerError);
    const key = readSaveKey('file.upload')!.key;
    const outcome = await getRequestOutcome(key);
    expect(outcome).toMatchObject({ idempotencyKey: key, method: 'POST', path: '/v1/files' });
    expect(outcome.status).toBeGreaterThanOrEqual(200);
    expect((outcome.body as { url?: string }).url).toBeTruthy();

    await expect(getRequestOutcome('never-sent')).rejects.toMatchObject({ status: 404 });
    await signInAs('dsp');
    await expect(getRequestOutcome(key)).rejects.toMatchObject({ status: 404 });
  });
});

describe('a save whose answer was lost', () => {
  it('is found saved at once (`Saved`), and its retry of the same values is answered, not redone', async () => {
    await signInAs('ssp');
    saveOutcome.set(null);
    const lost = loseReplies('/files');
    await expect(uploadFile(png('gate.png'))).rejects.toBeInstanceOf(NoAnswerError);
    await vi.waitFor(() =>
      expect(saveOutcome.get()).toMatchObject({ scope: 'file.upload', saved: true }),
    );
    const files = getDb().files.length;
    await uploadFile(png('gate.png'));
    expect(lost.keys).toEqual([lost.keys[0], lost.keys[0]]);
    expect(getDb().files).toHaveLength(files);
    // Saved: the banner is done with, and the next upload is a new request.
    expect(saveOutcome.get()).toBeNull();
    expect(readSaveKey('file.upload')).toBeUndefined();
  });

  it('answered 503 by a server that did nothing reads `Not saved`, and the retry keeps its key', async () => {
    await signInAs('ssp');
    saveOutcome.set(null);
    const seen = loseReplies('/files', 0);
    server.use(
      http.post('*/v1/files', () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    await expect(uploadFile(png('dock.png'))).rejects.toBeInstanceOf(NoAnswerError);
    await vi.waitFor(() => expect(saveOutcome.get()).toMatchObject({ saved: false }));
    const stored = await uploadFile(png('dock.png'));
    expect(stored.url).toBeTruthy();
    expect(seen.keys).toEqual([seen.keys[0], seen.keys[0]]);
    expect(saveOutcome.get()).toBeNull();
  });

  it('keeps its key when the values change while nobody can say, and a 422 for it is found out as saved', async () => {
    await signInAs('ssp');
    const [first, second] = getDb().accounts.filter((account) => account.kind === 'Advertiser');
    outcomesUnknown();
    const lost = loseReplies('/reviews/rules');
    await expect(
      withSaveKey('rule.test', { a: first!.id }, sendRule(first!.id)),
    ).rejects.toBeInstanceOf(NoAnswerError);
    expect(readSaveKey('rule.test')).toMatchObject({ unknown: true });
    // Still nobody can say: the other values go with the same key and are refused 422; asked
    // again, the server says the first send was saved; no update is possible here, so a new
    // save follows.
    server.resetHandlers();
    server.use(
      http.get('*/v1/requests/:key', () => new HttpResponse(null, { status: 503 }), {
        once: true,
      }),
    );
    const seen = loseReplies('/reviews/rules', 0);
    const rule = await withSaveKey('rule.test', { a: second!.id }, sendRule(second!.id));
    expect(rule.id).toBeTruthy();
    expect(seen.keys).toHaveLength(2);
    expect(seen.keys[0]).toBe(lost.keys[0]);
    expect(seen.keys[1]).not.toBe(lost.keys[0]);
    expect(readSaveKey('rule.test')).toBeUndefined();
  });

  it('a create found saved sends the values typed since as an update of the record it made', async () => {
    await signInAs('dsp');
    const sends: string[] = [];
    const made = { id: 'cmp_made', name: 'Typo' };
    server.use(
      http.get('*/v1/requests/:key', ({ params }) =>
        HttpResponse.json({
          idempotencyKey: params.key,
          method: 'POST',
          path: '/v1/campaigns',
          status: 201,
          body: made,
          createdAt: '2026-11-29T10:00:00.000Z',
        }),
      ),
    );
    const create = (name: string) =>
      withSaveKey<{ id: string; name: string }>(
        'campaign.test',
        { name },
        async (key) => {
          sends.push(`create ${key}`);
          throw new NoAnswerError('gateway', true);
        },
        {
          update: async (created, key) => {
            sends.push(`update ${created.id} ${key}`);
            return { ...created, name };
          },
          open: (saved) => `/campaigns/${saved.id}`,
        },
      );
    await expect(create('Typo')).rejects.toBeInstanceOf(NoAnswerError);
    await vi.waitFor(() => expect(saveOutcome.get()).toMatchObject({ to: '/campaigns/cmp_made' }));
    await expect(create('Fixed')).resolves.toEqual({ id: 'cmp_made', name: 'Fixed' });
    expect(sends).toHaveLength(2);
    expect(sends[0]).toMatch(/^create /);
    expect(sends[1]).toMatch(/^update cmp_made /);
    expect(sends[1]).not.toContain(sends[0]!.slice(7));
  });

  it('a definite refusal renews the key; an unknown outcome never does', async () => {
    await signInAs('dsp');
    let key = '';
    const fail = (error: unknown) => async (sent: string) => {
      key = sent;
      throw error;
    };
    outcomesUnknown();
    await withSaveKey('x.test', { v: 1 }, fail(new NoAnswerError('network', true))).catch(() => {});
    const kept = key;
    await withSaveKey('x.test', { v: 2 }, fail(new NoAnswerError('timeout', true))).catch(() => {});
    expect(key).toBe(kept);
    await withSaveKey('x.test', { v: 2 }, fail(new ApiError('Bad', 400))).catch(() => {});
    expect(key).toBe(kept);
    await withSaveKey('x.test', { v: 2 }, fail(new ApiError('Bad', 400))).catch(() => {});
    expect(key).not.toBe(kept);
  });
});
