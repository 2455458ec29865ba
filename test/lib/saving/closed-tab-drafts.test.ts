// FORM-DRAFTS-CLOSED-TAB: with Remember me, a tab's drafts and save keys outlive it. A page that
// goes leaves them in localStorage; the first tab that opens the same editor takes the newest
// over (no other tab takes it too); the same tab coming back keeps them to itself; a tab kept to
// itself (no Remember me) leaves nothing; a change of user removes another user's.
import { signIn } from '@/api/auth';
// Loaded with the signed-in shell: its pagehide and pageshow listeners.
import '@/lib/saving/closed-tab-drafts';
import { draftStorage } from '@/lib/saving/draft-storage';
import { readSaveKey, writeSaveKey } from '@/lib/saving/save-key';
import {
  SESSION_KEY,
  sessionOwner,
  sessionStore,
  storeSession,
  swapIn,
} from '@/lib/session/session';
import { keepOnlyUserData, LEFT_PREFIX } from '@/lib/session/user-storage';
import type { Session } from '@/types/api';
import { ADMIN, DSP } from '../../mocks/helpers';

/** jsdom's PageTransitionEvent takes no `persisted`: the event as a browser sends it. */
function pageEvent(type: 'pagehide' | 'pageshow', persisted: boolean) {
  window.dispatchEvent(Object.assign(new Event(type), { persisted }));
}

let dana: Session;
let avery: Session;
beforeAll(async () => {
  dana = await signIn({ email: DSP, password: 'demo1234' });
  avery = await signIn({ email: ADMIN, password: 'demo1234' });
});
// Each test starts as a page on screen (none going).
beforeEach(() => {
  pageEvent('pageshow', true);
});

const draft = (name: string) => ({ version: 1, values: { name }, visited: ['general'] });
const leftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(LEFT_PREFIX));

/** The tab closes: its page goes, and a new tab starts with an empty sessionStorage. */
function closeTab() {
  pageEvent('pagehide', false);
  sessionStorage.clear();
}

