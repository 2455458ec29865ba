// The deal Active switch sets a state (DEAL-TOGGLE, MANY-SET-STATE), as every toggle: the deal is
// read first and flipped only when it is not yet in the asked state; a deal a colleague already set
// is said in a toast, never flipped back.
import { screen, waitFor, within } from '@testing-library/react';
import { getDeal, toggleDeal } from '@/api/deals';
import { errorToasts, expectErrorToastOnce, findToast, renderRoute, signInAs } from '../../utils';
import {
  apiUrl,
  captureRequests,
  http,
  HttpResponse,
  prepareDealScreens,
  server,
} from './deals-list-helpers';

prepareDealScreens();

const activeSwitch = async (name: string) =>
  within(await screen.findByRole('table', { name: 'Deals' })).getByRole('switch', {
    name: `Active: ${name}`,
  });
const flips = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.endsWith('/toggleActive')).map((r) => r.path.split('/')[2]);

describe('the deal Active switch on /deals', () => {
  it('pauses a deal for its publisher: reads it, flips it once, and shows the new state', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/deals');
    const toggle = await activeSwitch('Northwind Morning Rush');
    expect(toggle).toBeChecked();
    const requests = captureRequests();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await requests.settled();
    expect(
      requests.requests
        .filter((r) => r.path.startsWith('/deals/'))
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual(['GET /deals/deal_nw_morning', 'GET /deals/deal_nw_morning/toggleActive']);
    expect((await getDeal('deal_nw_morning')).isActive).toBe(false);
  });

  it('sends no toggle for a deal a colleague paused since the list loaded, and says it is already paused', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/deals');
    const toggle = await activeSwitch('Northwind Morning Rush');
    // A colleague pauses it; this tab still shows it active.
    await toggleDeal('deal_nw_morning');
    expect(toggle).toBeChecked();

    const requests = captureRequests();
    await user.click(toggle);
    expect(await findToast('Northwind Morning Rush is already paused')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toBeEnabled();
    await requests.settled();
    expect(flips(requests.requests)).toEqual([]);
    expect((await getDeal('deal_nw_morning')).isActive).toBe(false);
    expect(errorToasts()).toEqual([]);
  });

  it('lets the Admin resume a paused deal of any publisher, and says already active when a colleague did', async () => {
    await signInAs('admin');
    const { user } = renderRoute('/deals');
    const toggle = await activeSwitch('Northwind Evening Bars');
    expect(toggle).not.toBeChecked();
    await toggleDeal('deal_nw_bars');
    const requests = captureRequests();
    await user.click(toggle);
    expect(await findToast('Northwind Evening Bars is already active')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    await requests.settled();
    expect(flips(requests.requests)).toEqual([]);
  });

  it('reports a deal still active after the flip and its one correction', async () => {
    server.use(
      http.get(apiUrl('/deals/:id/toggleActive'), () => HttpResponse.json({ isActive: true })),
    );
    await signInAs('ssp');
    const requests = captureRequests();
    const { user } = renderRoute('/deals');
    const toggle = await activeSwitch('Northwind Mall Screens Fixed');
    await user.click(toggle);
    await expectErrorToastOnce('Northwind Mall Screens Fixed: Still active after the toggle');
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    await requests.settled();
    expect(flips(requests.requests)).toEqual(['deal_nw_malls', 'deal_nw_malls']);
  });
});
