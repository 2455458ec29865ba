// A proxy that gives up waiting: the demo server carries the request out (and saves it), then
// the client gets a 504 with an empty body, as after `?demo-lose-replies=N`.
import { getResponse, http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { handlers } from '@/mocks/handlers';
import { server } from '@/mocks/server';

export interface LostReplies {
  /** The `Idempotency-Key` of each POST to the path, answered or lost, in order. */
  keys: (string | null)[];
}

/** The next `count` POSTs to `path` (after `/v1`) are saved by the demo server but answered 504. */
export function loseReplies(path: string, count = 1): LostReplies {
  const seen: LostReplies = { keys: [] };
  let left = count;
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname.endsWith(`/v1${path}`)) {
      seen.keys.push(request.headers.get('Idempotency-Key'));
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  server.use(
    http.post(`*/v1${path}`, async ({ request }) => {
      if (left <= 0) return undefined;
      left -= 1;
      await getResponse(handlers, request);
      return new HttpResponse(null, { status: 504 });
    }),
  );
  return seen;
}

/**
 * The server cannot say what became of a write (`GET /requests/{key}` answers 503): a retry
 * then sends the same key again, and the demo server answers it with the first answer.
 */
export function outcomesUnknown(): void {
  server.use(http.get('*/v1/requests/:key', () => new HttpResponse(null, { status: 503 })));
}
