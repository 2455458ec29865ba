// HIST-RESTORE on the bidder editor: an update's `Restore previous values` opens the editor with
// the entry's earlier values and saves through the merged save (recorded as `restored`); a field
// a colleague changed since the entry shows the conflict view before anything is sent.
import { screen, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { fieldLabel as label, findToast, renderRoute, signInAs } from '../../utils';
import { captureRequests, prepareBidderScreens } from './helpers';
import { layOut } from '../activity/activity-helpers';

prepareBidderScreens();

const adomni = () => getDb().bidders.find((bidder) => bidder.id === 'bid_adomni')!;
const timeout = () => screen.getByLabelText(label('Timeout (ms)'), { selector: 'input' });

async function openAndRestore() {
  const view = renderRoute('/bidders/bid_adomni/edit');
  const history = await screen.findByRole('list', { name: 'History' });
  const restore = await within(history).findByRole('link', {
    name: /^Restore previous values: Updated by Avery Admin/,
  });
  await view.user.click(restore);
  return view;
}

describe('bidder edit: Restore previous values', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('puts back the earlier timeout through the normal save, recorded as restored', async () => {
    const now = adomni().timeoutMs;
    const capture = captureRequests();
    const { user } = await openAndRestore();
    expect(timeout()).toHaveValue(now + 50);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    const [body] = (await capture.bodiesOf('/bidders/bid_adomni/update')) as {
      timeoutMs: number;
    }[];
    expect(body?.timeoutMs).toBe(now + 50);
    expect(adomni().timeoutMs).toBe(now + 50);
    const latest = getDb().history.at(-1)!;
    expect(latest).toMatchObject({
      action: 'restored',
      via: 'restore',
      record: { id: 'bid_adomni' },
    });
    expect(latest.changes).toEqual([
      expect.objectContaining({ label: 'Timeout', old: `${now} ms`, new: `${now + 50} ms` }),
    ]);
    // The restore can be undone in turn: its own entry offers the values before it.
    renderRoute('/bidders/bid_adomni/edit');
    const history = await screen.findByRole('list', { name: 'History' });
    expect(
      await within(history).findByRole('link', {
        name: /^Restore previous values: Restored by Avery Admin/,
      }),
    ).toBeInTheDocument();
  });

  it('shows the conflict view when a colleague changed the value since, and sends nothing yet', async () => {
    const now = adomni().timeoutMs;
    const capture = captureRequests();
    const { user } = await openAndRestore();
    adomni().timeoutMs = 999;
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this bidder' });
    const group = within(dialog).getByRole('group', { name: 'Timeout (ms)' });
    expect(within(group).getByText(String(now))).toBeInTheDocument();
    expect(within(group).getByText('999')).toBeInTheDocument();
    expect(within(group).getByText(String(now + 50))).toBeInTheDocument();
    expect(await capture.bodiesOf('/bidders/bid_adomni/update')).toEqual([]);
  });

  it('reopened by its address, the restore’s draft is still a restore: a colleague’s change since is a conflict', async () => {
    const now = adomni().timeoutMs;
    adomni().timeoutMs = 650;
    const capture = captureRequests();
    const first = await openAndRestore();
    expect(timeout()).toHaveValue(now + 50);
    first.unmount();
    // The same editor opened again without the entry (a bookmark, the address typed again).
    const { user } = renderRoute('/bidders/bid_adomni/edit');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this bidder' });
    const group = within(dialog).getByRole('group', { name: 'Timeout (ms)' });
    expect(within(group).getByText('650')).toBeInTheDocument();
    expect(within(group).getByText(String(now + 50))).toBeInTheDocument();
    expect(await capture.bodiesOf('/bidders/bid_adomni/update')).toEqual([]);
    expect(adomni().timeoutMs).toBe(650);
  });

  it('reopened by its address with nobody’s change since, the restore is saved and recorded as restored', async () => {
    const now = adomni().timeoutMs;
    const first = await openAndRestore();
    expect(timeout()).toHaveValue(now + 50);
    first.unmount();
    const { user } = renderRoute('/bidders/bid_adomni/edit');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    expect(adomni().timeoutMs).toBe(now + 50);
    expect(getDb().history.at(-1)).toMatchObject({ action: 'restored', via: 'restore' });
  });

  it('reloaded with its entry, the restore’s own draft comes back as typed, with no notice of an older version', async () => {
    const now = adomni().timeoutMs;
    const first = await openAndRestore();
    expect(timeout()).toHaveValue(now + 50);
    await first.user.clear(timeout());
    await first.user.type(timeout(), '777');
    const { state } = first.router.state.location;
    // The draft is written a moment after the typing stops.
    await new Promise((resolve) => setTimeout(resolve, 400));
    first.unmount();
    // A reload keeps the navigation's state, the restore's entry with it.
    renderRoute('/bidders/bid_adomni/edit', state);
    expect(await screen.findByLabelText(label('Timeout (ms)'), { selector: 'input' })).toHaveValue(
      777,
    );
    expect(screen.queryByText(/unsaved changes from an older version/)).not.toBeInTheDocument();
  });

  // A restore asked on the editor's own page while something is typed: the leave question first
  // (what was typed was replaced and its draft overwritten, with a notice saying it was saved since).
  it('asks before a restore on the editor’s own page replaces what was typed, and Stay keeps it', async () => {
    const now = adomni().timeoutMs;
    const { user } = renderRoute('/bidders/bid_adomni/edit');
    const name = await screen.findByLabelText(label('Bidder Name'), { selector: 'input' });
    await user.clear(name);
    await user.type(name, 'Typed Rename');
    const history = await screen.findByRole('list', { name: 'History' });
    const restore = await within(history).findByRole('link', {
      name: /^Restore previous values: Updated by Avery Admin/,
    });
    await user.click(restore);
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText(label('Bidder Name'), { selector: 'input' })).toHaveValue(
      'Typed Rename',
    );
    expect(timeout()).toHaveValue(now);

    await user.click(restore);
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByDisplayValue(String(now + 50))).toBe(timeout());
    expect(screen.queryByText(/saved since you made them/)).toBeNull();
  });

  /** Type in the editor, leave it with the draft kept, and open the entry's restore from Activity. */
  async function typeThenRestoreFromActivity(typed: { name?: string; timeout?: string }) {
    const first = renderRoute('/bidders/bid_adomni/edit');
    const name = await screen.findByLabelText(label('Bidder Name'), { selector: 'input' });
    if (typed.name) {
      await first.user.clear(name);
      await first.user.type(name, typed.name);
    }
    if (typed.timeout) {
      await first.user.clear(timeout());
      await first.user.type(timeout(), typed.timeout);
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    first.unmount();
    layOut();
    const view = renderRoute('/activity?kind=bidder');
    const links = await screen.findAllByRole('link', {
      name: /^Restore previous values: \W?Adomni Marketplace/,
    });
    await view.user.click(links[0]!);
    expect(
      await screen.findByText(/unsaved changes to this bidder from before this restore/),
    ).toBeVisible();
    return view;
  }

  // A restore opened from Activity over the user's own unsaved draft of the bidder: that draft is
  // offered, and stays offered after a reload (the restore's draft was written over it, and the
  // typing was gone).
  it('a restore opened over an unsaved draft keeps offering that draft after a reload', async () => {
    const fromActivity = await typeThenRestoreFromActivity({ name: 'Typed Before The Restore' });
    const { state } = fromActivity.router.state.location;
    await new Promise((resolve) => setTimeout(resolve, 400));
    fromActivity.unmount();

    const { user } = renderRoute('/bidders/bid_adomni/edit', state);
    expect(
      await screen.findByText(/unsaved changes to this bidder from before this restore/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(await screen.findByDisplayValue('Typed Before The Restore')).toBeInTheDocument();
  });

  it('gives the earlier typing back when the restore is left, and offers it once the restore is saved', async () => {
    const left = await typeThenRestoreFromActivity({ name: 'Typed Before The Restore' });
    // The leave guard's blocker is set in an effect after the notice paints (a person is slower).
    await new Promise((resolve) => setTimeout(resolve, 50));
    await left.user.click(screen.getByRole('link', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await left.user.click(within(question).getByRole('button', { name: 'Leave' }));
    await vi.waitFor(() => expect(left.router.state.location.pathname).not.toMatch(/edit$/));
    left.unmount();

    layOut();
    const back = renderRoute('/bidders/bid_adomni/edit');
    expect(await screen.findByDisplayValue('Typed Before The Restore')).toBeInTheDocument();
    expect(screen.queryByText(/before this restore|older version/)).toBeNull();
    back.unmount();

    const saved = await typeThenRestoreFromActivity({ name: 'Typed Before The Restore' });
    await saved.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    saved.unmount();

    layOut();
    const { user } = renderRoute('/bidders/bid_adomni/edit');
    expect(
      await screen.findByText(/unsaved changes from an older version of this bidder/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(await screen.findByDisplayValue('Typed Before The Restore')).toBeInTheDocument();
  });

  it('reviews the earlier typing against the restored values, not as a colleague’s save', async () => {
    const { user } = await typeThenRestoreFromActivity({ timeout: '4321' });
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Your changes to this bidder from before this restore',
    });
    expect(within(dialog).getByText('Restored')).toBeInTheDocument();
    expect(within(dialog).queryByText(/someone else/i)).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Keep mine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Use my choices' }));
    expect(await screen.findByDisplayValue('4321')).toBe(timeout());
  });
});
