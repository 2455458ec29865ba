// GET /placements as JSON bytes, streamed in pieces. At demo scale the list is 50,000+ placements (about 33 MB of
// JSON) and the browser's mock API runs on the page's main thread: building the generated rows
// as objects, stringifying the list and encoding the text took it about a second. Instead each
// generated row is written as JSON bytes straight from its parts (src/mocks/scale-json.ts) into
// one buffer (src/mocks/json-bytes.ts). The same placements in the same order as
// listPlacements(), byte for byte what serializing them gives (test/mocks/placement-list.test.ts).
import { getDb } from '@/mocks/db';
import { JsonBytesWriter } from '@/mocks/json-bytes';
import { getKnobs } from '@/mocks/knobs';
import type { DbState, PlacementRecord } from '@/mocks/records';
import { generatedPlacementId } from '@/mocks/scale';
import { writeGeneratedPlacement } from '@/mocks/scale-json';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { toPlacement } from '@/mocks/serializers';

const COMMA = new TextEncoder().encode(',');
/** About the size of one placement's JSON, to size each buffer once. */
const BYTES_PER_PLACEMENT = 700;
/**
 * Rows per piece of the streamed reply: about 1.4 MB, some 10 ms of the page's thread to write.
 * The service worker passes each piece on while the next is written, where one 33 MB buffer
 * waited for the whole to be written before any of it moved.
 */
export const ROWS_PER_PIECE = 2000;

/**
 * The rows in the list's order: the stored placements, then the demo-scale ones by index (one
 * edited since is its stored record, one deleted is left out).
 */
function* listRows(
  stored: readonly PlacementRecord[],
  scale: number,
  overrides: DbState['generatedPlacementOverrides'],
): Generator<PlacementRecord | number> {
  yield* stored;
  const hasOverrides = Object.keys(overrides).length > 0;
  for (let index = 1; index <= scale; index += 1) {
    const override = hasOverrides ? overrides[generatedPlacementId(index)] : undefined;
    if (override === null) continue; // deleted
    yield override ?? index;
  }
}

/**
 * `{"placements":[...]}` for one account, or every account's (admin), as UTF-8 pieces of about
 * `rowsPerPiece` rows each, stored and generated rows alike (a 100,000-line import is as long
 * as the demo's scale). What it lists is fixed when it is called (a save while the pieces are
 * read does not tear the list).
 */
export function* placementListPieces(
  accountId?: string,
  db: DbState = getDb(),
  rowsPerPiece = ROWS_PER_PIECE,
): Generator<Uint8Array<ArrayBuffer>> {
  const withGenerated = !accountId || accountId === ACCOUNT_IDS.northwind;
  const scale = withGenerated ? getKnobs().scale : 0;
  const stored = db.placements.filter(
    (placement) => !accountId || placement.accountId === accountId,
  );
  let out = new JsonBytesWriter(
    Math.min(stored.length + scale, rowsPerPiece) * BYTES_PER_PLACEMENT,
  );
  let rows = 0;
  let first = true;
  out.write('{"placements":[');
  for (const row of listRows(stored, scale, { ...db.generatedPlacementOverrides })) {
    if (rows >= rowsPerPiece) {
      yield out.bytes();
      out = new JsonBytesWriter(rowsPerPiece * BYTES_PER_PLACEMENT);
      rows = 0;
    }
    // The comma between array items: before every row but the first.
    if (!first) out.raw(COMMA);
    first = false;
    rows += 1;
    if (typeof row === 'number') writeGeneratedPlacement(out, row);
    else out.write(JSON.stringify(toPlacement(row)));
  }
  out.write(']}');
  yield out.bytes();
}

/** The whole list in one buffer (the tests read it so). */
export function placementListBytes(
  accountId?: string,
  db: DbState = getDb(),
): Uint8Array<ArrayBuffer> {
  const pieces = [...placementListPieces(accountId, db)];
  const whole = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0));
  let at = 0;
  for (const piece of pieces) {
    whole.set(piece, at);
    at += piece.byteLength;
  }
  return whole;
}
