// Spec section 5: placement ids are free text, split on commas, spaces or new lines, then
// de-duplicated (the first occurrence keeps its place).
export function parsePlacementIds(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (text ?? '').split(/[\s,]+/)) {
    const id = part.trim();
    if (id !== '') seen.add(id);
  }
  return [...seen];
}

/** The text area's content for a list of ids: one per line. */
export function formatPlacementIds(ids: readonly string[]): string {
  return ids.join('\n');
}
