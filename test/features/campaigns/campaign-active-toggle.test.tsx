// A campaign's Active switch sets a state (issue 26, item 3; CMP-ACTIVE-TOGGLE): a click asks for
// the state opposite to the one it showed; the campaign is read first and toggled only if the
// server has it in the other state. A campaign a colleague already set is reported, never flipped
// back; a flip whose reply shows the other state is corrected once, then reported as failed.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getCampaign, toggleCampaign } from '@/api/campaigns';
import { apiUrl } from '@/lib/http/api-client';
import { server } from '@/mocks/server';
import {
  captureRequests,
  deferred,
  errorToasts,
  expectErrorToastOnce,
  findToast,
  renderRoute,
  signInAs,
} from '../../utils';

beforeAll(async () => {
  await import('@/features/campaigns/routes/campaigns-list');
});

beforeEach(async () => {
  await signInAs('dsp');
});

const table = () => screen.findByRole('table', { name: 'Campaigns' });
const activeSwitch = async (name: string) =>
  within(await table()).getByRole('switch', { name: `Active: ${name}` });
const flips = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.endsWith('/togglePublished')).map((r) => r.path.split('/')[2]);

describe('the campaign Active switch', () => {
  it('sends no toggle for a campaign a colleague paused since the list loaded, and says it is already paused', async () => {
    const { user } = renderRoute('/campaigns');
    const toggle = await activeSwitch('Morning Rush Commuters');
    // Another person pauses it; this tab's list still shows it active.
    await toggleCampaign('cmp_1');
    expect(toggle).toBeChecked();

    const requests = captureRequests();
    await user.click(toggle);
    expect(await findToast('Morning Rush Commuters is already paused')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toBeEnabled();
    await requests.settled();
    expect(flips(requests.requests)).toEqual([]);
    expect(requests.requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /campaigns/cmp_1');
    expect((await getCampaign('cmp_1')).isPublished).toBe(false);
    expect(errorToasts()).toEqual([]);
  });

  it('sends no toggle for a campaign a colleague activated, and says it is already active', async () => {
    const { user } = renderRoute('/campaigns');
    const toggle = await activeSwitch('Cold Brew Summer');
    await toggleCampaign('cmp_2');
    expect(toggle).not.toBeChecked();

    const requests = captureRequests();
    await user.click(toggle);
    expect(await findToast('Cold Brew Summer is already active')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    await requests.settled();
    expect(flips(requests.requests)).toEqual([]);
    expect((await getCampaign('cmp_2')).isPublished).toBe(true);
  });

  it('stays disabled while it reads the campaign, before any toggle is sent', async () => {
    const held = deferred<void>();
    server.use(
      http.get(apiUrl('/campaigns/:id'), async () => {
        await held.promise;
        return undefined;
      }),
    );
    const requests = captureRequests();
    const { user } = renderRoute('/campaigns');
    const toggle = await activeSwitch('Morning Rush Commuters');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(flips(requests.requests)).toEqual([]);
    held.resolve();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toBeEnabled();
    await requests.settled();
    expect(flips(requests.requests)).toEqual(['cmp_1']);
  });

  it('reads again and flips once more when a colleague flips the campaign between the read and the flip', async () => {
    let raced = false;
    server.use(
      http.get(apiUrl('/campaigns/:id/togglePublished'), async () => {
        if (raced) return undefined;
        raced = true;
        await toggleCampaign('cmp_1'); // the colleague's pause lands first
        return undefined;
      }),
    );
    const { user } = renderRoute('/campaigns');
    const toggle = await activeSwitch('Morning Rush Commuters');
    const requests = captureRequests();
    await user.click(toggle);
    await requests.settled();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(flips(requests.requests)).toEqual(['cmp_1', 'cmp_1', 'cmp_1']);
    expect((await getCampaign('cmp_1')).isPublished).toBe(false);
    expect(errorToasts()).toEqual([]);
  });

  it('reports a campaign still active after the flip and its one correction, and shows the state of the last reply', async () => {
    // A server whose flips keep answering active (someone flips it back each time).
    server.use(
      http.get(apiUrl('/campaigns/:id/togglePublished'), () =>
        HttpResponse.json({ isPublished: true }),
      ),
    );
    const requests = captureRequests();
    const { user } = renderRoute('/campaigns');
    const toggle = await activeSwitch('Morning Rush Commuters');
    await user.click(toggle);
    await expectErrorToastOnce('Morning Rush Commuters: Still active after the toggle');
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    await requests.settled();
    expect(flips(requests.requests)).toEqual(['cmp_1', 'cmp_1']);
  });

  it('a lost toggle reply is found out by a read: the campaign shows paused, no error, and no second toggle', async () => {
    let lost = false;
    server.use(
      http.get(apiUrl('/campaigns/:id/togglePublished'), async () => {
        if (lost) return undefined;
        lost = true;
        await toggleCampaign('cmp_1'); // carried out and saved, then the reply is lost
        return new HttpResponse(null, { status: 504 });
      }),
    );
    const requests = captureRequests();
    const { user } = renderRoute('/campaigns');
    const toggle = await activeSwitch('Morning Rush Commuters');
    await user.click(toggle);
    // MANY-OUTCOME: the flip may have been done; the campaign is read, never flipped again.
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    await requests.settled();
    // The console's one flip, and the handler's own call that carried it out before the 504.
    expect(flips(requests.requests)).toHaveLength(2);
    expect(errorToasts()).toEqual([]);
    expect((await getCampaign('cmp_1')).isPublished).toBe(false);
  });
});
