// JSON that does not depend on key order: what a save's key is made from
// (src/lib/saving/save-key.ts, which keeps only its hash) and a record's version without an ETag
// (src/lib/saving/three-way-merge.ts). Apart from stable-hash.ts, which the session's first load
// needs, so this stays out of `/sign-in`'s code.

/** JSON with every object's keys sorted: the same values give the same text, in any order. */
export function stableJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) =>
      item !== null && typeof item === 'object' && !Array.isArray(item)
        ? Object.fromEntries(
            Object.entries(item as Record<string, unknown>).sort(([a], [b]) =>
              a < b ? -1 : a > b ? 1 : 0,
            ),
          )
        : item,
    ) ?? 'null'
  );
}
