// Duplicate a campaign (issue 21, item 1; CMP-DUPLICATE, CMP-DUPLICATE-UNKNOWN, CMP-ROW-MENU): from
// the detail page or a row's menu, the new-campaign wizard opens at `/campaigns/create?from={id}`,
// pre-filled as `Copy of {name}`, unpublished, the dates cleared once the original has started;
// nothing is saved until Launch, which creates a new campaign and leaves the original as it was.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localIsoDate } from '@/lib/text/dates';
import { captureRequests, inMain, renderRoute, signInAs } from '../../utils';
import { definitionOf } from '../../dom-queries';

type User = ReturnType<typeof renderRoute>['user'];

beforeAll(async () => {
  await Promise.all([
    import('@/features/campaigns/routes/campaign-detail'),
    import('@/features/campaigns/routes/campaign-create'),
    import('@/features/campaigns/routes/campaigns-list'),
  ]);
});

beforeEach(async () => {
  await signInAs('dsp');
});

function addDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localIsoDate(date);
}

const nameField = () => screen.findByLabelText(/^Campaign name/, { selector: 'input' });
const crumbs = () => within(screen.getByRole('navigation', { name: 'Campaign steps' }));

async function openStep(user: User, crumb: RegExp, heading: string) {
  await user.click(crumbs().getByRole('link', { name: crumb }));
  return screen.findByRole('heading', { level: 2, name: heading });
}

