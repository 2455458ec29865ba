// Drafts that outlive their tab (FORM-DRAFTS-CLOSED-TAB). A draft lives in its tab's
// sessionStorage, so two tabs (two colleagues) never write over each other's. When a page goes
// (a tab closed, a reload, another page) with Remember me, its user's drafts and save keys are
// copied to localStorage under the page's own id. Loaded with the signed-in shell, so the tab's
// next page, editor or not, takes that copy back (as does the back/forward cache); the first tab
// that opens the same editor later takes a closed tab's draft over with its save key
// (left-drafts.ts), so closing a tab by mistake loses nothing and a retry stays one request. A
// sign-out, or a change of user, removes them (keepOnlyUserData).
import {
  EXPIRED_KEY,
  SESSION_KEY,
  sessionOwner,
  sessionStore,
  tokenMarker,
} from '@/lib/session/session';
import { DRAFT_PREFIX, LEFT_PREFIX, ownerPrefix } from '@/lib/session/user-storage';
import type { LeftEntry } from '@/lib/saving/left-drafts';

/** The id under which this tab last left its drafts (sessionStorage: the tab's own). */
const LEFT_AS_KEY = 'marquee.left-as';

let pageId = '';

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // no storage, or a full one: the draft stays the tab's own
  }
}

/**
 * This page's user, when its drafts should outlive it: its own session is the remembered one
 * (Remember me), or was until it ran out here; during a sign-in as a user, the remembered admin.
 * Never the user signed in as (kept to its tab), nor a tab whose user another person's sign-in
 * has replaced in the shared storage.
 */
function leavingOwner(): string | null {
  const session = sessionStore.get();
  if (!session) return null;
  const shared = (JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as { token?: string })
    ?.token;
  const expired = localStorage.getItem(EXPIRED_KEY) === tokenMarker(session.token);
  if (shared === session.token || expired) return sessionOwner(session);
  // Signed in as a user from a remembered admin session: the admin's own drafts, still in this
  // tab, are the admin's to find in the next tab (the user's stay in the tab).
  const admin = sessionStore.impersonatorSession();
  return admin && admin.token === shared ? sessionOwner(admin) : null;
}

/** Copy one sessionStorage draft entry (`rest`: `campaign.new`, `save-key/campaign.new`). */
function leave(owner: string, rest: string, raw: string): void {
  const entry: LeftEntry = { at: Date.now(), raw };
  localStorage.setItem(
    `${ownerPrefix(LEFT_PREFIX, owner)}${pageId}/${rest}`,
    JSON.stringify(entry),
  );
}

function leaveAll(): void {
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
  pageId = String(Math.random()).slice(2);
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

if (typeof window !== 'undefined') {
  reclaim();
  window.addEventListener('pagehide', leaveAll);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reclaim();
  });
}
