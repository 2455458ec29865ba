// GET /search (issue 27): the command palette's record search. One table of the kinds a caller
// may find, each searched only for the roles of its list screen (src/config/routes.ts, the same
// roles the palette offers that screen to) and within the caller's account, like the lists.
// Fast at demo scale: records are visited in place (never copied), the demo-scale placements
// are matched in an index of their folded names (a row is named only when it matches, never
// built), and each kind stops at `limit` best (prefix) matches.
import { hasAnyRole, ROUTES, type RouteId } from '@/config/routes';
import { CITY_CODES, generatedPlacementIndex, ID_PREFIX, VENUES } from '@/mocks/scale';
import { getKnobs } from '@/mocks/knobs';
import type { DbState, PlacementRecord, UserRecord } from '@/mocks/records';
import { accountScope } from '@/mocks/resource';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { CITIES } from '@/mocks/seed/geo';
import type { SearchKind, SearchResult } from '@/types/api';

export const SEARCH_LIMIT = { default: 6, max: 50 } as const;
/** Below this length a query is not matched against ids (`pl` would match every placement). */
const MIN_ID_QUERY = 3;

/** Called for each record in scope; answers true to stop (the kind has its best results). */
type Visit = (id: string, name: string, detail?: string) => boolean;

interface SearchSource {
  /** The list screen whose roles may find the kind. */
  listRoute: RouteId;
  /**
   * Visit the kind's records of one account (undefined: every account's) until told to stop.
   * The query lets a large source skip the records that cannot match without naming them.
   */
  scan: (db: DbState, scope: string | undefined, visit: Visit, query: SearchQuery) => void;
}

/** Visit stored rows of the account (or every account) until `visit` says stop. */
function scanRows<T extends { id: string; name: string }>(
  rows: readonly T[],
  scope: string | undefined,
  accountOf: (row: T) => string | undefined,
  visit: Visit,
  detailOf?: (row: T) => string | undefined,
): void {
  for (const row of rows) {
    if (scope && accountOf(row) !== scope) continue;
    if (visit(row.id, row.name, detailOf?.(row))) return;
  }
}

/**
 * The demo-scale rows' searchable text, folded: `name\nexternal ID` per row, made once per scale
 * from the same parts as src/mocks/scale.ts names the rows (without drawing the rest of a row).
 * A search then only looks for its words in these strings: a few ms for 50,000 rows. Made in
 * idle time after the demo starts (warmSearchIndex), as a server keeps its index ahead.
 */
interface GeneratedIndex {
  scale: number;
  texts: string[];
  /** Rows 1..built are in. */
  built: number;
}
let generatedIndex: GeneratedIndex | null = null;

/** The folded parts the rows' texts are made of. */
let folded: { cities: string[]; venues: string[]; codes: string[] } | null = null;

/** Adds rows to the index until `until` says stop (or it is complete); true when complete. */
function buildIndex(scale: number, until: () => boolean = () => false): GeneratedIndex {
  if (generatedIndex?.scale !== scale) {
    generatedIndex = { scale, texts: new Array<string>(scale), built: 0 };
  }
  folded ??= {
    cities: CITIES.map((city) => foldText(city.city)),
    venues: VENUES.map((venue) => foldText(venue.label)),
    codes: CITY_CODES.map((code) => code.toLowerCase()),
  };
  const { cities, venues, codes } = folded;
  const index = generatedIndex;
  while (index.built < scale) {
    // A slice of rows between checks of the clock.
    const end = Math.min(scale, index.built + 2000);
    for (let row = index.built + 1; row <= end; row += 1) {
      const serial = String(row).padStart(6, '0');
      const cityIndex = (row * 13) % CITIES.length;
      index.texts[row - 1] =
        `${cities[cityIndex]} ${venues[row % VENUES.length]} ${serial}\nnwx-${codes[cityIndex]}-${serial}`;
    }
    index.built = end;
    if (until()) break;
  }
  return index;
}

