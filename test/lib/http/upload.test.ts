// uploadWithProgress: XMLHttpRequest for the upload progress, and otherwise the fetch client's
// URL, token, error mapping and session expiry. MSW 2 intercepts XHR in Node and, for a mocked
// reply, emits the upload events only once, at completion (loaded = total); the intermediate
// fractions are tested with a stubbed XMLHttpRequest.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_ANSWER_MESSAGE, OFFLINE_WRITE_MESSAGE } from '@/config/messages';
import { ApiError, messageOf, NoAnswerError, OfflineError } from '@/lib/http/api-error';
import { sessionStore } from '@/lib/session/session';
import { isAbortError, limitConcurrency, uploadWithProgress } from '@/lib/http/upload';
import { UPLOAD_STOPPED_MESSAGE, UploadStoppedError } from '@/lib/http/upload-session';
import { server } from '@/mocks/server';
import { FakeXhr, uploadForm, uploadSession } from './fake-xhr';

const session = uploadSession;
const form = uploadForm;

afterEach(() => void vi.unstubAllGlobals());

describe('uploadWithProgress against the mock API', () => {
  it('posts multipart to /v1 with the bearer token and parses the JSON reply', async () => {
    sessionStore.save(session, false);
    let seen: { path: string; auth: string | null; type: string | null; name: unknown } | null =
      null;
    server.use(
      http.post('*/v1/uploads', async ({ request }) => {
        const body = await request.formData();
        seen = {
          path: new URL(request.url).pathname,
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          name: body.get('name'),
        };
        return HttpResponse.json({ id: 'u1' }, { status: 201 });
      }),
    );
    const progress: number[] = [];
    await expect(
      uploadWithProgress('/uploads', form(), { onProgress: (f) => progress.push(f) }),
    ).resolves.toEqual({ id: 'u1' });
    expect(seen).toEqual({
      path: '/v1/uploads',
      auth: 'Bearer tok-up',
      type: expect.stringMatching(/^multipart\/form-data; boundary=/),
      name: 'x.png',
    });
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f) => f >= 0 && f <= 1)).toBe(true);
  });

  it('maps a failure as the fetch client does (ERR-UPLOAD-MAPPING)', async () => {
    sessionStore.save(session, false);
    server.use(
      http.post('*/v1/uploads', () =>
        HttpResponse.json({ error: { message: 'Too big' } }, { status: 413 }),
      ),
    );
    const failure = uploadWithProgress('/uploads', form());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 413, message: 'Too big' });

    server.use(http.post('*/v1/uploads', () => new HttpResponse(null, { status: 500 })));
    await expect(uploadWithProgress('/uploads', form())).rejects.toThrow(
      'Received an invalid server response code (500) when sending data.',
    );
    // A 502 or 503 may come after the server stored the file: its outcome is unknown (MANY-OUTCOME).
    for (const status of [502, 503]) {
      server.use(http.post('*/v1/uploads', () => new HttpResponse(null, { status })));
      const unknown = uploadWithProgress('/uploads', form());
      await expect(unknown).rejects.toBeInstanceOf(NoAnswerError);
      await expect(unknown).rejects.toMatchObject({ reason: 'gateway', write: true });
    }
  });

  it('stops an upload refused with a 401: not held for a sign-in, never sent again (SEC-UPLOAD-STOPS)', async () => {
    sessionStore.save(session, true);
    const tokens: (string | null)[] = [];
    server.use(
      http.post('*/v1/uploads', ({ request }) => {
        tokens.push(request.headers.get('authorization'));
        return HttpResponse.json({ error: { message: 'Unauthorized' } }, { status: 401 });
      }),
    );
    const error: unknown = await uploadWithProgress('/uploads', form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadStoppedError);
    expect(error).toMatchObject({ status: 401, sessionExpired: true });
    expect(messageOf(error)).toBe(UPLOAD_STOPPED_MESSAGE);
    expect(sessionStore.isExpired()).toBe(true);
    sessionStore.renew({ ...session, token: 'tok-again' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tokens).toEqual(['Bearer tok-up']);
  });

  it('sends nothing while the session is expired, signed out or ended in another tab', async () => {
    const sent: string[] = [];
    server.use(
      http.post('*/v1/uploads', ({ request }) => {
        sent.push(request.headers.get('authorization') ?? 'none');
        return HttpResponse.json({});
      }),
    );
    sessionStore.save(session, true);
    sessionStore.expire();
    await expect(uploadWithProgress('/uploads', form())).rejects.toBeInstanceOf(UploadStoppedError);
    sessionStore.save(session, true);
    sessionStore.endedElsewhere(null);
    await expect(uploadWithProgress('/uploads', form())).rejects.toBeInstanceOf(UploadStoppedError);
    sessionStore.clear('logout');
    await expect(uploadWithProgress('/uploads', form())).rejects.toBeInstanceOf(UploadStoppedError);
    expect(sent).toEqual([]);
  });

  it('rejects with an AbortError when the signal aborts, before or during the upload', async () => {
    sessionStore.save(session, false);
    const aborted = new AbortController();
    aborted.abort();
    const early = uploadWithProgress('/uploads', form(), { signal: aborted.signal });
    await expect(early).rejects.toMatchObject({ name: 'AbortError' });

    let release: () => void = () => {};
    server.use(
      http.post('*/v1/uploads', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const running = uploadWithProgress('/uploads', form(), { signal: controller.signal });
    controller.abort();
    const error: unknown = await running.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    release();
  });
});

describe('uploadWithProgress progress reporting', () => {
  beforeEach(() => sessionStore.save(session, false));

  it('reports the sent fraction as the body goes out, then 1', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const upload = uploadWithProgress<{ ok: boolean }>('/creatives', form(), {
      onProgress: (f) => progress.push(f),
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/v1\/creatives$/);
    expect(xhr.headers).not.toHaveProperty('Content-Type');
    expect(xhr.body).toBeInstanceOf(FormData);

    xhr.progress(0, 200);
    xhr.progress(50, 200);
    xhr.progress(10, 0, false); // not computable: ignored
    xhr.progress(150, 200);
    xhr.respond(200, '{"ok":true}');
    await expect(upload).resolves.toEqual({ ok: true });
    expect(progress).toEqual([0, 0.25, 0.75, 1]);
  });

  it('says an upload lost to a network failure may or may not have been saved', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const upload = uploadWithProgress('/creatives', form());
    FakeXhr.last!.emit('error');
    const error: unknown = await upload.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoAnswerError);
    expect(messageOf(error)).toBe(NO_ANSWER_MESSAGE);
  });

  it('says an upload answered 504 may or may not have been saved', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const upload = uploadWithProgress('/files', form());
    FakeXhr.last!.respond(504, '');
    const error: unknown = await upload.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoAnswerError);
    expect(messageOf(error)).toBe(NO_ANSWER_MESSAGE);
  });

  it('gives up on an upload whose progress has not moved for 60 s, and not before', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let outcome: unknown = 'pending';
    void uploadWithProgress('/files', form()).then(
      (value) => (outcome = value),
      (error: unknown) => (outcome = error),
    );
    const xhr = FakeXhr.last!;
    await vi.advanceTimersByTimeAsync(59_000);
    xhr.progress(100, 200); // moving: the clock starts again
    await vi.advanceTimersByTimeAsync(59_000);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(outcome).toBeInstanceOf(NoAnswerError);
    expect(messageOf(outcome)).toBe(NO_ANSWER_MESSAGE);
  });

  it('refuses an upload at once while the browser is offline, sending nothing', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    FakeXhr.last = null;
    const error: unknown = await uploadWithProgress('/files', form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    expect(messageOf(error)).toBe(OFFLINE_WRITE_MESSAGE);
    expect(FakeXhr.last).toBeNull();
  });

  it('sends no token when asked for none, and reads an empty reply as undefined', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    sessionStore.save(session, false);
    const upload = uploadWithProgress('/files', form(), { auth: 'none' });
    expect(FakeXhr.last!.headers).not.toHaveProperty('Authorization');
    FakeXhr.last!.respond(204, '');
    await expect(upload).resolves.toBeUndefined();
  });
});

describe('limitConcurrency', () => {
  it('runs at most max tasks at a time, in order', async () => {
    const run = limitConcurrency(2);
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        releases[n] = () => resolve(n);
      });
    const results = [1, 2, 3, 4].map((n) => run(task(n)));
    expect(started).toEqual([1, 2]);
    releases[1]!();
    await results[0];
    await vi.waitFor(() => expect(started).toEqual([1, 2, 3]));
    releases[2]!();
    releases[3]!();
    await vi.waitFor(() => expect(started).toEqual([1, 2, 3, 4]));
    releases[4]!();
    await expect(Promise.all(results)).resolves.toEqual([1, 2, 3, 4]);
  });

  it('frees the slot of a failed task', async () => {
    const run = limitConcurrency(1);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
