// ROUTE-SLOW (7500 ms, Retry) and ROUTE-SCREEN-ERROR.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyScreen, SLOW_LOAD_MESSAGE, SLOW_LOAD_MS } from '@/app/lazy-screen';
import type { ScreenLoader } from '@/config/screen-routes';

describe('LazyScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('says the screen is slow after 7.5 s and retries the load', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const load: ScreenLoader = () => {
      calls += 1;
      return calls === 1
        ? new Promise(() => {})
        : Promise.resolve({ default: () => <p>Loaded screen</p> });
    };
    render(<LazyScreen load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => vi.advanceTimersByTime(SLOW_LOAD_MS - 100));
    expect(screen.queryByText(SLOW_LOAD_MESSAGE)).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('This is taking longer than expected')).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded screen')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows an error with Retry when the chunk fails to load', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const load: ScreenLoader = () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('Chunk failed'))
        : Promise.resolve({ default: () => <p>Second try</p> });
    };
    render(<LazyScreen load={load} />);
    expect(await screen.findByText('This screen could not be shown.')).toBeInTheDocument();
    expect(screen.getByText('Chunk failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Second try')).toBeInTheDocument();
    spy.mockRestore();
  });
});