/** Make the demo-scale index in idle time, a slice at a time, so no frame waits for it. */
export function warmSearchIndex(): void {
  const scale = getKnobs().scale;
  if (scale <= 0 || typeof requestIdleCallback !== 'function') return;
  const step = (deadline: IdleDeadline) => {
    const index = buildIndex(scale, () => deadline.timeRemaining() < 3);
    if (index.built < scale) requestIdleCallback(step);
  };
  requestIdleCallback(step);
}

/** A demo-scale row's name and external ID, as src/mocks/scale.ts makes them. */
function generatedNames(index: number): { name: string; externalId: string } {
  const serial = String(index).padStart(6, '0');
  const cityIndex = (index * 13) % CITIES.length;
  const venue = VENUES[index % VENUES.length]!;
  return {
    name: `${CITIES[cityIndex]!.city} ${venue.label} ${serial}`,
    externalId: `NWX-${CITY_CODES[cityIndex]}-${serial}`,
  };
}

/** Which demo-scale rows' ids can match: every one (`pl_s`), those of a serial, or none (null). */
function generatedIdMatcher(query: SearchQuery): ((serial: string) => boolean) | null {
  const prefix = query.idPrefix;
  if (prefix === null) return null;
  if (ID_PREFIX.startsWith(prefix)) return () => true;
  if (!prefix.startsWith(ID_PREFIX)) return null;
  const serialPrefix = prefix.slice(ID_PREFIX.length);
  return (serial) => serial.startsWith(serialPrefix);
}

/** Stored placements, then the demo-scale rows (Northwind's) with their edits and deletions. */
function scanPlacements(
  db: DbState,
  scope: string | undefined,
  visit: Visit,
  query: SearchQuery,
): void {
  let stopped = false;
  scanRows(
    db.placements,
    scope,
    (row) => row.accountId,
    (id, name, detail) => (stopped = visit(id, name, detail)),
    (row) => row.externalId ?? undefined,
  );
  if (stopped || (scope && scope !== ACCOUNT_IDS.northwind)) return;
  const scale = getKnobs().scale;
  if (scale <= 0) return;
  // Edited and deleted rows by index: the rest are as generated.
  const overrides = new Map<number, PlacementRecord | null>();
  for (const [id, override] of Object.entries(db.generatedPlacementOverrides)) {
    const index = generatedPlacementIndex(id);
    if (index !== null) overrides.set(index, override);
  }
  const { texts } = buildIndex(scale);
  const idMatches = generatedIdMatcher(query);
  const { terms } = query;
  for (let index = 1; index <= scale; index += 1) {
    const override = overrides.get(index);
    if (override === null) continue; // deleted
    if (override) {
      if (visit(override.id, override.name, override.externalId ?? undefined)) return;
      continue;
    }
    // Only a row that can match is named and ranked.
    const text = texts[index - 1]!;
    let hit = true;
    for (const term of terms) {
      if (!text.includes(term)) {
        hit = false;
        break;
      }
    }
    if (!hit && !idMatches?.(String(index).padStart(6, '0'))) continue;
    const { name, externalId } = generatedNames(index);
    if (visit(ID_PREFIX + String(index).padStart(6, '0'), name, externalId)) return;
  }
}

