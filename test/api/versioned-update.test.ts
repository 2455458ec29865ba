// The versioned read and the If-Match update of src/api/rest.ts (MANY-IF-MATCH).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { restCalls } from '@/api/rest';
import { server } from '@/mocks/server';
import { signInAs } from '../utils';

const things = restCalls<{ id: string; name: string }, { name: string }>('/things', 'things');

function serve(etag: string | null) {
  const ifMatches: (string | null)[] = [];
  server.use(
    http.get('*/v1/things/a', () =>
      HttpResponse.json({ id: 'a', name: 'A' }, etag ? { headers: { ETag: etag } } : {}),
    ),
    http.post('*/v1/things/a/update', ({ request }) => {
      ifMatches.push(request.headers.get('If-Match'));
      return HttpResponse.json({ id: 'a', name: 'B' });
    }),
  );
  return ifMatches;
}

describe('versioned reads and If-Match updates', () => {
  it('getVersioned returns the record with the ETag the GET sent, and update sends it as If-Match', async () => {
    await signInAs('admin');
    const ifMatches = serve('"abc123"');
    const current = await things.getVersioned('a');
    expect(current).toEqual({ record: { id: 'a', name: 'A' }, etag: '"abc123"' });
    await things.update({ id: 'a', body: { name: 'B' }, ifMatch: current.etag });
    expect(ifMatches).toEqual(['"abc123"']);
  });

  it('without an ETag from the API the version is null and the update sends no If-Match', async () => {
    await signInAs('admin');
    const ifMatches = serve(null);
    const current = await things.getVersioned('a');
    expect(current.etag).toBeNull();
    await things.update({ id: 'a', body: { name: 'B' }, ifMatch: current.etag });
    expect(ifMatches).toEqual([null]);
  });
});
