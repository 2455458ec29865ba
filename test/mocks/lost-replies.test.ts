// ?demo-lose-replies=N (MANY-LOSE-REPLIES; issue 26 item 1): the next N write calls are
// carried out and saved, then answered 504 with an empty body, counted down by every tab.
import { getDb, resetDemo } from '@/mocks/db';
import {
  LOST_REPLIES_STORAGE_KEY,
  lostRepliesLeft,
  MAX_LOST_REPLIES,
  parseLostReplies,
  setLostReplies,
} from '@/mocks/knobs';
import type { Bidder } from '@/types/api';
import { ADMIN, BASE, call, tokenFor } from './helpers';
import { asInTheBrowser, storedDb } from './other-tab';

async function rawToggle(id: string, token: string) {
  const response = await fetch(`${BASE}/bidders/${id}/toggleActive`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status, text: await response.text() };
}

describe('?demo-lose-replies', () => {
  it('reads N from the URL, clamped; 0 turns it off and anything else is ignored', () => {
    expect(parseLostReplies('?demo-lose-replies=2')).toBe(2);
    expect(parseLostReplies('?demo-lose-replies=0')).toBe(0);
    expect(parseLostReplies('?demo-lose-replies=99999')).toBe(MAX_LOST_REPLIES);
    expect(parseLostReplies('?demo-lose-replies=-1')).toBeUndefined();
    expect(parseLostReplies('?demo-faults=0.5')).toBeUndefined();
  });

  it('carries out a lost write call, then answers 504 with an empty body', async () => {
    const token = await tokenFor(ADMIN);
    const bidder = getDb().bidders[0]!;
    const wasActive = bidder.isActive;
    setLostReplies(1);
    const lost = await rawToggle(bidder.id, token);
    expect(lost).toEqual({ status: 504, text: '' });
    expect(getDb().bidders[0]!.isActive).toBe(!wasActive);
    const next = await call<Bidder>(`/bidders/${bidder.id}/toggleActive`, { token });
    expect(next.status).toBe(200);
    expect(next.data.isActive).toBe(wasActive);
  });

  it('loses POST replies too, and never a read', async () => {
    const token = await tokenFor(ADMIN);
    setLostReplies(2);
    expect((await call('/bidders', { token })).status).toBe(200);
    expect(lostRepliesLeft()).toBe(2);
    const account = getDb().accounts[0]!;
    const update = await call(`/accounts/${account.id}/update`, {
      token,
      body: { name: 'Renamed While Lost', kind: account.kind, fees: account.fees },
    });
    expect(update).toEqual({ status: 504, data: undefined });
    expect(getDb().accounts[0]!.name).toBe('Renamed While Lost');
    expect(lostRepliesLeft()).toBe(1);
  });

  describe('in the browser', () => {
    asInTheBrowser();

    it('keeps the count in localStorage, counted down by every tab, and the lost write is stored', async () => {
      const token = await tokenFor(ADMIN);
      const bidder = getDb().bidders[0]!;
      const wasActive = bidder.isActive;
      setLostReplies(3);
      expect(localStorage.getItem(LOST_REPLIES_STORAGE_KEY)).toBe('3');
      expect((await rawToggle(bidder.id, token)).status).toBe(504);
      expect(localStorage.getItem(LOST_REPLIES_STORAGE_KEY)).toBe('2');
      expect((await storedDb()).bidders[0]!.isActive).toBe(!wasActive);
      // Another tab lost one more: this tab sees the count it left.
      localStorage.setItem(LOST_REPLIES_STORAGE_KEY, '1');
      expect((await rawToggle(bidder.id, token)).status).toBe(504);
      expect(localStorage.getItem(LOST_REPLIES_STORAGE_KEY)).toBeNull();
      expect((await rawToggle(bidder.id, token)).status).toBe(200);
    });

    it('forgets the count with Reset demo data', async () => {
      setLostReplies(4);
      await resetDemo();
      expect(lostRepliesLeft()).toBe(0);
      expect(localStorage.getItem(LOST_REPLIES_STORAGE_KEY)).toBeNull();
    });
  });
});