describe('drafts a closed tab left (FORM-DRAFTS-CLOSED-TAB)', () => {
  it('with Remember me, the next tab to open the editor takes the draft and its save key over, and no tab after it', () => {
    sessionStore.save(dana, true);
    draftStorage.write('usr_dsp', 'campaign.new', draft('Cold Brew'));
    writeSaveKey('campaign.new', { key: 'key-1', body: 'digest', unknown: true });
    closeTab();
    expect(leftKeys()).toHaveLength(2);

    expect(draftStorage.read('usr_dsp', 'campaign.new', 1, { name: '' })?.values).toEqual({
      name: 'Cold Brew',
    });
    expect(readSaveKey('campaign.new')).toEqual({ key: 'key-1', body: 'digest', unknown: true });
    expect(leftKeys()).toEqual([]);
    // Another tab opening the same editor starts afresh.
    sessionStorage.clear();
    expect(draftStorage.read('usr_dsp', 'campaign.new', 1, { name: '' })).toBeNull();
  });

  it('takes the newest of two closed tabs’ drafts and leaves the other for the next tab', () => {
    sessionStore.save(dana, true);
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000);
    draftStorage.write('usr_dsp', 'bidder.b_1', draft('Older'));
    closeTab();
    pageEvent('pageshow', true);
    now.mockReturnValue(2_000);
    draftStorage.write('usr_dsp', 'bidder.b_1', draft('Newer'));
    closeTab();
    now.mockRestore();

    expect(draftStorage.read('usr_dsp', 'bidder.b_1', 1, { name: '' })?.values.name).toBe('Newer');
    sessionStorage.clear();
    expect(draftStorage.read('usr_dsp', 'bidder.b_1', 1, { name: '' })?.values.name).toBe('Older');
  });

  it('a tab back from the back/forward cache keeps its drafts to itself', () => {
    sessionStore.save(dana, true);
    draftStorage.write('usr_dsp', 'deal.new', draft('Airport Q3'));
    pageEvent('pagehide', true);
    expect(leftKeys()).toHaveLength(1);
    pageEvent('pageshow', true);
    expect(leftKeys()).toEqual([]);
    expect(draftStorage.read('usr_dsp', 'deal.new', 1, { name: '' })?.values.name).toBe(
      'Airport Q3',
    );
  });

  it('the last keystrokes written while the page goes (an editor’s flush, in the capture phase) are left too', () => {
    sessionStore.save(dana, true);
    draftStorage.write('usr_dsp', 'account.new', draft('Acme'));
    const flush = () => draftStorage.write('usr_dsp', 'account.new', draft('Acme Media'));
    window.addEventListener('pagehide', flush, true);
    pageEvent('pagehide', false);
    window.removeEventListener('pagehide', flush, true);
    sessionStorage.clear();
    expect(draftStorage.read('usr_dsp', 'account.new', 1, { name: '' })?.values.name).toBe(
      'Acme Media',
    );
  });

  it('without Remember me, a closed tab leaves nothing behind', () => {
    sessionStore.save(dana, false);
    draftStorage.write('usr_dsp', 'campaign.new', draft('Cold Brew'));
    closeTab();
    expect(leftKeys()).toEqual([]);
  });

  it('a change of user removes the drafts another user’s closed tabs left', () => {
    sessionStore.save(dana, true);
    draftStorage.write('usr_dsp', 'campaign.new', draft('Cold Brew'));
    closeTab();
    keepOnlyUserData('usr_dsp');
    expect(leftKeys()).toHaveLength(1);
    keepOnlyUserData('usr_ssp');
    expect(leftKeys()).toEqual([]);
  });

  it('a remembered session that ran out in the tab still leaves what was typed', () => {
    sessionStore.save(dana, true);
    draftStorage.write('usr_dsp', 'bidder.new.OpenRtb', draft('Typed before expiry'));
    sessionStore.expire();
    closeTab();
    expect(leftKeys()).toHaveLength(1);
  });

  it('an admin signed in as a user in the tab leaves nothing of the user’s drafts, ended or not', () => {
    sessionStore.save(avery, true);
    // Sign in as Dana: her session is the tab's own, the admin's stays remembered.
    storeSession(dana, false, true);
    draftStorage.write('usr_dsp', 'campaign.new', draft('Typed as Dana'));
    // Its 60 minutes are up: the user's token leaves the tab's storage, the admin's is there.
    sessionStore.expire();
    closeTab();
    expect(leftKeys()).toEqual([]);
  });

  it('a tab signed in as a user from a remembered admin leaves the admin’s own drafts, not the user’s', () => {
    sessionStore.save(avery, true);
    const admin = sessionOwner(avery)!;
    draftStorage.write(admin, 'bidder.new', draft('Typed as the admin'));
    swapIn(dana);
    draftStorage.write('usr_dsp', 'campaign.new', draft('Typed as Dana'));
    closeTab();
    expect(leftKeys()).toHaveLength(1);

    // The next tab is the remembered admin's: the draft is there for the same editor.
    sessionStore.reload();
    expect(sessionStore.get()?.token).toBe(avery.token);
    expect(draftStorage.read(admin, 'bidder.new', 1, { name: '' })?.values).toEqual({
      name: 'Typed as the admin',
    });
    expect(draftStorage.read('usr_dsp', 'campaign.new', 1, { name: '' })).toBeNull();
  });

  it('a tab whose user another person replaced in the shared storage leaves nothing', () => {
    sessionStore.save(avery, true);
    draftStorage.write('usr_admin', 'bidder.new.OpenRtb', draft('The admin’s'));
    // Dana signed in with Remember me in another tab: this tab still shows the admin.
    localStorage.setItem(SESSION_KEY, JSON.stringify(dana));
    closeTab();
    expect(leftKeys()).toEqual([]);
  });
});
