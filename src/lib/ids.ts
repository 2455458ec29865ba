// Free-text id lists (spec section 5, bidder placement ids; also campaign placement ids and zip
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
