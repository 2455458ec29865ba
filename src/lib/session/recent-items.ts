// The command palette's recent items: what each user last opened through it, newest first, at
// most RECENT_LIMIT. Kept in localStorage, so they are shared by the user's tabs and survive a
// reload, under `marquee.recent.<owner>/palette` (owner: sessionOwner(), URI-encoded, as for
// drafts). Like drafts, a sign-in removes every other user's, and a logout every one but a
// restored admin's (keepOnlyUserData, src/lib/session/user-storage.ts). Unreadable entries are ignored.
import { ownerPrefix, RECENT_PREFIX } from '@/lib/session/user-storage';

export const RECENT_LIMIT = 8;

export interface RecentItem {
  /** The palette item's id, e.g. `campaign:cmp_1`. */
  id: string;
  label: string;
  /** Its group in the palette (`Campaigns`), shown beside it among the recent items. */
  group: string;
  path: string;
  detail?: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function storageKey(owner: string): string {
  return `${ownerPrefix(RECENT_PREFIX, owner)}palette`;
}

function isRecentItem(value: unknown): value is RecentItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<RecentItem>;
  return (
    typeof item.id === 'string' &&
    typeof item.label === 'string' &&
    typeof item.group === 'string' &&
    typeof item.path === 'string' &&
    // Only an address inside the console is ever followed.
    item.path.startsWith('/') &&
    !item.path.startsWith('//') &&
    (item.detail === undefined || typeof item.detail === 'string')
  );
}

export const recentItems = {
  read(owner: string): RecentItem[] {
    try {
      const raw = storage()?.getItem(storageKey(owner));
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? parsed.filter(isRecentItem).slice(0, RECENT_LIMIT) : [];
    } catch {
      return [];
    }
  },
  /** Put `item` first (once), keeping at most RECENT_LIMIT. */
  remember(owner: string, item: RecentItem): void {
    const { id, label, group, path, detail } = item;
    const kept = recentItems.read(owner).filter((entry) => entry.id !== id);
    const next = [{ id, label, group, path, detail }, ...kept].slice(0, RECENT_LIMIT);
    try {
      storage()?.setItem(storageKey(owner), JSON.stringify(next));
    } catch {
      // A full or blocked storage: the palette works, it just remembers nothing.
    }
  },
};