/** Every kind the search finds, in the order of the reply. A new kind (a deal) is one row. */
const SEARCH_SOURCES: Record<SearchKind, SearchSource> = {
  Campaign: {
    listRoute: 'campaigns',
    scan: (db, scope, visit) => scanRows(db.campaigns, scope, (row) => row.accountId, visit),
  },
  Placement: { listRoute: 'placements', scan: scanPlacements },
  Bidder: {
    listRoute: 'bidders',
    // Bidders belong to the exchange, not to an account.
    scan: (db, _scope, visit) => scanRows(db.bidders, undefined, () => undefined, visit),
  },
  Account: {
    listRoute: 'accounts',
    scan: (db, scope, visit) => scanRows(db.accounts, scope, (row) => row.id, visit),
  },
  Creative: {
    listRoute: 'creatives',
    scan: (db, scope, visit) => scanRows(db.creatives, scope, (row) => row.accountId, visit),
  },
  Report: {
    listRoute: 'reports',
    scan: (db, scope, visit) => scanRows(db.reports, scope, (row) => row.accountId, visit),
  },
  // A deal is the publisher's and its buyers' (GET /deals): found by name or Deal ID.
  Deal: {
    listRoute: 'deals',
    scan: (db, scope, visit) => {
      for (const deal of db.deals) {
        if (scope && deal.accountId !== scope && !deal.seats.includes(scope)) continue;
        if (visit(deal.id, deal.name, deal.dealId)) return;
      }
    },
  },
};

/** The kinds these roles may search (none: the caller may not search at all). */
export function searchableKinds(user: Pick<UserRecord, 'roles'>): SearchKind[] {
  return (Object.keys(SEARCH_SOURCES) as SearchKind[]).filter((kind) =>
    hasAnyRole(user.roles, ROUTES[SEARCH_SOURCES[kind].listRoute].roles),
  );
}

const NON_ASCII = /[^ -~]/;
const MARKS = /\p{M}/gu;

/** Lower case without accents: `Café` and `cafe` match. ASCII (nearly every name) is quick. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower;
}

export interface SearchQuery {
  /** The folded words, each of which a name (or detail) must contain. */
  terms: string[];
  /** The words joined by one space: a name starting with it ranks first. */
  phrase: string;
  /** The folded query, for the ids (null when too short to match ids). */
  idPrefix: string | null;
}

export function parseSearchQuery(raw: string): SearchQuery {
  const terms = foldText(raw).trim().split(/\s+/).filter(Boolean);
  const phrase = terms.join(' ');
  const idPrefix = terms.length === 1 && phrase.length >= MIN_ID_QUERY ? phrase : null;
  return { terms, phrase, idPrefix };
}

/**
 * 0: the name or the id starts with the query (a prefix match); 1: a word of the name starts
 * with the query's first word; 2: the name (or detail) contains every word; null: no match.
 */
export function matchRank(
  query: SearchQuery,
  id: string,
  name: string,
  detail?: string,
): 0 | 1 | 2 | null {
  const folded = foldText(name);
  const text = detail ? `${folded} ${foldText(detail)}` : folded;
  if (query.terms.every((term) => text.includes(term))) {
    if (folded.startsWith(query.phrase)) return 0;
    const first = query.terms[0]!;
    return folded.startsWith(first) || folded.includes(` ${first}`) ? 1 : 2;
  }
  return query.idPrefix !== null && id.toLowerCase().startsWith(query.idPrefix) ? 0 : null;
}

/** One kind's best `limit` matches: three buckets by rank, stopping once the first is full. */
function searchKind(
  kind: SearchKind,
  query: SearchQuery,
  limit: number,
  db: DbState,
  scope: string | undefined,
): SearchResult[] {
  const buckets: SearchResult[][] = [[], [], []];
  const visit: Visit = (id, name, detail) => {
    const rank = matchRank(query, id, name, detail);
    if (rank === null) return false;
    const bucket = buckets[rank]!;
    if (bucket.length < limit) bucket.push({ kind, id, name, ...(detail ? { detail } : {}) });
    return buckets[0]!.length >= limit;
  };
  SEARCH_SOURCES[kind].scan(db, scope, visit, query);
  return buckets.flat().slice(0, limit);
}

/** The records the user may open matching the query: per kind, at most `limit`, best first. */
export function searchRecords(
  user: UserRecord,
  raw: string,
  limit: number,
  db: DbState,
): SearchResult[] {
  const query = parseSearchQuery(raw);
  if (query.terms.length === 0) return [];
  const scope = accountScope(user);
  return searchableKinds(user).flatMap((kind) => searchKind(kind, query, limit, db, scope));
}
