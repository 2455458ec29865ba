// A short FNV-1a hash of a text: a save key's hash of its stable JSON (src/lib/saving/save-key.ts,
// src/lib/saving/stable-json.ts), a record's version without an ETag
// (src/lib/saving/three-way-merge.ts), the swap entry's token marker (src/lib/session/session.ts).
// Not a security measure.

/** FNV-1a of a text, 32 bits, as 8 hex digits. */
export function fnv1aHex(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
