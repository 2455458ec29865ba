// A retry is the same request (MANY-SAVE-KEY, MANY-OUTCOME): a debug session whose reply is lost
// (a proxy's 504 after the demo server started it) is sent once more with its Idempotency-Key,
// and the server answers with the first session: its Session ID shows at once, with one session
// and one history entry (HIST-RECORD).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { findToast, renderRoute, signInAs } from '../../utils';
import { loseReplies } from '../../lost-replies';

async function adomniRow() {
  const bidders = await screen.findByRole('list', { name: 'Bidders' });
  return within(bidders).getByRole('listitem', { name: 'Adomni Marketplace' });
}

const adomniSessions = () => getDb().debugSessions.filter((s) => s.bidderId === 'bid_adomni');
const adomniEntries = () =>
  getDb().history.filter(
    (entry) => entry.record.id === 'bid_adomni' && entry.action === 'debug session started',
  );

describe('retrying a debug session start', () => {
  it('after a lost reply (504), is sent once more with its key and shows the first session, starting no second one', async () => {
    await signInAs('admin');
    const lost = loseReplies('/debug/session');
    const { user } = renderRoute('/debug');
    const row = await adomniRow();
    const start = within(row).getByRole('button', { name: 'Start Session' });
    await user.click(start);

    expect(await findToast('Debug session started for bidder bid_adomni')).toBeVisible();
    const first = adomniSessions();
    expect(first).toHaveLength(1);
    expect(within(row).getByTestId('debug-session-id')).toHaveTextContent(first[0]!.id);
    expect(screen.queryByText(/^Saved\./)).not.toBeInTheDocument();
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(lost.keys[1]).toBe(lost.keys[0]);

    // Who started it, when and how: one entry on the bidder's history.
    const entries = adomniEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { name: 'Avery Admin' },
      via: 'form',
      changes: expect.arrayContaining([expect.objectContaining({ new: first[0]!.id })]),
    });
  });

  it('after two lost replies, asks the server and shows the session it started, no second one', async () => {
    await signInAs('admin');
    const lost = loseReplies('/debug/session', 2);
    const { user } = renderRoute('/debug');
    const row = await adomniRow();
    await user.click(within(row).getByRole('button', { name: 'Start Session' }));

    const shown = await within(row).findByTestId('debug-session-id', {}, { timeout: 10_000 });
    const sessions = adomniSessions();
    expect(sessions).toHaveLength(1);
    expect(shown).toHaveTextContent(sessions[0]!.id);
    expect(lost.keys).toHaveLength(2);
    expect(adomniEntries()).toHaveLength(1);
  });

  it('a second session of the same bidder, once the first was answered, is a new request', async () => {
    await signInAs('admin');
    const sent = loseReplies('/debug/session', 0);
    const { user } = renderRoute('/debug');
    const row = await adomniRow();
    const start = within(row).getByRole('button', { name: 'Start Session' });
    await user.click(start);
    await findToast('Debug session started for bidder bid_adomni');
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    await waitFor(() => expect(adomniSessions()).toHaveLength(2));
    expect(sent.keys[1]).not.toBe(sent.keys[0]);
    expect(adomniEntries()).toHaveLength(2);
  });

  it("shows the session started on the bidder's History", async () => {
    await signInAs('admin');
    const debug = renderRoute('/debug');
    const row = await adomniRow();
    await debug.user.click(within(row).getByRole('button', { name: 'Start Session' }));
    await findToast('Debug session started for bidder bid_adomni');
    const id = adomniSessions()[0]!.id;
    debug.unmount();

    renderRoute('/bidders/bid_adomni/edit');
    const history = await screen.findByRole('list', { name: 'History' });
    const entry = await within(history).findByRole('listitem', {
      name: /^Debug session started by Avery Admin/,
    });
    expect(entry).toHaveTextContent('Minutes');
    expect(entry).toHaveTextContent(id);
  });
});
