// Unsaved form drafts in sessionStorage: they survive a reload of the tab (and a crash the tab
// restores), never leave it, and are dropped on save or cancel. Unreadable drafts are ignored.
const PREFIX = 'marquee.draft.';

export interface StoredDraft<T> {
  version: number;
  values: T;
  /** Screen-specific extras, e.g. the wizard's visited steps. */
  visited: string[];
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const draftStorage = {
  /** The draft's values merged over `defaults` (so a field added since still has a value). */
  read<T extends object>(key: string, version: number, defaults: T): StoredDraft<T> | null {
    try {
      const raw = storage()?.getItem(PREFIX + key);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null) return null;
      const { version: stored, values, visited } = parsed as Partial<StoredDraft<unknown>>;
      if (stored !== version || typeof values !== 'object' || values === null) return null;
      return {
        version,
        values: { ...defaults, ...values },
        visited: Array.isArray(visited) ? visited.filter((id) => typeof id === 'string') : [],
      };
    } catch {
      return null;
    }
  },
  write<T>(key: string, draft: StoredDraft<T>): void {
    try {
      storage()?.setItem(PREFIX + key, JSON.stringify(draft));
    } catch {
      // A full or blocked storage: the form still works, the draft just does not survive.
    }
  },
  clear(key: string): void {
    try {
      storage()?.removeItem(PREFIX + key);
    } catch {
      // nothing stored
    }
  },
};
