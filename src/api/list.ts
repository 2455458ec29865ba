import { RefusedIdError } from '@/lib/http/api-error';

/**
 * List replies may come bare (`[...]`) or wrapped (`{bidders: [...]}`); the spec shows only
 * "a list". Accept both so no screen depends on the wrapper.
 */
export function listFrom<T>(reply: unknown, key: string): T[] {
  if (Array.isArray(reply)) return reply as T[];
  if (reply && typeof reply === 'object') {
    const inner = (reply as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}

/**
 * An id as one URL path segment, encoded (API-ID-SEGMENT). `.`, `..` and an empty id are
 * refused (RefusedIdError, a 404): no encoding keeps them in their segment, since URL parsing
 * reads `%2E%2E` as `..` too, and `/placements/batch/..` would be GET /placements/.
 */
export function segment(id: string): string {
  if (id === '' || id === '.' || id === '..') throw new RefusedIdError(id);
  return encodeURIComponent(id);
}

/** Part of a list that arrives in batches; `complete` on the last part. */
export interface ListPart<T> {
  items: T[];
  complete: boolean;
}

/**
 * A streamed list in two parts: the first batch as soon as it comes (a screen can show it), then
 * the rest at once when the reply has ended. One update in between, not one per batch: each
 * update re-sorts and re-renders the whole list on screen.
 */
export async function* firstBatchThenRest<T>(
  batches: AsyncIterable<T[]>,
): AsyncGenerator<ListPart<T>> {
  let first = true;
  const rest: T[] = [];
  for await (const batch of batches) {
    if (first && batch.length) {
      first = false;
      yield { items: batch, complete: false };
    } else {
      for (const item of batch) rest.push(item);
    }
  }
  yield { items: rest, complete: true };
}

/** The reducer that joins ListParts (react-query's streamedQuery). */
export const joinListParts = <T>(list: ListPart<T>, part: ListPart<T>): ListPart<T> => ({
  items: list.items.length ? list.items.concat(part.items) : part.items,
  complete: part.complete,
});
