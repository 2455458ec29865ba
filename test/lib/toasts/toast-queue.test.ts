import { describe, expect, it, vi } from 'vitest';
import { createToasts, type ToastCode, type ToastRequest } from '@/lib/toasts/toast-queue';

function fakeCode(shown: ToastRequest[]): ToastCode {
  return { showToast: (request) => shown.push(request), ToastViewport: () => null };
}

function deferred() {
  let resolve: (code: ToastCode) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<ToastCode>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const failedFetch = () => new TypeError('Failed to fetch dynamically imported module');

describe('createToasts', () => {
  it('keeps toasts asked for before the code is there and shows them once it loads', async () => {
    const shown: ToastRequest[] = [];
    const code = deferred();
    const load = vi.fn(() => code.promise);
    const toasts = createToasts(load, { durationMs: 5000 });

    toasts.show({ kind: 'error', message: 'Failed to load accounts.' });
    toasts.show({ kind: 'success', message: 'Saved.' });
    expect(shown).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(toasts.fallback()).toEqual([]);

    code.resolve(fakeCode(shown));
    await toasts.preload();
    expect(shown.map((request) => request.message)).toEqual(['Failed to load accounts.', 'Saved.']);
    expect(toasts.waiting()).toEqual([]);

    toasts.show({ kind: 'success', message: 'Again.' });
    expect(shown.at(-1)?.message).toBe('Again.');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps one waiting toast per id, the last asked for', () => {
    const toasts = createToasts(() => deferred().promise, { durationMs: 5000 });
    toasts.show({ kind: 'error', message: 'Network error.', id: 'net' });
    toasts.show({ kind: 'error', message: 'Network error, again.', id: 'net' });
    toasts.show({ kind: 'success', message: 'Saved.' });
    expect(toasts.waiting().map((request) => request.message)).toEqual([
      'Network error, again.',
      'Saved.',
    ]);
  });

  it('does not show a toast late once its time on screen has passed', async () => {
    const shown: ToastRequest[] = [];
    const code = deferred();
    let clock = 0;
    const toasts = createToasts(() => code.promise, { durationMs: 5000, now: () => clock });
    toasts.show({ kind: 'error', message: 'Stale.' });
    clock = 4000;
    toasts.show({ kind: 'error', message: 'Recent.' });
    clock = 6000;
    code.resolve(fakeCode(shown));
    await toasts.preload();
    expect(shown.map((request) => request.message)).toEqual(['Recent.']);
  });

  it('offers waiting toasts to the fallback when the code cannot be fetched, then retries', async () => {
    const shown: ToastRequest[] = [];
    const load = vi
      .fn<() => Promise<ToastCode>>()
      .mockRejectedValueOnce(failedFetch())
      .mockResolvedValue(fakeCode(shown));
    const toasts = createToasts(load, { durationMs: 5000 });
    const listener = vi.fn();
    toasts.subscribe(listener);

    toasts.show({ kind: 'error', message: 'Network error.' });
    await vi.waitFor(() => expect(toasts.fallback()).toHaveLength(1));
    expect(toasts.loaded()).toBeUndefined();

    toasts.dismiss(toasts.fallback()[0]?.key ?? -1);
    expect(toasts.fallback()).toEqual([]);
    toasts.show({ kind: 'error', message: 'Still offline.' });
    await toasts.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown.map((request) => request.message)).toEqual(['Still offline.']);
    expect(toasts.fallback()).toEqual([]);
    expect(toasts.loaded()).toBeDefined();
    expect(listener).toHaveBeenCalled();
  });

  it('retries on `online` only when something waits', async () => {
    const load = vi.fn<() => Promise<ToastCode>>().mockRejectedValue(failedFetch());
    const toasts = createToasts(load, { durationMs: 5000 });
    toasts.retry();
    expect(load).not.toHaveBeenCalled();
    toasts.show({ kind: 'error', message: 'Network error.' });
    await vi.waitFor(() => expect(toasts.fallback()).toHaveLength(1));
    toasts.retry();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
