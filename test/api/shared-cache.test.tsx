// The api layer shares one cache between screens: a save on one screen reaches every other
// screen that shows the same records, with no reload and no refetch-on-mount workaround.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { impersonateUserMutation } from '@/api/users';
import { sessionStore } from '@/lib/session/session';
import { findToast, renderRoute, signInAs, stubLocationAssign } from '../utils';

type User = ReturnType<typeof renderRoute>['user'];

async function openFromSidebar(user: User, name: string) {
  const nav = screen.getAllByRole('navigation')[0] as HTMLElement;
  await user.click(within(nav).getByRole('link', { name }));
}

/** The Users cell of an account's row in the accounts table. */
async function usersCount(accountName: string) {
  const table = await screen.findByRole('table', { name: 'Accounts' });
  await within(table).findByRole('link', { name: accountName });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('link', { name: accountName }));
  if (!row) throw new Error(`no row for ${accountName}`);
  const header = within(table).getByRole('columnheader', { name: /^Users/ });
  const column = within(table).getAllByRole('columnheader').indexOf(header);
  return within(row).getAllByRole('cell')[column]?.textContent;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : [path];
  });
}

describe('one cache across screens', () => {
  it('shows the new Users count on /accounts after an invite on /settings, with no reload', async () => {
    await signInAs('admin');
    const { user } = renderRoute('/accounts');
    const before = Number(await usersCount('Marquee Exchange'));

    await openFromSidebar(user, 'Settings');
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'new.ops@demo.test');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findToast('Invitation sent to new.ops@demo.test')).toBeInTheDocument();

    await openFromSidebar(user, 'Accounts');
    await waitFor(async () =>
      expect(await usersCount('Marquee Exchange')).toBe(String(before + 1)),
    );
  });

  it('lists a bidder saved on /bidders/create/3 on /debug', async () => {
    await signInAs('admin');
    const { router, user } = renderRoute('/debug');
    const bidders = await screen.findByRole('list', { name: 'Bidders' });
    expect(within(bidders).queryByRole('listitem', { name: 'Fresh RTB' })).toBeNull();

    await router.navigate('/bidders/create/3');
    await user.type(await screen.findByRole('textbox', { name: /Bidder Name/ }), 'Fresh RTB');
    await user.type(
      screen.getByLabelText(/^Bidder URL/, { selector: 'input' }),
      'https://rtb.example/fresh',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder successfully created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));

    await router.navigate('/debug');
    const list = await screen.findByRole('list', { name: 'Bidders' });
    expect(await within(list).findByRole('listitem', { name: 'Fresh RTB' })).toBeInTheDocument();
  });

  it('has no refetch-on-mount workaround anywhere in src', () => {
    const offenders = sourceFiles(join(__dirname, '../../src')).filter((file) =>
      /refetchOnMount|staleTime:\s*0\b/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

describe('Sign in as, one hook', () => {
  afterEach(() => vi.restoreAllMocks());

  // Both screens must run the one shared mutation (signInAs clears the cache, so spy on it).
  const impersonate = () => vi.spyOn(impersonateUserMutation, 'mutationFn');

  it('works from /tools', async () => {
    await signInAs('admin');
    const assign = stubLocationAssign();
    const spy = impersonate();
    const { user } = renderRoute('/tools');
    const account = await screen.findByRole('combobox', { name: 'Account' });
    await waitFor(() => expect(account).toBeEnabled());
    await user.selectOptions(account, screen.getByRole('option', { name: 'Acme Coffee Co.' }));
    const person = screen.getByRole('combobox', { name: 'User' });
    await waitFor(() => expect(person).toBeEnabled());
    await user.selectOptions(person, within(person).getByRole('option', { name: /dsp@demo/ }));
    await user.click(screen.getByRole('button', { name: 'Sign in as' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sessionStore.get()?.user.email).toBe('dsp@demo.test');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[0]).toBe('usr_dsp');
  });

  it('works from /accounts/{id}', async () => {
    await signInAs('admin');
    const assign = stubLocationAssign();
    const spy = impersonate();
    const { user } = renderRoute('/accounts/acc_acme');
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Sign in as Dana Buyer' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sessionStore.get()?.user.email).toBe('dsp@demo.test');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[0]).toBe('usr_dsp');
  });
});
