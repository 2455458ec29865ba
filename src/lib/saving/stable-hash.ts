// Fingerprints of plain data, written once: JSON that does not depend on key order (what a save's
// key is made for, src/lib/saving/save-key.ts, which keeps only its hash) and a short FNV-1a hash
// of a text (a record's version without an ETag, src/lib/saving/three-way-merge.ts; the swap
// entry's token marker, src/lib/session/session.ts).
// Neither is a security measure.

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

/** FNV-1a of a text, 32 bits, as 8 hex digits. */
export function fnv1aHex(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
