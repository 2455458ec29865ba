// GET /placements as JSON bytes. At demo scale the list is 50,000+ placements (about 33 MB of
// JSON) and the browser's mock API runs on the page's main thread: building the generated rows
// as objects, stringifying the list and encoding the text took it about a second. Instead each
// generated row is written as JSON bytes straight from its parts (src/mocks/scale-json.ts) into
// one buffer (src/mocks/json-bytes.ts). The same placements in the same order as
// listPlacements(), byte for byte what serializing them gives (test/mocks/placement-list.test.ts).
import { getDb } from '@/mocks/db';
import { JsonBytesWriter } from '@/mocks/json-bytes';
import { getKnobs } from '@/mocks/knobs';
import type { DbState } from '@/mocks/records';
import { generatedPlacementId } from '@/mocks/scale';
import { writeGeneratedPlacement } from '@/mocks/scale-json';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { toPlacement } from '@/mocks/serializers';

const COMMA = new TextEncoder().encode(',');
/** About the size of one placement's JSON, to size the buffer once. */
const BYTES_PER_PLACEMENT = 700;

/** `{"placements":[...]}` for one account, or every account's (admin). */
export function placementListBytes(
  accountId?: string,
  db: DbState = getDb(),
): Uint8Array<ArrayBuffer> {
  const withGenerated = !accountId || accountId === ACCOUNT_IDS.northwind;
  const scale = withGenerated ? getKnobs().scale : 0;
  const out = new JsonBytesWriter((db.placements.length + scale) * BYTES_PER_PLACEMENT);
  let first = true;
  /** Before every row but the first: the comma between array items. */
  const next = () => {
    if (!first) out.raw(COMMA);
    first = false;
  };
  out.write('{"placements":[');
  for (const placement of db.placements) {
    if (accountId && placement.accountId !== accountId) continue;
    next();
    out.write(JSON.stringify(toPlacement(placement)));
  }
  const overrides = db.generatedPlacementOverrides;
  const hasOverrides = Object.keys(overrides).length > 0;
  for (let index = 1; index <= scale; index += 1) {
    const override = hasOverrides ? overrides[generatedPlacementId(index)] : undefined;
    if (override === null) continue; // deleted
    next();
    if (override) out.write(JSON.stringify(toPlacement(override)));
    else writeGeneratedPlacement(out, index);
  }
  out.write(']}');
  return out.bytes();
}
