import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { queryClient } from '@/lib/cache/query-client';
import { server } from '@/mocks/server';
import {
  captureRequests,
  expectErrorToastOnce,
  findToast,
  renderRoute,
  signInAs,
} from '../../utils';

/** The innermost element of this role (a toast card: status, or alert for an error) saying `text`. */
const holding = (role: 'status' | 'alert', text: string) =>
  screen.getAllByRole(role).findLast((el) => within(el).queryByText(text));

async function row(list: 'Bidders' | 'Publishers', name: string) {
  const region = await screen.findByRole('list', { name: list });
  return within(region).getByRole('listitem', { name });
}

// DBG-PAGE, DBG-CACHE-DELAY, DBG-HEADER, DBG-LISTS, DBG-EMPTY, DBG-LOAD-FAILED,
// DBG-MINUTES-DEFAULT, DBG-START-CALL, DBG-STARTED, DBG-FAILED, DBG-PENDING
describe('/debug', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('refetches the bidders on opening, so one saved elsewhere a moment ago is listed', async () => {
    // What the tool cached on an earlier visit, before the bidders were created.
    queryClient.setQueryData(['tools', 'bidders'], []);
    renderRoute('/debug');
    const bidders = await screen.findByRole('list', { name: 'Bidders' });
    expect(
      await within(bidders).findByRole('listitem', { name: /Adomni Marketplace/ }),
    ).toBeInTheDocument();
  });

  it('explains debug sessions and lists the seeded bidders and the publisher accounts', async () => {
    renderRoute('/debug');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Debug Tools' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Marquee | Debug Tools');
    expect(screen.getByText('debugSessionId')).toBeInTheDocument();
    expect(screen.getByText('x-debug-session-id')).toBeInTheDocument();
    expect(screen.getByText(/3 to 5 minutes/)).toBeInTheDocument();

    const bidders = await screen.findByRole('list', { name: 'Bidders' });
    for (const name of [
      'Adomni Marketplace',
      'Streamline VAST Feed',
      'Broadsign Reach',
      'Beacon DSP (OpenRTB)',
      'Aniview Video Demand',
    ]) {
      expect(within(bidders).getByRole('listitem', { name })).toBeInTheDocument();
    }
    expect(within(bidders).getByText('bid_adomni')).toBeInTheDocument();

    const publishers = await screen.findByRole('list', { name: 'Publishers' });
    const names = within(publishers)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(
      expect.arrayContaining([
        'Northwind Screens',
        'Metro Transit Media',
        'Summit Health Displays',
      ]),
    );
    expect(names).not.toContain('Acme Coffee Co.');
    expect(names).not.toContain('Marquee Exchange');

    const adomni = within(bidders).getByRole('listitem', { name: 'Adomni Marketplace' });
    expect(within(adomni).getByLabelText('Minutes for Adomni Marketplace')).toHaveValue(10);
    expect(within(adomni).getByRole('button', { name: 'Start Session' })).toBeEnabled();
  });

  it('starts a bidder session with the default 10 minutes and shows the Session ID', async () => {
    const capture = captureRequests();
    const { user } = renderRoute('/debug');
    const adomni = await row('Bidders', 'Adomni Marketplace');
    await user.click(within(adomni).getByRole('button', { name: 'Start Session' }));

    const toast = await findToast('Debug session started for bidder bid_adomni');
    const card = holding('status', 'Debug session started for bidder bid_adomni');
    expect(card).toContainElement(toast);
    expect(card).toHaveTextContent('Success');
    expect(await within(adomni).findByText('Session ID')).toBeInTheDocument();
    const sessionId = within(adomni).getByTestId('debug-session-id').textContent ?? '';
    expect(sessionId).not.toBe('');
    expect(within(adomni).getByRole('button', { name: /Copy/ })).toBeInTheDocument();

    expect(await capture.bodiesOf('/debug/session')).toEqual([
      { durationMinutes: 10, bidderId: 'bid_adomni' },
    ]);
    // Only that row shows a session.
    const broadsign = await row('Bidders', 'Broadsign Reach');
    expect(within(broadsign).queryByText('Session ID')).not.toBeInTheDocument();
  });

  it('keeps the running session’s ID when a later start fails', async () => {
    const { user } = renderRoute('/debug');
    const vast = await row('Bidders', 'Streamline VAST Feed');
    await user.click(within(vast).getByRole('button', { name: 'Start Session' }));
    await findToast('Debug session started for bidder bid_vast');
    const running = within(vast).getByTestId('debug-session-id').textContent;
    expect(running).not.toBe('');
    server.use(
      http.post('*/v1/debug/session', () =>
        HttpResponse.json({ error: { message: 'Busy' } }, { status: 500 }),
      ),
    );
    await user.click(within(vast).getByRole('button', { name: 'Start Session' }));
    await findToast('Failed to create debug session.');
    await waitFor(() =>
      expect(within(vast).getByRole('button', { name: 'Start Session' })).toBeEnabled(),
    );
    expect(within(vast).getByTestId('debug-session-id')).toHaveTextContent(running!);
  });

  it('falls back to 10 minutes when the input is cleared', async () => {
    const capture = captureRequests();
    const { user } = renderRoute('/debug');
    const vast = await row('Bidders', 'Streamline VAST Feed');
    await user.clear(within(vast).getByLabelText('Minutes for Streamline VAST Feed'));
    await user.click(within(vast).getByRole('button', { name: 'Start Session' }));
    await findToast('Debug session started for bidder bid_vast');
    expect(await capture.bodiesOf('/debug/session')).toEqual([
      { durationMinutes: 10, bidderId: 'bid_vast' },
    ]);
  });

  it('starts a publisher session with typed minutes', async () => {
    const capture = captureRequests();
    const { user } = renderRoute('/debug');
    const northwind = await row('Publishers', 'Northwind Screens');
    const minutes = within(northwind).getByLabelText('Minutes for Northwind Screens');
    await user.clear(minutes);
    await user.type(minutes, '25');
    await user.click(within(northwind).getByRole('button', { name: 'Start Session' }));

    expect(await findToast('Debug session started for account acc_northwind')).toBeInTheDocument();
    expect(await within(northwind).findByText('Session ID')).toBeInTheDocument();
    expect(await capture.bodiesOf('/debug/session')).toEqual([
      { durationMinutes: 25, publisherId: 'acc_northwind' },
    ]);
  });

  it('disables Start Session while its request runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/v1/debug/session', async () => {
        await gate;
        return HttpResponse.json({ session_id: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' });
      }),
    );
    const { user } = renderRoute('/debug');
    const adomni = await row('Bidders', 'Adomni Marketplace');
    const button = within(adomni).getByRole('button', { name: 'Start Session' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    expect(
      await within(adomni).findByText('f47ac10b-58cc-4372-a567-0e02b2c3d479'),
    ).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('toasts the spec message when the session cannot be created', async () => {
    server.use(
      http.post('*/v1/debug/session', () =>
        HttpResponse.json({ error: { message: 'Boom' } }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/debug');
    const adomni = await row('Bidders', 'Adomni Marketplace');
    await user.click(within(adomni).getByRole('button', { name: 'Start Session' }));
    const toast = await findToast('Failed to create debug session.');
    const card = holding('alert', 'Failed to create debug session.');
    expect(card).toContainElement(toast);
    expect(card).toHaveTextContent('Error');
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(within(adomni).queryByText('Session ID')).not.toBeInTheDocument();
    expect(within(adomni).getByRole('button', { name: 'Start Session' })).toBeEnabled();
  });

  it('shows the empty states', async () => {
    server.use(
      http.get('*/v1/bidders', () => HttpResponse.json([])),
      http.get('*/v1/accounts', () =>
        HttpResponse.json([{ id: 'acc_acme', name: 'Acme Coffee Co.', kind: 'Advertiser' }]),
      ),
    );
    renderRoute('/debug');
    expect(await screen.findByText('No bidders found.')).toBeInTheDocument();
    expect(await screen.findByText('No publishers found.')).toBeInTheDocument();
  });

  it('shows the load failures with Retry, and Retry loads the list', async () => {
    let failBidders = true;
    server.use(
      http.get('*/v1/bidders', () =>
        failBidders
          ? HttpResponse.json({ error: { message: 'Bidders are down' } }, { status: 500 })
          : HttpResponse.json([{ id: 'bid_x', name: 'Recovered Bidder' }]),
      ),
      http.get('*/v1/accounts', () => new HttpResponse(null, { status: 503 })),
    );
    const { user } = renderRoute('/debug');
    const main = within(await screen.findByRole('main'));
    await main.findByText('Failed to load bidders.', {}, { timeout: 5000 });
    const bidderError = main
      .getAllByRole('alert')
      .find((alert) => within(alert).queryByText('Failed to load bidders.'))!;
    expect(
      await main.findByText('Failed to load accounts.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expectErrorToastOnce('Failed to load bidders.');
    await expectErrorToastOnce('Failed to load accounts.');
    failBidders = false;
    await user.click(within(bidderError).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Recovered Bidder' })).toBeInTheDocument();
  });
});
