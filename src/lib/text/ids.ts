// Free-text id lists (FORM-ID-LIST: bidder placement ids; also campaign placement ids and zip
// codes): split on commas, spaces or new lines, then de-duplicated (first occurrence first).
export function splitIds(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (text ?? '').split(/[\s,]+/)) {
    const id = part.trim();
    if (id !== '') seen.add(id);
  }
  return [...seen];
}

/** The text area's content for a list of ids: one per line. */
export function joinIds(ids: readonly string[]): string {
  return ids.join('\n');
}

/**
 * A random UUID (version 4). `crypto.randomUUID` exists only in secure contexts (HTTPS or
 * localhost); a console served over plain HTTP on a LAN address still needs one.
 */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
