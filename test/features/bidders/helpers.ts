// Shared pieces of the bidder screen tests: request capture and controllable mock replies.
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, onTestFinished } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/mocks/server';

/**
 * The screens are lazy chunks: on a busy machine the first render of a file can take longer
 * than Testing Library's 1 s default, so load them up front and wait a little longer.
 */
export function prepareBidderScreens() {
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(async () => {
    await Promise.all([
      import('@/features/bidders/routes/bidders-list'),
      import('@/features/bidders/routes/bidder-create'),
      import('@/features/bidders/routes/bidder-edit'),
    ]);
  });
}

export interface CapturedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Every /v1 request the screen sends while the test runs (bodies of POSTs parsed). */
export function captureRequests() {
  const requests: CapturedRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.replace(/^.*\/v1/, '');
    pending.push(
      (request.method === 'POST' ? request.clone().json() : Promise.resolve(undefined)).then(
        (body: unknown) => void requests.push({ method: request.method, path, body }),
      ),
    );
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return {
    requests,
    settled: () => Promise.all(pending),
    /** The parsed bodies of POSTs to `path`. */
    async bodiesOf(path: string) {
      await Promise.all(pending);
      return requests.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.body);
    },
  };
}

/** A promise the test resolves when it wants a held mock reply to go out. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

export function errorReply(message: string, status = 400) {
  return HttpResponse.json({ error: { message } }, { status });
}

export { apiUrl, http, HttpResponse, server };
