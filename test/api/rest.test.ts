// The shared `/v1` conventions of src/api/rest.ts, against stand-in handlers.
import { MutationObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { restCalls, saveRecordMutation } from '@/api/rest';
import { createQueryClient } from '@/lib/cache/query-client';
import { server } from '@/mocks/server';
import { signInAs } from '../utils';

interface Thing {
  id: string;
  name: string;
}

const things = restCalls<Thing, { name: string }>('/things', 'things');
const detailKey = (id: string) => ['things', 'detail', id] as const;

function capture() {
  const seen: string[] = [];
  server.use(
    http.all('*/v1/things*', async ({ request }) => {
      const url = new URL(request.url);
      const body = request.method === 'POST' ? JSON.stringify(await request.json()) : '';
      seen.push(`${request.method} ${url.pathname.replace(/^.*\/v1/, '')} ${body}`.trim());
      if (url.pathname.endsWith('/things')) {
        return request.method === 'GET'
          ? HttpResponse.json({ things: [{ id: 'a', name: 'A' }] })
          : HttpResponse.json({ id: 'n1', name: 'New' });
      }
      return HttpResponse.json({ id: 'a/b', name: 'Slash', flipped: true });
    }),
  );
  return seen;
}

describe('restCalls', () => {
  it('lists (bare or wrapped), reads, creates, updates and runs actions by encoded id', async () => {
    await signInAs('admin');
    const seen = capture();
    expect(await things.list()).toEqual([{ id: 'a', name: 'A' }]);
    expect((await things.get('a/b')).name).toBe('Slash');
    await things.create({ body: { name: 'New' } });
    await things.update({ id: 'a/b', body: { name: 'Renamed' } });
    await things.action<{ flipped: boolean }>('a/b', 'toggleActive');
    expect(seen).toEqual([
      'GET /things',
      'GET /things/a%2Fb',
      'POST /things {"name":"New"}',
      'POST /things/a%2Fb/update {"name":"Renamed"}',
      'GET /things/a%2Fb/toggleActive',
    ]);
  });
});

describe('mutations built by rest.ts', () => {
  it('a save caches the reply as the detail and declares its effects', async () => {
    const client = createQueryClient();
    client.setQueryData(['things', 'list'], []);
    const options = saveRecordMutation(async () => ({ id: 't1', name: 'Saved' }), detailKey, [
      ['things', 'list'],
    ]);
    await new MutationObserver(client, options).mutate(undefined);
    expect(client.getQueryData(detailKey('t1'))).toEqual({ id: 't1', name: 'Saved' });
    expect(client.getQueryState(['things', 'list'])?.isInvalidated).toBe(true);
  });

  it('a save whose 2xx reply lacks the record succeeds with null and refetches the saved detail', async () => {
    const client = createQueryClient();
    client.setQueryData(detailKey('t1'), { id: 't1', name: 'Old' });
    client.setQueryData(['things', 'list'], []);
    const options = saveRecordMutation(
      async (_vars: { id: string }) => '' as unknown as Thing,
      detailKey,
      [['things', 'list']],
    );
    expect(await new MutationObserver(client, options).mutate({ id: 't1' })).toBeNull();
    expect(client.getQueryState(detailKey('t1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['things', 'list'])?.isInvalidated).toBe(true);
  });
});
