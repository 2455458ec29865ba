// ROUTE-PART-FAILS: a part whose code fails to download shows its own error in place, with
// Retry and Cancel; the screen around it, and what was typed, stay. Retry downloads it anew.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import { LazyPart, PART_LOAD_FAILED } from '@/components/ui/lazy-part';
import { lazyComponent } from '@/lib/versions/lazy-component';

function screenWith(load: () => Promise<ComponentType>, onCancel = vi.fn()) {
  const part = lazyComponent(load);
  function Screen() {
    const [asking, setAsking] = useState(false);
    return (
      <>
        <label>
          Name <input />
        </label>
        <button type="button" onClick={() => setAsking(true)}>
          Save
        </button>
        {asking ? (
          <LazyPart
            part={part}
            onCancel={() => {
              onCancel();
              setAsking(false);
            }}
          >
            <part.Component />
          </LazyPart>
        ) : null}
      </>
    );
  }
  render(<Screen />);
  return { onCancel };
}

const Question = () => <p>Are you sure?</p>;
const failure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/q.js');

describe('LazyPart', () => {
  it('shows its own error in place when its code fails, and Retry loads it anew', async () => {
    const load = vi.fn().mockRejectedValueOnce(failure()).mockResolvedValue(Question);
    screenWith(load);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Lobby screen');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PART_LOAD_FAILED)).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Lobby screen');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Are you sure?')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Name')).toHaveValue('Lobby screen');
  });

  it('Cancel answers the question as cancelled and leaves the screen as it was', async () => {
    const { onCancel } = screenWith(() => Promise.reject(failure()));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Gate 4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(PART_LOAD_FAILED)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Gate 4');
  });

  it('takes the keyboard to its Retry, and Cancel gives the focus back to what opened it', async () => {
    screenWith(() => Promise.reject(failure()));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PART_LOAD_FAILED)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
  });
});
