// Bulk pause and activate on /campaigns (issue 21, item 2; issue 26, item 3; CMP-BULK-TOGGLE): row
// selection that survives sorting and filtering, the header checkbox over what the filters show, a
// read of each campaign and a toggle only where the server has it in the other state (a colleague
// may have changed it since the list loaded), each row from what the server reports, the summary `N
// paused, K already paused, M failed: {name}: {message}` and `Retry failed`, against the mock.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getCampaign, toggleCampaign } from '@/api/campaigns';
import { apiUrl } from '@/lib/http/api-client';
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
  it('stands above the table before any selection, its buttons off, so a first selection moves no row', async () => {
    const { user } = renderRoute('/campaigns');
    const before = await bar();
    expect(within(before).getByText('0 selected')).toBeInTheDocument();
    for (const name of ['Activate', 'Pause', 'Clear selection']) {
      expect(within(before).getByRole('button', { name })).toBeDisabled();
    }
    await select(user, 'Cold Brew Summer');
    // The same element: the bar was not mounted by the selection.
    expect(await bar()).toBe(before);
    expect(within(before).getByText('1 selected')).toBeInTheDocument();
    expect(within(before).getByRole('button', { name: 'Pause' })).toBeEnabled();
  });

  it('pauses the selected active campaigns with one toggle each and reports the paused one as already paused', async () => {
    const requests = captureRequests();
    const { user } = renderRoute('/campaigns');
    await select(user, 'Morning Rush Commuters', 'Weekday Breakfast Day-Parts', 'Cold Brew Summer');
    expect(within(await bar()).getByText('3 selected')).toBeInTheDocument();

    await user.click(within(await bar()).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(summary()).toHaveTextContent(/^2 paused, 1 already paused$/));
    expect(await activeSwitch('Morning Rush Commuters')).not.toBeChecked();
    expect(await activeSwitch('Weekday Breakfast Day-Parts')).not.toBeChecked();
    expect(await activeSwitch('Cold Brew Summer')).not.toBeChecked();
    // Cold Brew was paused already: no toggle for it, which would have switched it on.
    await requests.settled();
    expect(toggles(requests.requests).sort()).toEqual(['cmp_1', 'cmp_5']);
    // All three are paused now: they leave the selection.
    const tableEl = await table();
    expect(within(tableEl).queryAllByRole('checkbox', { checked: true })).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Retry failed' })).not.toBeInTheDocument();

    await select(user, 'Cold Brew Summer');
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
    const requests = captureRequests();
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
    // The flip and its one correction, never a third.
    await requests.settled();
    expect(toggles(requests.requests).sort()).toEqual(['cmp_1', 'cmp_1', 'cmp_5']);
  });

  it('bulk Pause sends no toggle for a campaign a colleague paused since the list loaded, and counts it as already paused', async () => {
    const { user } = renderRoute('/campaigns');
    await select(user, 'Morning Rush Commuters', 'Weekday Breakfast Day-Parts');
    // Another person pauses Morning Rush; this tab's list still shows it active.
    await toggleCampaign('cmp_1');
    expect(await activeSwitch('Morning Rush Commuters')).toBeChecked();

    const requests = captureRequests();
    await user.click(within(await bar()).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(summary()).toHaveTextContent(/^1 paused, 1 already paused$/));
    await requests.settled();
    // Read, never flipped: a flip would have switched it back on.
    expect(toggles(requests.requests)).toEqual(['cmp_5']);
    expect((await getCampaign('cmp_1')).isPublished).toBe(false);
    expect(await activeSwitch('Morning Rush Commuters')).not.toBeChecked();
    expect(await activeSwitch('Weekday Breakfast Day-Parts')).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Retry failed' })).not.toBeInTheDocument();
  });

  it('bulk Pause pauses a campaign a colleague activated while this list still shows it paused', async () => {
    const { user } = renderRoute('/campaigns');
    await select(user, 'Cold Brew Summer');
    await toggleCampaign('cmp_2');
    expect(await activeSwitch('Cold Brew Summer')).not.toBeChecked();

    const requests = captureRequests();
    const pause = within(await bar()).getByRole('button', { name: 'Pause' });
    expect(pause).toBeEnabled();
    await user.click(pause);
    await waitFor(() => expect(summary()).toHaveTextContent(/^1 paused$/));
    await requests.settled();
    expect(toggles(requests.requests)).toEqual(['cmp_2']);
    expect((await getCampaign('cmp_2')).isPublished).toBe(false);
    expect(await activeSwitch('Cold Brew Summer')).not.toBeChecked();
  });

  it('bulk Pause reads again and flips once more when a colleague flips a campaign between the read and the flip', async () => {
    let raced = false;
    server.use(
      http.get(apiUrl('/campaigns/:id/togglePublished'), async ({ params }) => {
        if (params.id !== 'cmp_1' || raced) return undefined;
        raced = true;
        // The colleague's pause lands first; this flip then turns the campaign on again.
        await toggleCampaign('cmp_1');
        return undefined;
      }),
    );
    const { user } = renderRoute('/campaigns');
    await select(user, 'Morning Rush Commuters');
    const requests = captureRequests();
    await user.click(within(await bar()).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(summary()).toHaveTextContent(/^1 paused$/));
    await requests.settled();
    // Ours, the colleague's (inside ours), then our one correction.
    expect(toggles(requests.requests)).toEqual(['cmp_1', 'cmp_1', 'cmp_1']);
    expect((await getCampaign('cmp_1')).isPublished).toBe(false);
    expect(await activeSwitch('Morning Rush Commuters')).not.toBeChecked();
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
