// SEC-UPLOAD-STOPS: an upload stops with the session it was sent under, its request aborted, and
// is sent again (from the start) only with the same user's new token.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '@/lib/http/upload';
import { UploadStoppedError } from '@/lib/http/upload-session';
import { sessionStore } from '@/lib/session/session';
import { FakeXhr, uploadForm, uploadSession } from './fake-xhr';

const session = uploadSession;
const form = uploadForm;

describe('an upload and its session (SEC-UPLOAD-STOPS)', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    sessionStore.save(session, false);
  });

  it.each([
    ['a sign-out in this tab', () => sessionStore.clear('logout')],
    ['an expiry', () => sessionStore.expire()],
    ['a sign-out or another sign-in in another tab', () => sessionStore.endedElsewhere(null)],
    [
      'another user signed in',
      () =>
        sessionStore.save(
          { ...session, token: 'tok-b', user: { ...session.user, email: 'b@demo.test' } },
          false,
        ),
    ],
  ])(
    'stops a running upload at %s: the request is aborted, never finished with the old token',
    async (_, end) => {
      const upload = uploadWithProgress('/creatives', form());
      const xhr = FakeXhr.last!;
      expect(xhr.headers.Authorization).toBe('Bearer tok-up');
      const aborted = vi.spyOn(xhr, 'abort');
      end();
      const error: unknown = await upload.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UploadStoppedError);
      expect(aborted).toHaveBeenCalled();
    },
  );

  it('sends a running upload again with the same user’s new token, never going on with the old one', async () => {
    const upload = uploadWithProgress<{ ok: boolean }>('/creatives', form());
    const first = FakeXhr.last!;
    const aborted = vi.spyOn(first, 'abort');
    sessionStore.save({ ...session, token: 'tok-renewed' }, false);
    await vi.waitFor(() => expect(FakeXhr.last).not.toBe(first));
    expect(aborted).toHaveBeenCalled();
    expect(FakeXhr.last!.headers.Authorization).toBe('Bearer tok-renewed');
    FakeXhr.last!.respond(200, '{"ok":true}');
    await expect(upload).resolves.toEqual({ ok: true });
  });
});