describe('Duplicate', () => {
  it('opens the wizard from the detail page as an unpublished copy without the started dates', async () => {
    const requests = captureRequests();
    const { user, router } = renderRoute('/campaigns/cmp_1');
    const duplicate = await screen.findByRole('link', { name: 'Duplicate' });
    expect(duplicate).toHaveAttribute('href', '/campaigns/create?from=cmp_1');
    await user.click(duplicate);

    await waitFor(() => expect(router.state.location.search).toBe('?from=cmp_1'));
    expect(await nameField()).toHaveValue('Copy of Morning Rush Commuters');
    expect(
      inMain().getByText('A copy of another campaign: nothing is saved until you launch it.'),
    ).toBeInTheDocument();

    // Morning Rush started 45 days ago: a copy cannot start in the past, so the dates are cleared;
    // the budget, the bid and the targets come along.
    await openStep(user, /^5\. Schedule/, 'Schedule');
    expect(await screen.findByLabelText(/^Start date/, { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText(/^End date/, { selector: 'input' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Daily budget/ })).toHaveValue('800');
    expect(screen.getByRole('textbox', { name: /^Bid CPM/ })).toHaveValue('12');

    await openStep(user, /^6\. Launch/, 'Launch');
    expect(screen.getByRole('checkbox', { name: 'Publish the campaign' })).not.toBeChecked();
    // Dates are needed before it can launch.
    expect(screen.getByRole('button', { name: 'Fix Errors to Continue' })).toBeInTheDocument();

    await requests.settled();
    expect(requests.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('keeps the dates of a campaign that has not started, and launches the copy as a new one', async () => {
    const requests = captureRequests();
    const { user, router } = renderRoute('/campaigns/create?from=cmp_4');
    expect(await nameField()).toHaveValue('Copy of Spring Menu Preview');
    await openStep(user, /^5\. Schedule/, 'Schedule');
    expect(await screen.findByLabelText(/^Start date/, { selector: 'input' })).toHaveValue(
      addDays(14),
    );
    expect(screen.getByLabelText(/^End date/, { selector: 'input' })).toHaveValue(addDays(74));

    await openStep(user, /^6\. Launch/, 'Launch');
    expect(screen.getByRole('checkbox', { name: 'Publish the campaign' })).not.toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Launch Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/campaigns\/cmp_(?!4$)/));

    const [body] = await requests.bodiesOf('/campaigns');
    expect(body).toMatchObject({
      name: 'Copy of Spring Menu Preview',
      isPublished: false,
      bidCpm: 10,
      budgets: { spendLifetime: 15000 },
      targets: [{ AllowVenueTypes: [203, 205] }],
      categories: ['IAB8'],
      ads: [{ creative: { id: 'cr_5' } }],
      schedule: {
        window: { dateStart: `${addDays(14)}T00:00:00`, dateEnd: `${addDays(74)}T23:59:59` },
      },
    });
    // The copy is a campaign of its own, paused and without the original's stats.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copy of Spring Menu Preview' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Paused', { selector: 'span' })).toBeInTheDocument();
    const statsHeading = await screen.findByRole('heading', { level: 2, name: 'Lifetime stats' });
    // eslint-disable-next-line testing-library/no-node-access -- a Card is an unnamed <section> (src/components/ui/card.tsx): no role query reaches it
    const stats = statsHeading.closest('section') as HTMLElement;
    expect(definitionOf('Spend', stats)).toHaveTextContent('$0.00');
    expect(requests.requests.some((r) => r.path === '/campaigns/cmp_4/update')).toBe(false);
  });

  it('offers Duplicate in each row’s menu on /campaigns', async () => {
    const { user, router } = renderRoute('/campaigns');
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    await user.click(within(table).getByRole('button', { name: 'Actions for Cold Brew Summer' }));
    const item = await screen.findByRole('menuitem', { name: 'Duplicate' });
    expect(item).toHaveAttribute('href', '/campaigns/create?from=cmp_2');
    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/create'));
    expect(await nameField()).toHaveValue('Copy of Cold Brew Summer');
  });

  it('opens a row’s menu from the keyboard, the focus kept as the menu loads', async () => {
    const { user, router } = renderRoute('/campaigns');
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    const name = 'Actions for Holiday Blend Launch';
    within(table).getByRole('button', { name }).focus();
    // The stand-in becomes the menu's own button, which keeps the focus.
    await waitFor(() => expect(within(table).getByRole('button', { name })).toHaveAttribute('id'));
    expect(within(table).getByRole('button', { name })).toHaveFocus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Duplicate' });
    // The menu has the focus and its first item is the active one.
    expect(screen.getByRole('menu')).toHaveFocus();
    expect(screen.getByRole('menu')).toHaveAttribute('aria-activedescendant', item.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?from=cmp_3'));
  });

  it('opens a row’s menu when it finishes loading between a mouse press and its click', async () => {
    renderRoute('/campaigns');
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    const standIn = within(table).getByRole('button', { name: 'Actions for Cold Brew Summer' });
    // The press focuses the stand-in, which starts the menu's load; the load ends mid-press.
    fireEvent.pointerDown(standIn);
    act(() => standIn.focus());
    await act(() => import('@/features/campaigns/components/list/campaign-row-actions'));
    expect(standIn).toBeInTheDocument();
    // The click ends the press on the button it started on, and the menu opens.
    fireEvent.click(standIn);
    expect(await screen.findByRole('menuitem', { name: 'Duplicate' })).toHaveAttribute(
      'href',
      '/campaigns/create?from=cmp_2',
    );
  });

  it('keeps what was changed in a copy across a remount, apart from a new campaign', async () => {
    const first = renderRoute('/campaigns/create?from=cmp_2');
    const name = await nameField();
    await first.user.clear(name);
    await first.user.type(name, 'Cold Brew Autumn');
    first.unmount();

    const second = renderRoute('/campaigns/create?from=cmp_2');
    expect(await nameField()).toHaveValue('Cold Brew Autumn');
    second.unmount();

    // A blank new campaign has a draft of its own.
    renderRoute('/campaigns/create');
    expect(await nameField()).toHaveValue('');
  });

  it('says so when the campaign to copy does not exist', async () => {
    renderRoute('/campaigns/create?from=cmp_missing');
    expect(await screen.findByText('There is no campaign with this ID.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new campaign' })).toHaveAttribute(
      'href',
      '/campaigns/create',
    );
    expect(screen.queryByLabelText(/^Campaign name/)).not.toBeInTheDocument();
  });
});
