// API-ID-SEGMENT: an id is one encoded path segment; `.`, `..` and an empty id are refused before
// anything is sent (a 404 to every screen), from a route's `:id`, a `?job=` or a reply.
import { screen, waitFor } from '@testing-library/react';
import { segment } from '@/api/list';
import { BATCH_POLL_MS, getBatchJob } from '@/api/placements';
import { restCalls } from '@/api/rest';
import { apiUrl } from '@/lib/http/api-client';
import { ApiError, RefusedIdError } from '@/lib/http/api-error';
import { captureRequests, fastPolling, renderRoute, signInAs } from '../utils';

beforeAll(async () => {
  await Promise.all([
    import('@/features/campaigns/routes/campaign-detail'),
    import('@/features/placements/routes/placement-batch'),
    import('@/features/placements/components/import-results/import-results-panel'),
  ]);
});

describe('segment (API-ID-SEGMENT)', () => {
  it('encodes an id as one path segment', () => {
    expect(segment('a/b')).toBe('a%2Fb');
    expect(segment('a?b#c')).toBe('a%3Fb%23c');
    expect(segment('...')).toBe('...');
    expect(segment('%2E%2E')).toBe('%252E%252E');
    expect(segment(' .. ')).toBe('%20..%20');
  });

  it('refuses `.`, `..` and an empty id as a 404 with a message that says why', () => {
    for (const id of ['.', '..', '']) {
      expect(() => segment(id)).toThrow(RefusedIdError);
    }
    const error = (() => {
      try {
        segment('..');
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Not found: ".." is not a valid id.');
  });
});

describe('the fetch client refuses dot segments in any path (API-ID-SEGMENT)', () => {
  it('refuses `.` and `..` segments, written or percent-encoded, and keeps other dots', () => {
    for (const path of [
      '/placements/..',
      '/placements/./x',
      '/a/%2e%2E/b',
      '/a/.%2e?x=1',
      '/a/%2E',
    ]) {
      expect(() => apiUrl(path)).toThrow(RefusedIdError);
    }
    expect(apiUrl('/files/a.png')).toMatch(/\/v1\/files\/a\.png$/);
    expect(apiUrl('/a/...')).toMatch(/\/v1\/a\/\.\.\.$/);
    expect(apiUrl('/a', { q: '..' })).toMatch(/\/v1\/a\?q=\.\.$/);
  });

  it('a call with a refused id rejects (never throws) and sends no request', async () => {
    await signInAs('admin');
    const { requests, settled } = captureRequests();
    const things = restCalls<{ id: string }, object>('/things', 'things');
    const calls = [
      things.get('..'),
      things.getVersioned('.'),
      things.update({ id: '..', body: {} }),
      things.action('..', 'toggleActive'),
      getBatchJob('..'),
    ];
    for (const result of await Promise.allSettled(calls)) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(RefusedIdError);
    }
    await settled();
    expect(requests).toEqual([]);
  });
});

describe('a `..` id from the URL (API-ID-SEGMENT)', () => {
  it('a `..` campaign detail route sends no request for it and shows the not-found state', async () => {
    await signInAs('dsp');
    const { requests, settled } = captureRequests();
    renderRoute('/campaigns/%2E%2E');
    expect(await screen.findByText('There is no campaign with this ID.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Campaign not found' })).toBeVisible();
    await settled();
    // Nothing under /campaigns/, nor the endpoint `..` would have climbed to (GET /v1/).
    expect(requests.filter((r) => r.path.startsWith('/campaigns/') || r.path === '/')).toEqual([]);
  });

  it('a `?job=..` import sends no poll, says the import was not found and stops', async () => {
    await signInAs('ssp');
    const { nextPoll } = fastPolling(BATCH_POLL_MS);
    const { requests, settled } = captureRequests();
    const { user, router } = renderRoute('/placements/create/batch?job=..');
    expect(
      await screen.findByText(
        'This import was not found. Check the link, or upload the file again.',
      ),
    ).toBeInTheDocument();
    for (let polls = 0; polls < 3; polls += 1) await nextPoll();
    await settled();
    const placementCalls = requests.filter((r) => r.path.startsWith('/placements'));
    expect(placementCalls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Upload Another' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
