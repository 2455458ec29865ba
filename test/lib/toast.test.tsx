import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createToasts, toastError, type ToastCode, type ToastRequest } from '@/lib/toast';

function fakeCode(shown: ToastRequest[]): ToastCode {
  return { showToast: (request) => shown.push(request), ToastViewport: () => null };
}

describe('createToasts', () => {
  it('keeps a toast asked for before its code is there and shows it once the code loads', async () => {
    const shown: ToastRequest[] = [];
    let finish: (code: ToastCode) => void = () => {};
    const load = vi.fn(() => new Promise<ToastCode>((resolve) => (finish = resolve)));
    const toasts = createToasts(load);

    toasts.show({ kind: 'error', message: 'Failed to load accounts.' });
    toasts.show({ kind: 'success', message: 'Saved.' });
    expect(shown).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);

    finish(fakeCode(shown));
    await toasts.preload();
    expect(shown.map((request) => request.message)).toEqual(['Failed to load accounts.', 'Saved.']);
    expect(toasts.waitingCount()).toBe(0);

    toasts.show({ kind: 'success', message: 'Again.' });
    expect(shown.at(-1)?.message).toBe('Again.');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the toast when the code cannot be fetched and shows it on the next try', async () => {
    const shown: ToastRequest[] = [];
    const load = vi
      .fn<() => Promise<ToastCode>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(fakeCode(shown));
    const toasts = createToasts(load);
    const listener = vi.fn();
    toasts.subscribe(listener);

    toasts.show({ kind: 'error', message: 'Network error.' });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(toasts.waitingCount()).toBe(1);
    expect(toasts.loaded()).toBeUndefined();

    toasts.retry();
    await toasts.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown.map((request) => request.message)).toEqual(['Network error.']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(toasts.loaded()).toBeDefined();
  });
});

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
});
