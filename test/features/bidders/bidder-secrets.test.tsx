// Write-only bidder keys (BID-SECRET-WRITE-ONLY): a saved key shows as `•••• 1a2b` with Replace;
// Replace opens an empty password input, Cancel replace goes back; a save sends the key only when
// typed; the draft, the conflict view and the console's log never hold a typed key.
import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { storedDraft } from '../../parts';
import { fieldLabel as label, findToast, formControl, renderRoute, signInAs } from '../../utils';
import { captureRequests, prepareBidderScreens } from './helpers';

prepareBidderScreens();

type User = ReturnType<typeof renderRoute>['user'];

const SEED_KEY = 'own_4f9c2a7e1b3d';
const keyInput = () => formControl(label('Owner Key'));
const savedKey = () => screen.getByRole('group', { name: 'Owner Key' });

function storedAdomniKey(): string | undefined {
  const protocol = getDb().bidders.find((bidder) => bidder.id === 'bid_adomni')?.protocol;
  return protocol && 'Adomni' in protocol ? protocol.Adomni.ownerKey : undefined;
}

async function openAdomni() {
  const view = renderRoute('/bidders/bid_adomni/edit');
  await screen.findByRole('heading', { level: 1, name: 'Edit Adomni Bidder' });
  return view;
}

async function replaceWith(user: User, key: string) {
  await user.click(within(savedKey()).getByRole('button', { name: 'Replace' }));
  await user.type(keyInput(), key);
}

/** Every console call's arguments, to check that none held a key. */
function consoleCalls() {
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method),
  );
  return () => JSON.stringify(spies.flatMap((spy) => spy.mock.calls.flat().map(String)));
}

describe('write-only bidder keys', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('shows the saved key by its last four with Replace, and a save without Replace keeps it', async () => {
    const capture = captureRequests();
    const { user, container } = await openAdomni();
    expect(savedKey()).toHaveTextContent('Owner Key•••• 1b3d');
    expect(
      screen.queryByLabelText(label('Owner Key'), { selector: 'input' }),
    ).not.toBeInTheDocument();
    await user.clear(formControl(label('Timeout (ms)')));
    await user.type(formControl(label('Timeout (ms)')), '650');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    const [body] = (await capture.bodiesOf('/bidders/bid_adomni/update')) as {
      protocol: unknown;
    }[];
    expect(body?.protocol).toEqual({ Adomni: {} });
    expect(storedAdomniKey()).toBe(SEED_KEY);
    expect(container.innerHTML).not.toContain(SEED_KEY);
  });

  it('Replace opens an empty password input, required once left; Cancel replace goes back', async () => {
    const { user } = await openAdomni();
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    const input = keyInput();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.queryByText('Owner Key is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Owner Key is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel replace' }));
    expect(savedKey()).toHaveTextContent('•••• 1b3d');
    expect(within(savedKey()).getByRole('button', { name: 'Replace' })).toHaveFocus();
    expect(screen.queryByText('Owner Key is required')).not.toBeInTheDocument();
  });

  it('sends a replaced key once, shows only its last four after, and never logs it', async () => {
    const logged = consoleCalls();
    const capture = captureRequests();
    const view = await openAdomni();
    const { user, router } = view;
    await replaceWith(user, 'own_replaced_5e6f');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    const [body] = (await capture.bodiesOf('/bidders/bid_adomni/update')) as {
      protocol: unknown;
    }[];
    expect(body?.protocol).toEqual({ Adomni: { ownerKey: 'own_replaced_5e6f' } });
    expect(storedAdomniKey()).toBe('own_replaced_5e6f');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));
    view.unmount();
    // Opened again, as after a reload: the form has the key as the server answers it.
    renderRoute('/bidders/bid_adomni/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Adomni Bidder' });
    const saved = await screen
      .findByRole('group', { name: 'Owner Key' })
      .catch((error: unknown) => {
        // Under a loaded CI machine this once failed after a navigation within one router; what
        // the page showed is the clue.
        throw new Error(`${String(error)}\nmain: ${screen.getByRole('main').textContent}`);
      });
    expect(saved).toHaveTextContent('•••• 5e6f');
    expect(document.body.innerHTML).not.toContain('own_replaced');
    expect(logged()).not.toContain('own_replaced');
  });

  it('keeps a typed key out of the page’s markup: no `value` attribute holds it (SEC-SECRET-DOM)', async () => {
    const { user } = await openAdomni();
    await replaceWith(user, 'own_typed_secret_9');
    expect(keyInput()).toHaveValue('own_typed_secret_9');
    expect(keyInput().getAttribute('value') ?? '').not.toContain('own_typed');
    expect(document.body.innerHTML).not.toContain('own_typed_secret_9');
  });

  it('keeps no typed key in the draft: after a reload the key is typed again', async () => {
    const first = await openAdomni();
    await first.user.type(formControl(label('Bidder Name')), ' 2');
    await replaceWith(first.user, 'own_drafted_9a9a');
    first.unmount();
    const draft = storedDraft('bidder.bid_adomni');
    expect(draft?.values).toMatchObject({ name: 'Adomni Marketplace 2' });
    expect(JSON.stringify(draft)).not.toContain('own_drafted');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('own_drafted');

    await openAdomni();
    expect(formControl(label('Bidder Name'))).toHaveValue('Adomni Marketplace 2');
    expect(keyInput()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Cancel replace' })).toBeInTheDocument();
  });

  it('the conflict view shows a key changed on both sides masked or as Changed, never as typed', async () => {
    const capture = captureRequests();
    const { user } = await openAdomni();
    await replaceWith(user, 'own_mine_1234');
    // A colleague replaced the key meanwhile.
    const bidder = getDb().bidders.find((candidate) => candidate.id === 'bid_adomni')!;
    bidder.protocol = { Adomni: { ownerKey: 'own_theirs_7777' } };
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this bidder' });
    const group = within(dialog).getByRole('group', { name: 'Owner Key' });
    expect(within(group).getByText('•••• 1b3d')).toBeInTheDocument();
    expect(within(group).getByText('•••• 7777')).toBeInTheDocument();
    expect(within(group).getByText('Changed')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain('own_mine');
    await user.click(within(group).getByRole('radio', { name: 'Take theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save with my choices' }));
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    const [body] = (await capture.bodiesOf('/bidders/bid_adomni/update')) as {
      protocol: unknown;
    }[];
    expect(body?.protocol).toEqual({ Adomni: {} });
    expect(storedAdomniKey()).toBe('own_theirs_7777');
  });

  it('a new Broadsign bidder starts with an empty, required API Key input', async () => {
    const { user } = renderRoute('/bidders/create/2');
    await screen.findByRole('heading', { level: 1, name: 'New Broadsign Bidder' });
    const input = formControl(label('API Key'));
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: 'Replace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel replace' })).not.toBeInTheDocument();
    await user.type(formControl(label('Bidder Name')), 'No Key Yet');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('API Key is required')).toBeInTheDocument();
  });
});
