// Bulk pause and activate on /campaigns (issue 21, item 2): row selection that survives sorting
// and filtering, the header checkbox over what the filters show, one toggle per campaign that
// needs it, each row from its own reply, the summary `N paused, M failed: {name}: {message}` and
// `Retry failed`, against the mock API.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/mocks/server';
import { captureRequests, deferred, errorToasts, renderRoute, signInAs } from '../../utils';

type User = ReturnType<typeof renderRoute>['user'];

beforeAll(async () => {
  await Promise.all([
    import('@/features/campaigns/routes/campaigns-list'),
    import('@/features/campaigns/components/list/bulk-actions'),
  ]);
});

beforeEach(async () => {
  await signInAs('dsp');
});

const FAULT = 'Simulated server fault (demo-faults)';
const table = () => screen.findByRole('table', { name: 'Campaigns' });
const bar = () => screen.findByRole('group', { name: 'Selected campaigns' });
const summary = () => within(screen.getByRole('main')).getByRole('status');
const toggles = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.endsWith('/togglePublished')).map((r) => r.path.split('/')[2]);

async function select(user: User, ...names: string[]) {
  const tableEl = await table();
  for (const name of names) {
    await user.click(within(tableEl).getByRole('checkbox', { name: `Select ${name}` }));
  }
}

const activeSwitch = async (name: string) =>
  within(await table()).getByRole('switch', { name: `Active: ${name}` });

/** The toggle of `id` answers a 500 the first `times` times; the others go on to the mock. */
function failToggle(id: string, times = 1) {
  let left = times;
  server.use(
    http.get(apiUrl('/campaigns/:id/togglePublished'), ({ params }) => {
      if (params.id !== id || left === 0) return undefined;
      left -= 1;
      return HttpResponse.json({ error: { message: FAULT } }, { status: 500 });
    }),
  );
}

