// Unsaved form drafts in sessionStorage: they survive a reload of the tab (and a crash the tab
// restores), never leave it, and are dropped on save or cancel. Unreadable drafts are ignored.
// Each draft belongs to one user: its key is `marquee.draft.<owner>/<key>`, the owner being
// sessionOwner() of the session (URI-encoded, so it never holds the `/`).
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

function ownerPrefix(owner: string): string {
  return `${PREFIX}${encodeURIComponent(owner)}/`;
}

function storageKey(owner: string, key: string): string {
  return ownerPrefix(owner) + key;
}

export const draftStorage = {
  /** The draft's values merged over `defaults` (so a field added since still has a value). */
  read<T extends object>(
    owner: string,
    key: string,
    version: number,
    defaults: T,
  ): StoredDraft<T> | null {
    try {
      const raw = storage()?.getItem(storageKey(owner, key));
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
  write<T>(owner: string, key: string, draft: StoredDraft<T>): void {
    try {
      storage()?.setItem(storageKey(owner, key), JSON.stringify(draft));
    } catch {
      // A full or blocked storage: the form still works, the draft just does not survive.
    }
  },
  clear(owner: string, key: string): void {
    try {
      storage()?.removeItem(storageKey(owner, key));
    } catch {
      // nothing stored
    }
  },
  /** Remove every draft but `owner`'s (all of them for null): other users' work is not ours. */
  keepOnly(owner: string | null): void {
    try {
      const store = storage();
      if (!store) return;
      const kept = owner === null ? null : ownerPrefix(owner);
      const doomed: string[] = [];
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i);
        if (key?.startsWith(PREFIX) && (kept === null || !key.startsWith(kept))) doomed.push(key);
      }
      for (const key of doomed) store.removeItem(key);
    } catch {
      // nothing stored
    }
  },
};
