// ETag and If-Match on the records two people edit (MANY-ETAG-DEMO, MANY-IF-MATCH):
// bidders, accounts, campaigns and placements. The ETag is a hash of the record as stored, so
// any change (a toggle too) gives a new one; an update whose If-Match names another version is
// a 412 and changes nothing. Without If-Match an update is applied as before.
import { HttpResponse, type JsonBodyType } from 'msw';
import { hashText } from '@/mocks/hash';
import { errorResponse } from '@/mocks/http';

export const PRECONDITION_FAILED_MESSAGE =
  'This record was changed by someone else since you opened it.';

/** The record's strong ETag: `"` + a hash of its stored JSON + `"`. */
export function etagOf(record: unknown): string {
  return `"${hashText(JSON.stringify(record))}"`;
}

/**
 * Throws the 412 when the request's If-Match (if any) does not name the record's current
 * ETag. `*` matches any record; a weak tag (W/"...") never matches, as strong comparison says.
 */
export function checkIfMatch(request: Request, record: unknown): void {
  const header = request.headers.get('If-Match')?.trim();
  if (!header) return;
  const current = etagOf(record);
  const tags = header.split(',').map((tag) => tag.trim());
  if (!tags.some((tag) => tag === '*' || tag === current)) {
    throw errorResponse(412, PRECONDITION_FAILED_MESSAGE);
  }
}

/** A JSON reply with the record's ETag. */
export function withEtag(body: JsonBodyType, record: unknown, status = 200): Response {
  return HttpResponse.json(body, { status, headers: { ETag: etagOf(record) } });
}
