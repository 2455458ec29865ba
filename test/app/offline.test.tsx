import { act, screen, waitFor, within } from '@testing-library/react';
import { OFFLINE_BANNER_MESSAGE, OFFLINE_WRITE_MESSAGE } from '@/config/messages';
import { captureRequests, findToast, renderRoute, signInAs } from '../utils';

/** The browser's connection as navigator.onLine and the window's online/offline events say. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeAll(async () => {
  await import('@/features/bidders/routes/bidder-create');
});

afterEach(() => {
  // TanStack Query's own online state follows the events: leave it online for the next test.
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

describe('offline', () => {
  it('shows the offline banner while the browser is offline, and not once it is back', async () => {
    await signInAs('admin');
    renderRoute('/bidders/create/0');
    await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' });
    expect(screen.queryByText(OFFLINE_BANNER_MESSAGE)).not.toBeInTheDocument();
    setOnline(false);
    const banner = screen
      .getAllByRole('status')
      .filter((status) => within(status).queryByText(OFFLINE_BANNER_MESSAGE));
    expect(banner).toHaveLength(1);
    setOnline(true);
    expect(screen.queryByText(OFFLINE_BANNER_MESSAGE)).not.toBeInTheDocument();
  });

  it('refuses a save while offline at once, keeps what was typed, and never sends it later', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user } = renderRoute('/bidders/create/0');
    await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' });
    await user.type(screen.getByLabelText(/^Bidder Name/, { selector: 'input' }), 'Adomni West');
    await user.type(screen.getByLabelText(/^Owner Key/, { selector: 'input' }), 'own_west');
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast(OFFLINE_WRITE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Bidder Name/, { selector: 'input' })).toHaveValue('Adomni West');

    setOnline(true);
    // Paused saves would go out now that the connection is back: none may.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await capture.bodiesOf('/bidders')).toEqual([]);
    await waitFor(() => expect(screen.queryByText(OFFLINE_BANNER_MESSAGE)).toBeNull());
  });
});
