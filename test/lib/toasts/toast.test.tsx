import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { ToastOutlet, toastError } from '@/lib/toasts/toast';
import { createToasts, type ToastCode } from '@/lib/toasts/toast-queue';

describe('ToastOutlet', () => {
  it('shows the toasts of the app in the provider', async () => {
    render(
      <AppProvider>
        <p>Screen</p>
      </AppProvider>,
    );
    act(() => toastError('Failed to load accounts.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to load accounts.');
  });

  it('shows at most 300 characters of any toast, ending in an ellipsis (ERR-MESSAGE-CAP)', async () => {
    render(
      <AppProvider>
        <p>Screen</p>
      </AppProvider>,
    );
    act(() => toastError(`Line 1: ${'Bad value; '.repeat(1000)}`));
    const alert = await screen.findByRole('alert');
    const text = within(alert).getByText(/^Line 1:/).textContent ?? '';
    expect(text).toHaveLength(300);
    expect(text.endsWith('…')).toBe(true);
  });

  it('mounts the toasts late: a toast asked for before the code loads shows once it does', async () => {
    let finish: (code: ToastCode) => void = () => {};
    const queue = createToasts(
      () =>
        new Promise<ToastCode>((resolve) => {
          finish = resolve;
        }),
      { durationMs: 5000 },
    );
    render(<ToastOutlet queue={queue} />);
    act(() => queue.show({ kind: 'success', message: 'Campaign saved.' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const code = await import('@/lib/toasts/toast-viewport');
    await act(async () => {
      finish(code);
      await queue.preload();
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Success');
    expect(status).toHaveTextContent('Campaign saved.');
  });

  it('shows a plain toast with Close when the code cannot be fetched', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<ToastCode>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const queue = createToasts(load, { durationMs: 5000 });
    render(<ToastOutlet queue={queue} />);
    act(() => queue.show({ kind: 'error', message: 'Could not reach the server.' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Could not reach the server.');
    await user.click(within(alert).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  // The first press usually starts a navigation: the toasts' code waits for the page to be idle
  // rather than compete with the screen's code (docs/decisions.md, "Toasts load when wanted").
  it('loads the toasts’ code after the first press, once the page is idle', async () => {
    const idle = vi.fn<typeof window.requestIdleCallback>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const load = vi.fn(() => import('@/lib/toasts/toast-viewport'));
    render(<ToastOutlet queue={createToasts(load, { durationMs: 5000 })} />);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveBeenCalledTimes(1);
    await act(async () => {
      idle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 50 });
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
