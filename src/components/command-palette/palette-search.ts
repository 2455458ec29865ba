// What the command palette lists for a query: recent items first, then every group in the order
// its items were given, each group's best matches first (label starts with the query, then a
// word of it does, then the rest), at most SHOWN_PER_GROUP of each while searching. One pass
// over the items, with no sort, so a cache of 200,000 placements keeps typing fluent.

export interface PaletteItem {
  /** Unique among the items: `screen:campaigns`, `campaign:cmp_1`, `action:signOut`. */
  id: string;
  label: string;
  /** The heading it is listed under: `Screens`, `Campaigns`. */
  group: string;
  /** A second, quieter text (a placement's external ID). */
  detail?: string;
  /** Searched, not shown (a screen's sidebar name). */
  keywords?: string;
  /** Where choosing it leads; an item without a path is an action its host runs. */
  path?: string;
  /** Listed only once something is typed (records: there may be thousands). */
  searchOnly?: boolean;
}

/** The records found beyond `items` for the query being typed (the host asks the API). */
export interface FoundRecords {
  /** 'searching' from the key typed until the answer; 'failed' when it could not be had. */
  state: 'idle' | 'searching' | 'failed';
  items: readonly PaletteItem[];
}

export interface PaletteGroup {
  name: string;
  items: PaletteItem[];
  /** How many items of the group match; more than `items.length` when the list is cut. */
  total: number;
}

export const RECENT_GROUP = 'Recent';
export const SHOWN_PER_GROUP = 6;

export interface IndexedItem {
  item: PaletteItem;
  /** The label, lower-cased. */
  label: string;
  /** Label, detail, keywords and group, lower-cased: what the terms are looked for in. */
  text: string;
}

export function indexPaletteItem(item: PaletteItem): IndexedItem {
  const label = item.label.toLowerCase();
  const text = [label, item.detail, item.keywords, item.group].join(' ').toLowerCase();
  return { item, label, text };
}

function termsOf(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** 0: the label starts with the query; 1: a word of the label starts with the first term. */
function rank(entry: IndexedItem, phrase: string, first: string): 0 | 1 | 2 {
  if (entry.label.startsWith(phrase)) return 0;
  return entry.label.includes(` ${first}`) ? 1 : 2;
}

export function searchPalette(
  index: readonly IndexedItem[],
  recent: readonly IndexedItem[],
  query: string,
): PaletteGroup[] {
  const terms = termsOf(query);
  const searching = terms.length > 0;
  const phrase = terms.join(' ');
  const first = terms[0] ?? '';
  const matches = (entry: IndexedItem) => terms.every((term) => entry.text.includes(term));

  const groups: PaletteGroup[] = [];
  const recentShown = recent.filter(matches).map((entry) => entry.item);
  if (recentShown.length > 0) {
    groups.push({ name: RECENT_GROUP, items: recentShown, total: recentShown.length });
  }
  const listed = new Set(recentShown.map((item) => item.id));

  // Per group: three buckets by rank, each kept only as long as it can still be shown.
  const byGroup = new Map<string, { buckets: PaletteItem[][]; total: number }>();
  for (const entry of index) {
    const { item } = entry;
    if ((!searching && item.searchOnly) || listed.has(item.id) || !matches(entry)) continue;
    let group = byGroup.get(item.group);
    if (!group) byGroup.set(item.group, (group = { buckets: [[], [], []], total: 0 }));
    group.total += 1;
    const bucket = group.buckets[searching ? rank(entry, phrase, first) : 0]!;
    if (!searching || bucket.length < SHOWN_PER_GROUP) bucket.push(item);
  }
  for (const [name, { buckets, total }] of byGroup) {
    const items = buckets.flat();
    groups.push({ name, items: searching ? items.slice(0, SHOWN_PER_GROUP) : items, total });
  }
  return groups;
}

/**
 * Records the API found (issue 27) added to the groups listed: each in its group (after the
 * items already there, up to SHOWN_PER_GROUP), a group of its own after the others when none is
 * listed yet. One already listed (from the cache, or a recent item) is not listed twice.
 */
export function withFoundItems(
  groups: readonly PaletteGroup[],
  found: readonly PaletteItem[],
): PaletteGroup[] {
  if (found.length === 0) return [...groups];
  const listed = new Set(groups.flatMap((group) => group.items.map((item) => item.id)));
  const merged = groups.map((group) => ({ ...group, items: [...group.items] }));
  for (const item of found) {
    if (listed.has(item.id)) continue;
    listed.add(item.id);
    let group = merged.find((candidate) => candidate.name === item.group);
    if (!group) merged.push((group = { name: item.group, items: [], total: 0 }));
    // A group cut to its best shown keeps them: the API's are not better matches.
    if (group.items.length >= SHOWN_PER_GROUP) continue;
    group.items.push(item);
    group.total = Math.max(group.total, group.items.length);
  }
  return merged.filter((group) => group.items.length > 0);
}
