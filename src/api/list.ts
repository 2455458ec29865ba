/**
 * List replies may come bare (`[...]`) or wrapped (`{bidders: [...]}`); the spec shows only
 * "a list". Accept both so no screen depends on the wrapper.
 */
export function listFrom<T>(reply: unknown, key: string): T[] {
  if (Array.isArray(reply)) return reply as T[];
  if (reply && typeof reply === 'object') {
    const inner = (reply as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}

/** An id as one URL path segment. */
export const segment = (id: string) => encodeURIComponent(id);
