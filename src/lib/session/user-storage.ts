// Each user's own entries in web storage, under `<prefix><owner>/…` (owner: sessionOwner() of
// the session, URI-encoded so it never holds the `/`): unsaved drafts in sessionStorage
// (src/lib/saving/draft-storage.ts) and the command palette's recent items in localStorage
// (src/lib/session/recent-items.ts), and the drafts a closed tab left in localStorage
// (src/lib/saving/closed-tab-drafts.ts). When the user changes, every other user's entries go
// (issue 20); a sign-out removes its user's too.
export const DRAFT_PREFIX = 'marquee.draft.';
export const RECENT_PREFIX = 'marquee.recent.';
export const LEFT_PREFIX = 'marquee.left.';

export function ownerPrefix(prefix: string, owner: string): string {
  return `${prefix}${encodeURIComponent(owner)}/`;
}

const USER_STORES = [
  [() => sessionStorage, DRAFT_PREFIX],
  [() => localStorage, RECENT_PREFIX],
  [() => localStorage, LEFT_PREFIX],
] as const;

/**
 * Remove every user's drafts and recent palette items but those of `owners` (everyone's when
 * none is given). An admin back from a sign-in as a user keeps that user's too: what was typed
 * as the user is offered again at the next sign-in as them (AUTH-IMPERSONATE-LIFETIME).
 */
export function keepOnlyUserData(...owners: (string | null)[]): void {
  for (const [storage, prefix] of USER_STORES) {
    try {
      const store = storage();
      const kept = owners.flatMap((owner) => (owner === null ? [] : [ownerPrefix(prefix, owner)]));
      const doomed: string[] = [];
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i);
        if (key?.startsWith(prefix) && !kept.some((own) => key.startsWith(own))) doomed.push(key);
      }
      for (const key of doomed) store.removeItem(key);
    } catch {
      // no storage, nothing stored
    }
  }
}
