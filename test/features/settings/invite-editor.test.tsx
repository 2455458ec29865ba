// The invite form on the editor kit (src/components/form/use-editor.ts): it keeps a draft per
// user (FORM-DRAFTS), an older-format draft is offered, not dropped (MANY-DRAFT-FORMAT), and the
// leave question whose code fails to load keeps the typed invite (ROUTE-PART-FAILS).
import { screen, waitFor, within } from '@testing-library/react';
import { PART_LOAD_FAILED } from '@/components/ui/lazy-part';
import { draftNotice, failPart, storeOlderDraft } from '../../parts';
import { findToast, renderRoute, signInAs } from '../../utils';

const email = () => screen.getByRole('textbox', { name: /Email/ });
const role = () => screen.getByRole('combobox', { name: 'Role' });

async function openSettings() {
  const view = renderRoute('/settings');
  await screen.findByRole('table', { name: 'Team' });
  return view;
}

describe('the invite form on the editor kit', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('invite: what was typed survives the screen being closed and opened again, and is dropped once sent', async () => {
    const first = await openSettings();
    await first.user.type(email(), 'kept.invite@demo.test');
    await first.user.selectOptions(role(), 'SSP');
    first.unmount();

    const second = await openSettings();
    expect(email()).toHaveValue('kept.invite@demo.test');
    expect(role()).toHaveValue('SSP');
    await second.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findToast('Invitation sent to kept.invite@demo.test')).toBeVisible();
    await waitFor(() => expect(email()).toHaveValue(''));
    second.unmount();

    // The sent invite is no draft: the next visit starts empty.
    await openSettings();
    expect(email()).toHaveValue('');
    expect(role()).toHaveValue('DSP');
  });

  it('invite: a draft of an older format is offered with what it held; Review changes puts the email back', async () => {
    storeOlderDraft('invite.new', { email: 'old.format@demo.test', team: 'North' });
    const { user } = await openSettings();
    await screen.findByText(
      'You have unsaved changes to this invite from an earlier version of the console.',
    );
    const status = draftNotice(
      'You have unsaved changes to this invite from an earlier version of the console.',
    );
    expect(within(status).getByText('Email: old.format@demo.test')).toBeVisible();
    expect(within(status).getByText(/North$/)).toBeVisible();
    expect(email()).toHaveValue('');
    await user.click(within(status).getByRole('button', { name: 'Review changes' }));
    await waitFor(() => expect(email()).toHaveValue('old.format@demo.test'));
  });

  it('invite: the leave question fails to load; the typed email stays, and Retry asks it', async () => {
    const network = failPart('leave question');
    const { user, router } = await openSettings();
    await user.type(email(), 'half.typed@demo.test');
    const [link] = screen.getAllByRole('link', { name: 'Bidders' });
    await user.click(link as HTMLElement);

    expect(await screen.findByText(PART_LOAD_FAILED)).toBeVisible();
    expect(router.state.location.pathname).toBe('/settings');
    expect(email()).toHaveValue('half.typed@demo.test');

    network.restore();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/settings');
    expect(email()).toHaveValue('half.typed@demo.test');
  });
});