describe('bulk Activate and Pause', () => {
  it('pauses the selected active campaigns with one toggle each, each row from its reply', async () => {
    const requests = captureRequests();
    const { user } = renderRoute('/campaigns');
    await select(user, 'Morning Rush Commuters', 'Weekday Breakfast Day-Parts', 'Cold Brew Summer');
    expect(within(await bar()).getByText('3 selected')).toBeInTheDocument();

    await user.click(within(await bar()).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(summary()).toHaveTextContent(/^2 paused$/));
    expect(await activeSwitch('Morning Rush Commuters')).not.toBeChecked();
    expect(await activeSwitch('Weekday Breakfast Day-Parts')).not.toBeChecked();
    expect(await activeSwitch('Cold Brew Summer')).not.toBeChecked();
    // Cold Brew was paused already: no toggle for it, which would have switched it on.
    await requests.settled();
    expect(toggles(requests.requests).sort()).toEqual(['cmp_1', 'cmp_5']);
    // The paused ones leave the selection; Cold Brew, untouched, stays selected.
    const tableEl = await table();
    expect(
      within(tableEl).getByRole('checkbox', { name: 'Select Morning Rush Commuters' }),
    ).not.toBeChecked();
    expect(
      within(tableEl).getByRole('checkbox', { name: 'Select Cold Brew Summer' }),
    ).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Retry failed' })).not.toBeInTheDocument();

    // Activate on what is left selected: Cold Brew.
    await user.click(within(await bar()).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(summary()).toHaveTextContent(/^1 activated$/));
    expect(await activeSwitch('Cold Brew Summer')).toBeChecked();
  });

  it('says which failed and why, keeps them selected, and Retry failed sends only those', async () => {
    failToggle('cmp_5');
    const requests = captureRequests();
    const { user } = renderRoute('/campaigns');
    await select(user, 'Morning Rush Commuters', 'Weekday Breakfast Day-Parts');
    await user.click(within(await bar()).getByRole('button', { name: 'Pause' }));

    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        `1 paused, 1 failed: Weekday Breakfast Day-Parts: ${FAULT}`,
      ),
    );
    expect(await activeSwitch('Morning Rush Commuters')).not.toBeChecked();
    expect(await activeSwitch('Weekday Breakfast Day-Parts')).toBeChecked();
    expect(within(await bar()).getByText('1 selected')).toBeInTheDocument();
    // The summary tells the failure; no toast repeats it.
    expect(errorToasts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retry failed' }));
    await waitFor(() => expect(summary()).toHaveTextContent(/^1 paused$/));
    expect(await activeSwitch('Weekday Breakfast Day-Parts')).not.toBeChecked();
    await requests.settled();
    expect(toggles(requests.requests).sort()).toEqual(['cmp_1', 'cmp_5', 'cmp_5']);
  });

  it('takes each row’s state from its own reply, not from the action', async () => {
    server.use(
      http.get(apiUrl('/campaigns/cmp_1/togglePublished'), () =>
        HttpResponse.json({ isPublished: true }),
      ),
    );
    const { user } = renderRoute('/campaigns');
    await select(user, 'Morning Rush Commuters', 'Weekday Breakfast Day-Parts');
    await user.click(within(await bar()).getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        '1 paused, 1 failed: Morning Rush Commuters: Still active after the toggle',
      ),
    );
    expect(await activeSwitch('Morning Rush Commuters')).toBeChecked();
    expect(await activeSwitch('Weekday Breakfast Day-Parts')).not.toBeChecked();
  });

  it('keeps the selection through sorting and filtering, and Select all takes what is shown', async () => {
    const requests = captureRequests();
    const { user } = renderRoute('/campaigns?status=active');
    const tableEl = await table();
    await waitFor(() => expect(within(tableEl).getAllByRole('row')).toHaveLength(4));
    await user.click(within(tableEl).getByRole('checkbox', { name: 'Select all' }));
    expect(within(await bar()).getByText('3 selected')).toBeInTheDocument();

    // All campaigns again: the three active ones are still the selected ones.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await waitFor(() => expect(within(tableEl).getAllByRole('row')).toHaveLength(6));
    const checked = () =>
      within(tableEl)
        .getAllByRole('checkbox', { checked: true })
        .map((box) => box.getAttribute('aria-label'));
    expect(checked()).toEqual([
      'Select Holiday Blend Launch',
      'Select Morning Rush Commuters',
      'Select Weekday Breakfast Day-Parts',
    ]);
    expect(within(tableEl).getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    await user.click(within(tableEl).getByRole('button', { name: 'CPM' }));
    expect(checked()).toEqual([
      'Select Weekday Breakfast Day-Parts',
      'Select Holiday Blend Launch',
      'Select Morning Rush Commuters',
    ]);

    // Filtered down to one: the action takes the selected campaign shown, the others wait.
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'morning');
    await waitFor(() => expect(within(tableEl).getAllByRole('row')).toHaveLength(2));
    expect(within(await bar()).getByText('1 selected')).toBeInTheDocument();
    expect(within(await bar()).getByText('(2 more hidden by the filters)')).toBeInTheDocument();
    await user.click(within(await bar()).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(summary()).toHaveTextContent(/^1 paused$/));
    await requests.settled();
    expect(toggles(requests.requests)).toEqual(['cmp_1']);
    expect(within(await bar()).getByText('(2 more hidden by the filters)')).toBeInTheDocument();
  });

  it('holds every row switch of the run and the buttons until the replies are in', async () => {
    const held = deferred<void>();
    server.use(
      http.get(apiUrl('/campaigns/:id/togglePublished'), async () => {
        await held.promise;
        return undefined;
      }),
    );
    const { user } = renderRoute('/campaigns');
    await select(user, 'Morning Rush Commuters');
    const pause = within(await bar()).getByRole('button', { name: 'Pause' });
    await user.click(pause);
    await waitFor(() => expect(summary()).toHaveTextContent('Pausing 1 campaign…'));
    expect(pause).toBeDisabled();
    expect(await activeSwitch('Morning Rush Commuters')).toBeDisabled();
    expect(await activeSwitch('Weekday Breakfast Day-Parts')).toBeEnabled();
    held.resolve();
    await waitFor(() => expect(summary()).toHaveTextContent(/^1 paused$/));
    expect(await activeSwitch('Morning Rush Commuters')).toBeEnabled();
    expect(await activeSwitch('Morning Rush Commuters')).not.toBeChecked();
  });
});
