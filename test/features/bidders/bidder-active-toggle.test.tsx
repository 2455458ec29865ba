// A bidder's Active switch sets a state (issue 26, item 3): a click asks for the state opposite
// to the one it showed; the bidder is read first and toggled only if the server has it in the
// other state. A bidder a colleague already set is reported, never flipped back; a flip whose
// reply shows the other state is corrected once, then reported as failed.
import { screen, waitFor, within } from '@testing-library/react';
import { getBidder, toggleBidder } from '@/api/bidders';
import { errorToasts, expectErrorToastOnce, findToast, renderRoute, signInAs } from '../../utils';
import {
  apiUrl,
  captureRequests,
  gate,
  http,
  HttpResponse,
  prepareBidderScreens,
  server,
} from './helpers';

prepareBidderScreens();

beforeEach(async () => {
  await signInAs('admin');
});

const table = () => screen.findByRole('table', { name: 'Bidders' });
const activeSwitch = async (name: string) =>
  within(await table()).getByRole('switch', { name: `Active: ${name}` });
const flips = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.endsWith('/toggleActive')).map((r) => r.path.split('/')[2]);

// BID-TOGGLE-ALREADY
describe('the bidder Active switch', () => {
  it('sends no toggle for a bidder a colleague deactivated since the list loaded, and says it is already inactive', async () => {
    const { user } = renderRoute('/bidders');
    const toggle = await activeSwitch('Adomni Marketplace');
    // Another person turns it off; this tab's list still shows it active.
    await toggleBidder('bid_adomni');
    expect(toggle).toBeChecked();

    const requests = captureRequests();
    await user.click(toggle);
    expect(await findToast('Adomni Marketplace is already inactive')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toBeEnabled();
    await requests.settled();
    expect(flips(requests.requests)).toEqual([]);
    expect(requests.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      'GET /bidders/bid_adomni',
    );
    expect((await getBidder('bid_adomni')).isActive).toBe(false);
    expect(errorToasts()).toEqual([]);
  });

  it('sends no toggle for a bidder a colleague activated, and says it is already active', async () => {
    const { user } = renderRoute('/bidders');
    const toggle = await activeSwitch('Streamline VAST Feed');
    expect(toggle).not.toBeChecked();
    const id = (await screen.findByRole('link', { name: 'Streamline VAST Feed' }))
      .getAttribute('href')!
      .split('/')[2]!;
    await toggleBidder(id);

    const requests = captureRequests();
    await user.click(toggle);
    expect(await findToast('Streamline VAST Feed is already active')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    await requests.settled();
    expect(flips(requests.requests)).toEqual([]);
    expect((await getBidder(id)).isActive).toBe(true);
  });

  it('stays disabled while it reads the bidder, before any toggle is sent', async () => {
    const held = gate();
    server.use(
      http.get(apiUrl('/bidders/:id'), async () => {
        await held.opened;
        return undefined;
      }),
    );
    const requests = captureRequests();
    const { user } = renderRoute('/bidders');
    const toggle = await activeSwitch('Broadsign Reach');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(flips(requests.requests)).toEqual([]);
    held.open();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toBeEnabled();
    await requests.settled();
    expect(flips(requests.requests)).toHaveLength(1);
  });

  it('reads again and flips once more when a colleague flips the bidder between the read and the flip', async () => {
    let raced = false;
    server.use(
      http.get(apiUrl('/bidders/:id/toggleActive'), async () => {
        if (raced) return undefined;
        raced = true;
        await toggleBidder('bid_adomni'); // the colleague's change lands first
        return undefined;
      }),
    );
    const { user } = renderRoute('/bidders');
    const toggle = await activeSwitch('Adomni Marketplace');
    const requests = captureRequests();
    await user.click(toggle);
    await requests.settled();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(flips(requests.requests)).toEqual(['bid_adomni', 'bid_adomni', 'bid_adomni']);
    expect((await getBidder('bid_adomni')).isActive).toBe(false);
    expect(errorToasts()).toEqual([]);
  });

  it('reports a bidder still active after the flip and its one correction, and shows the state of the last reply', async () => {
    server.use(
      http.get(apiUrl('/bidders/:id/toggleActive'), () => HttpResponse.json({ isActive: true })),
    );
    const requests = captureRequests();
    const { user } = renderRoute('/bidders');
    const toggle = await activeSwitch('Adomni Marketplace');
    await user.click(toggle);
    await expectErrorToastOnce('Adomni Marketplace: Still active after the toggle');
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    await requests.settled();
    expect(flips(requests.requests)).toEqual(['bid_adomni', 'bid_adomni']);
  });
});
