// Taking over a draft a closed tab left (FORM-DRAFTS-CLOSED-TAB; the leaving and taking back:
// closed-tab-drafts.ts, loaded with the signed-in shell). Loaded with the editors.
import { DRAFT_PREFIX, LEFT_PREFIX, ownerPrefix } from '@/lib/session/user-storage';

/** A draft or save key a page left: when, and its sessionStorage text. */
export interface LeftEntry {
  at: number;
  raw: string;
}

/**
 * No draft `key` in this tab: take over the newest one a closed tab left, with its save key,
 * into this tab's sessionStorage (removed from localStorage, so no other tab takes it too).
 */
export function adoptLeftDraft(owner: string, key: string): void {
  try {
    const prefix = ownerPrefix(LEFT_PREFIX, owner);
    let newest: { id: string; entry: LeftEntry } | null = null;
    for (let i = 0; i < localStorage.length; i += 1) {
      const stored = localStorage.key(i);
      if (!stored?.startsWith(prefix)) continue;
      const [id, ...rest] = stored.slice(prefix.length).split('/');
      if (rest.join('/') !== key || !id) continue;
      const entry = JSON.parse(localStorage.getItem(stored) ?? 'null') as LeftEntry | null;
      if (typeof entry?.raw === 'string' && (!newest || entry.at > newest.entry.at)) {
        newest = { id, entry };
      }
    }
    if (!newest) return;
    const own = ownerPrefix(DRAFT_PREFIX, owner);
    for (const rest of [key, `save-key/${key}`]) {
      const left = `${prefix}${newest.id}/${rest}`;
      const entry = JSON.parse(localStorage.getItem(left) ?? 'null') as LeftEntry | null;
      if (typeof entry?.raw === 'string') sessionStorage.setItem(own + rest, entry.raw);
      localStorage.removeItem(left);
    }
  } catch {
    // no storage, or an unreadable entry: nothing is taken over
  }
}
