// Drafts that outlive their tab (FORM-DRAFTS-CLOSED-TAB). A draft lives in its tab's
// sessionStorage, so two tabs (two colleagues) never write over each other's. When a page goes
// (a tab closed, a reload) with Remember me, its user's drafts and save keys are copied to
// localStorage under the page's own id; the same tab coming back (a reload, the back/forward
// cache) removes that copy, and the first tab that opens the same editor later takes the draft
// over with its save key, so closing a tab by mistake loses nothing and a retry stays one
// request. A sign-out, or a change of user, removes them (keepOnlyUserData).
import { sessionOwner, sessionStore } from '@/lib/session/session';
import { DRAFT_PREFIX, LEFT_PREFIX, ownerPrefix } from '@/lib/session/user-storage';

/** The id under which this tab last left its drafts (sessionStorage: the tab's own). */
const LEFT_AS_KEY = 'marquee.left-as';

interface LeftEntry {
  at: number;
  raw: string;
}

let hiding = false;
let pageId = '';

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // no storage, or a full one: the draft stays the tab's own
  }
}

/** This page's copy owner, when its drafts should outlive it (Remember me, not signed in as). */
function leavingOwner(): string | null {
  return sessionStore.isRemembered() ? sessionOwner(sessionStore.get()) : null;
}

/** Copy one sessionStorage draft entry (`rest`: `campaign.new`, `save-key/campaign.new`). */
function leave(owner: string, rest: string, raw: string): void {
  const entry: LeftEntry = { at: Date.now(), raw };
  localStorage.setItem(`${ownerPrefix(LEFT_PREFIX, owner)}${pageId}/${rest}`, JSON.stringify(entry));
}

function leaveAll(): void {
  hiding = true;
  safely(() => {
    const owner = leavingOwner();
    if (owner === null) return;
    const prefix = ownerPrefix(DRAFT_PREFIX, owner);
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i);
      const raw = key?.startsWith(prefix) ? sessionStorage.getItem(key) : null;
      if (key && raw !== null) leave(owner, key.slice(prefix.length), raw);
    }
    sessionStorage.setItem(LEFT_AS_KEY, pageId);
  });
}

/** Back in this tab: the copies it left are its own drafts again, nobody else's to take. */
function reclaim(): void {
  hiding = false;
  pageId = Math.random().toString(36).slice(2, 10);
  safely(() => {
    const leftAs = sessionStorage.getItem(LEFT_AS_KEY);
    sessionStorage.removeItem(LEFT_AS_KEY);
    if (!leftAs) return;
    const doomed: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(LEFT_PREFIX) && key.includes(`/${leftAs}/`)) doomed.push(key);
    }
    for (const key of doomed) localStorage.removeItem(key);
  });
}

/** A draft written while the page goes (the last keystrokes' flush) is left with the rest. */
export function leaveIfHiding(owner: string, rest: string, raw: string): void {
  if (hiding && leavingOwner() === owner) safely(() => leave(owner, rest, raw));
}

/**
 * No draft `key` in this tab: take over the newest one a closed tab left, with its save key,
 * into this tab's sessionStorage (removed from localStorage, so no other tab takes it too).
 */
export function adoptLeftDraft(owner: string, key: string): void {
  safely(() => {
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
  });
}

if (typeof window !== 'undefined') {
  reclaim();
  window.addEventListener('pagehide', leaveAll);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reclaim();
  });
}
