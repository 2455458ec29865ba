import { http, HttpResponse } from 'msw';
import { api, apiPathOf, apiUrl, SESSION_EXPIRED_MESSAGE } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { server } from '@/mocks/server';
import { findToast } from '../utils';

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

  it('ends the session on a 401 from a session call: clears it, the cache, and says why', async () => {
    sessionStore.save(session, true);
    queryClient.setQueryData(['secret'], 'of the previous user');
    server.use(
      http.get('*/v1/private', () =>
        HttpResponse.json({ error: { message: 'Unauthorized' } }, { status: 401 }),
      ),
    );
    const { render } = await import('@testing-library/react');
    const { Toaster } = await import('react-hot-toast');
    render(<Toaster />);
    await expect(api.get('/private')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.endReason()).toBe('expired');
    expect(queryClient.getQueryData(['secret'])).toBeUndefined();
    expect(await findToast(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
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
