// Unsaved form drafts in sessionStorage: they survive a reload of the tab (and a crash the tab
// restores), never leave it, and are dropped on save or cancel. Unreadable drafts are ignored.
// Each draft belongs to one user: its key is `marquee.draft.<owner>/<key>`, the owner being
// sessionOwner() of the session (URI-encoded, so it never holds the `/`). A change of user
// removes the others' drafts (keepOnlyUserData, src/lib/session/user-storage.ts). With Remember
// me a draft also outlives its tab: src/lib/saving/closed-tab-drafts.ts and left-drafts.ts.
import { adoptLeftDraft } from '@/lib/saving/left-drafts';
import { DRAFT_PREFIX, ownerPrefix } from '@/lib/session/user-storage';
import { unstoredDrafts } from '@/lib/versions/page-reload';

export interface StoredDraft<T> {
  version: number;
  values: T;
  /** Screen-specific extras, e.g. the wizard's visited steps. */
  visited: string[];
  /**
   * An edit's draft: the version of the record it began from (its ETag, or a hash of its JSON)
   * and the values it began from, so a draft older than the record is merged, never applied.
   */
  recordVersion?: string;
  base?: T;
  /**
   * HIST-RESTORE: the draft of a restore (`base` is the record as the entry left it), so the
   * edit reopened without the entry (a bookmark, the address typed again) is still one.
   */
  via?: 'restore';
  /**
   * The selections handed over in the URL that this draft took (their JSON): the same link
   * opened again (a reload) keeps what the user made of them; another link applies its own.
   */
  handover?: string;
  /**
   * A restore begun over the user's own unsaved draft of the record: that draft, kept here until
   * the user takes it in or discards it (the restore's draft is written over the same key).
   */
  setAside?: { values: T; base?: T; recordVersion?: string };
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function storageKey(owner: string, key: string): string {
  return ownerPrefix(DRAFT_PREFIX, owner) + key;
}

/** The stored draft's text: this tab's, else one a closed tab left (taken over). */
function rawDraft(owner: string, key: string): string | null {
  const store = storage();
  if (!store) return null;
  if (store.getItem(storageKey(owner, key)) === null) adoptLeftDraft(owner, key);
  return store.getItem(storageKey(owner, key));
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
      const raw = rawDraft(owner, key);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null) return null;
      const {
        version: stored,
        values,
        visited,
        recordVersion,
        base,
        via,
        handover,
        setAside,
      } = parsed as Partial<StoredDraft<unknown>>;
      if (stored !== version || typeof values !== 'object' || values === null) return null;
      return {
        version,
        values: { ...defaults, ...values },
        visited: Array.isArray(visited) ? visited.filter((id) => typeof id === 'string') : [],
        ...(typeof recordVersion === 'string' ? { recordVersion } : {}),
        ...(typeof base === 'object' && base !== null ? { base: { ...defaults, ...base } } : {}),
        ...(via === 'restore' ? { via } : {}),
        ...(typeof handover === 'string' ? { handover } : {}),
        ...(typeof setAside?.values === 'object' && setAside.values !== null
          ? {
              setAside: {
                values: { ...defaults, ...setAside.values },
                ...(typeof setAside.base === 'object' && setAside.base !== null
                  ? { base: { ...defaults, ...setAside.base } }
                  : {}),
                ...(typeof setAside.recordVersion === 'string'
                  ? { recordVersion: setAside.recordVersion }
                  : {}),
              },
            }
          : {}),
      };
    } catch {
      return null;
    }
  },
  /**
   * The stored draft whatever its format version, its values as stored: for a draft of an
   * older format, which is converted or offered, never dropped unsaid (MANY-DRAFT-FORMAT).
   */
  readAnyVersion(owner: string, key: string): StoredDraft<Record<string, unknown>> | null {
    try {
      const raw = rawDraft(owner, key);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null) return null;
      const { version, values, recordVersion } = parsed as Partial<StoredDraft<unknown>>;
      if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
      return {
        version: typeof version === 'number' ? version : 0,
        values: values as Record<string, unknown>,
        visited: [],
        ...(typeof recordVersion === 'string' ? { recordVersion } : {}),
      };
    } catch {
      return null;
    }
  },
  write<T>(owner: string, key: string, draft: StoredDraft<T>): void {
    const at = storageKey(owner, key);
    try {
      const store = storage();
      if (!store) throw new Error('no storage');
      store.setItem(at, JSON.stringify(draft));
      unstoredDrafts.delete(at);
    } catch {
      // A full or blocked storage: the form still works, the draft just does not survive, so
      // a reload asks first.
      unstoredDrafts.add(at);
    }
  },
  clear(owner: string, key: string): void {
    unstoredDrafts.delete(storageKey(owner, key));
    try {
      storage()?.removeItem(storageKey(owner, key));
    } catch {
      // nothing stored
    }
  },
};
