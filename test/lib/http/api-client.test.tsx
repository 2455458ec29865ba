import { http, HttpResponse } from 'msw';
import { api, apiPathOf, apiUrl } from '@/lib/http/api-client';
import { NO_ANSWER_MESSAGE, OFFLINE_WRITE_MESSAGE } from '@/config/messages';
import {
  ApiError,
  invalidResponseMessage,
  isAbortError,
  isOutcomeUnknown,
  messageOf,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  NoAnswerError,
  OfflineError,
} from '@/lib/http/api-error';
import { READ_DEADLINE_MS, WRITE_DEADLINE_MS } from '@/lib/http/deadlines';
import { queryClient } from '@/lib/cache/query-client';
import { SESSION_KEY, sessionStore } from '@/lib/session/session';
import { signInAgain, signOutExpired } from '@/lib/session/session-expiry';
import { server } from '@/mocks/server';

const session = {
  token: 'tok-123',
  user: { name: 'A', email: 'a@demo.test', account_id: 'acc' },
  roles: ['Admin' as const],
};

describe('api client', () => {
  it('prefixes /v1 and sends JSON with the bearer token', async () => {
    sessionStore.save(session, false);
    let seen: Request | undefined;
    server.use(
      http.post('*/v1/echo', async ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(api.post('/echo', { a: 1 })).resolves.toEqual({ ok: true });
    expect(new URL(seen!.url).pathname).toBe('/v1/echo');
    expect(seen!.headers.get('authorization')).toBe('Bearer tok-123');
    expect(seen!.headers.get('content-type')).toBe('application/json');
    expect(seen!.headers.get('accept')).toBe('application/json');
    expect(await seen!.json()).toEqual({ a: 1 });
  });

  it('sends multipart without the JSON content type', async () => {
    sessionStore.save(session, false);
    let contentType: string | null = null;
    let name: FormDataEntryValue | null = null;
    server.use(
      http.post('*/v1/files', async ({ request }) => {
        contentType = request.headers.get('content-type');
        name = (await request.formData()).get('name');
        return HttpResponse.json({ url: 'https://files.example/x.png' });
      }),
    );
    const form = new FormData();
    form.set('name', 'x.png');
    form.set('body', new Blob(['png'], { type: 'image/png' }), 'x.png');
    await api.postForm('/files', form);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(name).toBe('x.png');
  });

  it('uses a link token instead of the session, and none for sign-in', async () => {
    sessionStore.save(session, false);
    const auth: (string | null)[] = [];
    server.use(
      http.post('*/v1/probe', ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return HttpResponse.json({});
      }),
    );
    await api.post('/probe', {}, { auth: { token: 'link-tok' } });
    await api.post('/probe', {}, { auth: 'none' });
    expect(auth).toEqual(['Bearer link-tok', null]);
  });

  // API-EMPTY-POST
  it('sends {} as JSON for a POST without a payload', async () => {
    sessionStore.save(session, false);
    const seen: { contentType: string | null; body: string }[] = [];
    server.use(
      http.post('*/v1/no-payload', async ({ request }) => {
        seen.push({ contentType: request.headers.get('content-type'), body: await request.text() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await api.post('/no-payload');
    await api.post('/no-payload', undefined);
    expect(seen).toEqual([
      { contentType: 'application/json', body: '{}' },
      { contentType: 'application/json', body: '{}' },
    ]);
  });

  // API-REPLY-BODY
  it('reads an empty reply body as undefined, JSON as its value and any other body as text', async () => {
    sessionStore.save(session, false);
    server.use(
      http.get('*/v1/reply/empty', () => new HttpResponse(null, { status: 200 })),
      http.get('*/v1/reply/blank', () => new HttpResponse('  \n', { status: 200 })),
      http.get('*/v1/reply/json', () => HttpResponse.json({ n: 1 })),
      http.get('*/v1/reply/text', () => HttpResponse.text('plain words, not JSON')),
    );
    await expect(api.get('/reply/empty')).resolves.toBeUndefined();
    await expect(api.get('/reply/blank')).resolves.toBeUndefined();
    await expect(api.get('/reply/json')).resolves.toEqual({ n: 1 });
    await expect(api.get('/reply/text')).resolves.toBe('plain words, not JSON');
  });

  it('adds query parameters, skipping empty ones', () => {
    expect(apiUrl('/inventory', { states: 'CA,NY', q: '', publishers: undefined })).toMatch(
      /\/v1\/inventory\?states=CA%2CNY$/,
    );
  });

  it('maps failures to ApiError with the spec message', async () => {
    server.use(
      http.get('*/v1/fail', () =>
        HttpResponse.json({ error: { message: 'Nope' } }, { status: 400 }),
      ),
    );
    await expect(api.get('/fail')).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Nope',
    });
    server.use(http.get('*/v1/empty', () => new HttpResponse(null, { status: 500 })));
    await expect(api.get('/empty')).rejects.toThrow(
      'Received an invalid server response code (500) when sending data.',
    );
  });

  it.each([
    ['/v1/files/x', '/files/x'],
    ['/v1/files/a%20b.png?v=2', '/files/a%20b.png?v=2'],
    ['/demo/creatives/a.png', null],
    ['https://cdn.example.com/v1/files/x', null],
    ['data:image/png;base64,AAAA', null],
  ])('finds the API path of %s', (url, path) => {
    expect(apiPathOf(new URL(url, window.location.href).href)).toBe(path);
  });

  it('calls only a failed fetch a network error', async () => {
    sessionStore.save(session, false);
    server.use(http.get('*/v1/down', () => HttpResponse.error()));
    const failure = await api.get('/down').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(messageOf(failure)).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('fetches blobs', async () => {
    server.use(
      http.get(
        '*/v1/files/x',
        () => new HttpResponse('abc', { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    const blob = await api.getBlob('/files/x');
    expect(await blob.text()).toBe('abc');
  });

  /** `/private` answers 401 to the token `tok-123` and `{ok: true}` to any other. */
  function refuseFirstToken() {
    const tokens: (string | null)[] = [];
    server.use(
      http.get('*/v1/private', ({ request }) => {
        const authorization = request.headers.get('authorization');
        tokens.push(authorization);
        return authorization === 'Bearer tok-123'
          ? HttpResponse.json({ error: { message: 'Unauthorized' } }, { status: 401 })
          : HttpResponse.json({ ok: true });
      }),
    );
    return tokens;
  }

  it('holds a request refused with a 401 until the same user signs in again, then sends it again', async () => {
    sessionStore.save(session, true);
    queryClient.setQueryData(['kept'], 'for the same user');
    const tokens = refuseFirstToken();
    let settled = false;
    const reply = api.get('/private').finally(() => (settled = true));

    // Expired: the token is forgotten from storage, the user stays on screen, the cache stays.
    await vi.waitFor(() => expect(sessionStore.isExpired()).toBe(true));
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStore.get()?.user.email).toBe('a@demo.test');
    expect(queryClient.getQueryData(['kept'])).toBe('for the same user');
    // A second request while expired waits too.
    const second = api.get('/private');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    expect(signInAgain({ ...session, token: 'tok-456' })).toBe('renewed');
    await expect(reply).resolves.toEqual({ ok: true });
    await expect(second).resolves.toEqual({ ok: true });
    expect(tokens.slice(-2)).toEqual(['Bearer tok-456', 'Bearer tok-456']);
    // Kept as it was: Remember me.
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toMatchObject({
      token: 'tok-456',
    });
    expect(sessionStore.isExpired()).toBe(false);
  });

  it('fails the held request as expired when the user gives up, and signs out', async () => {
    sessionStore.save(session, false);
    queryClient.setQueryData(['secret'], 'of the expired user');
    refuseFirstToken();
    const reply = api.get('/private');
    await vi.waitFor(() => expect(sessionStore.isExpired()).toBe(true));
    signOutExpired();
    await expect(reply).rejects.toMatchObject({ status: 401, sessionExpired: true });
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.endReason()).toBe('expired');
    expect(queryClient.getQueryData(['secret'])).toBeUndefined();
  });

  it('fails the held request as expired when someone else signs in, and clears the cache', async () => {
    sessionStore.save(session, false);
    queryClient.setQueryData(['secret'], 'of the expired user');
    refuseFirstToken();
    const reply = api.get('/private');
    await vi.waitFor(() => expect(sessionStore.isExpired()).toBe(true));
    const other = { ...session, token: 'tok-b', user: { ...session.user, email: 'b@demo.test' } };
    expect(signInAgain(other)).toBe('replaced');
    await expect(reply).rejects.toMatchObject({ status: 401, sessionExpired: true });
    expect(sessionStore.get()).toEqual(other);
    expect(queryClient.getQueryData(['secret'])).toBeUndefined();
  });

  it('ends nothing on a late 401 of a token already replaced: sent again with the new one', async () => {
    sessionStore.save(session, false);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/v1/private', async ({ request }) => {
        if (request.headers.get('authorization') !== 'Bearer tok-123') {
          return HttpResponse.json({ ok: true });
        }
        await held;
        return HttpResponse.json({ error: { message: 'Unauthorized' } }, { status: 401 });
      }),
    );
    const reply = api.get('/private');
    await new Promise((resolve) => setTimeout(resolve, 10));
    sessionStore.save({ ...session, token: 'tok-new' }, false);
    release();
    await expect(reply).resolves.toEqual({ ok: true });
    expect(sessionStore.isExpired()).toBe(false);
    expect(sessionStore.get()?.token).toBe('tok-new');
  });

  it('gives up a held request whose caller aborts it', async () => {
    sessionStore.save(session, false);
    refuseFirstToken();
    const controller = new AbortController();
    const reply = api.get('/private', { signal: controller.signal });
    await vi.waitFor(() => expect(sessionStore.isExpired()).toBe(true));
    controller.abort();
    await expect(reply).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps the session on a 401 from a link-token call', async () => {
    sessionStore.save(session, true);
    server.use(
      http.post('*/v1/users/password', () =>
        HttpResponse.json({ error: { message: 'Bad token' } }, { status: 401 }),
      ),
    );
    await expect(
      api.post('/users/password', { password: 'x' }, { auth: { token: 't' } }),
    ).rejects.toThrow('Bad token');
    expect(sessionStore.get()).toEqual(session);
  });
});

describe('deadlines and lost replies (MANY-DEADLINES, MANY-NO-ANSWER)', () => {
  /** A server that never answers /v1/slow, whatever the method. */
  function hangForever() {
    const never = () => new Promise<Response>(() => {});
    server.use(http.all('*/v1/slow', never), http.get('*/v1/c/1/togglePublished', never));
  }

  /** Runs the call with fake timers; `outcome` is 'pending' until it settles. */
  function track(call: Promise<unknown>) {
    const state: { outcome: unknown } = { outcome: 'pending' };
    call.then(
      (value) => (state.outcome = value),
      (error: unknown) => (state.outcome = error),
    );
    return state;
  }

  beforeEach(() => {
    sessionStore.save(session, false);
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    hangForever();
  });

  it('gives up on a read after 30 s with the no-answer message', async () => {
    const call = track(api.get('/slow'));
    await vi.advanceTimersByTimeAsync(READ_DEADLINE_MS - 1);
    expect(call.outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(call.outcome).toBeInstanceOf(NoAnswerError);
    expect(messageOf(call.outcome)).toBe(NO_ANSWER_MESSAGE);
  });

  it('gives up on a write after 60 s, not after 30 s', async () => {
    const call = track(api.post('/slow', { a: 1 }));
    await vi.advanceTimersByTimeAsync(READ_DEADLINE_MS);
    expect(call.outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(WRITE_DEADLINE_MS - READ_DEADLINE_MS);
    expect(call.outcome).toBeInstanceOf(NoAnswerError);
    expect(isOutcomeUnknown(call.outcome)).toBe(true);
    expect(messageOf(call.outcome)).toBe(NO_ANSWER_MESSAGE);
  });

  it('counts a GET toggle as a write: it waits 60 s before giving up', async () => {
    const call = track(api.get('/c/1/togglePublished'));
    await vi.advanceTimersByTimeAsync(READ_DEADLINE_MS);
    expect(call.outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(WRITE_DEADLINE_MS - READ_DEADLINE_MS);
    expect(isOutcomeUnknown(call.outcome)).toBe(true);
  });

  it("keeps a caller's own abort an abort, not a timeout", async () => {
    const controller = new AbortController();
    const call = track(api.get('/slow', { signal: controller.signal }));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(isAbortError(call.outcome)).toBe(true);
    expect(call.outcome).not.toBeInstanceOf(NoAnswerError);
  });
});

describe('writes without a definite answer', () => {
  beforeEach(() => sessionStore.save(session, false));

  it('says a write answered 504 with an empty body may or may not have been saved', async () => {
    server.use(http.post('*/v1/lost', () => new HttpResponse(null, { status: 504 })));
    const failure = await api.post('/lost', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NoAnswerError);
    expect(messageOf(failure)).toBe(NO_ANSWER_MESSAGE);
  });

  it('says a write lost to a network failure may or may not have been saved', async () => {
    server.use(http.post('*/v1/lost', () => HttpResponse.error()));
    const failure = await api.post('/lost', {}).catch((error: unknown) => error);
    expect(isOutcomeUnknown(failure)).toBe(true);
    expect(messageOf(failure)).toBe(NO_ANSWER_MESSAGE);
  });

  it('keeps the spec mapping for a read answered 504', async () => {
    server.use(http.get('*/v1/lost', () => new HttpResponse(null, { status: 504 })));
    const failure = await api.get('/lost').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(messageOf(failure)).toBe(invalidResponseMessage(504));
  });

  it('refuses a write at once while offline, sending nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let sent = false;
    server.use(http.post('*/v1/echo', () => ((sent = true), HttpResponse.json({}))));
    const failure = await api.post('/echo', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OfflineError);
    expect(messageOf(failure)).toBe(OFFLINE_WRITE_MESSAGE);
    expect(sent).toBe(false);
  });
});
