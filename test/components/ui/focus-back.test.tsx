// A control disabled while its request runs loses the focus (a browser blurs a disabled
// element, and a dialog opened meanwhile cannot give it back): once enabled it takes the focus
// back, unless the user has put it somewhere else since (useFocusBackWhenEnabled).
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Toggle } from '@/components/ui/toggle';

function SaveHarness() {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button loading={busy} onClick={() => setBusy(true)}>
        Save
      </Button>
      <input aria-label="Other field" />
      <div tabIndex={-1} role="dialog" aria-label="Question" />
      <button type="button" onClick={() => setBusy(false)} data-testid="done" tabIndex={-1} />
    </>
  );
}

/**
 * The focus leaves the disabled control, as a dialog opened over it takes it, and falls to the
 * page as the dialog goes (its hand-back to a disabled control does nothing).
 */
function focusLeavesThenFalls() {
  const dialog = screen.getByRole('dialog', { name: 'Question' });
  act(() => dialog.focus());
  act(() => dialog.blur());
}

describe('a control disabled while its request runs', () => {
  it('takes the focus back when enabled again, after losing it while disabled', async () => {
    const user = userEvent.setup();
    render(<SaveHarness />);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(save).toBeDisabled();
    focusLeavesThenFalls();
    expect(document.body).toHaveFocus();
    fireEvent.click(screen.getByTestId('done'));
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();
  });

  it('leaves the focus where the user put it meanwhile', async () => {
    const user = userEvent.setup();
    render(<SaveHarness />);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    focusLeavesThenFalls();
    const other = screen.getByLabelText('Other field');
    act(() => other.focus());
    fireEvent.click(screen.getByTestId('done'));
    expect(other).toHaveFocus();
  });

  it('does not take the focus when it lost it while enabled', () => {
    render(<SaveHarness />);
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    focusLeavesThenFalls();
    fireEvent.click(save);
    fireEvent.click(screen.getByTestId('done'));
    expect(document.body).toHaveFocus();
  });

  it('a switch flipped by the keyboard is focused again once its request is over', async () => {
    const user = userEvent.setup();
    function SwitchHarness() {
      const [on, setOn] = useState(false);
      const [busy, setBusy] = useState(false);
      return (
        <>
          <Toggle
            checked={on}
            label="Active: Acme"
            disabled={busy}
            onChange={(next) => {
              setOn(next);
              setBusy(true);
            }}
          />
          <button type="button" onClick={() => setBusy(false)} data-testid="done" tabIndex={-1} />
          <div tabIndex={-1} role="dialog" aria-label="Question" />
        </>
      );
    }
    render(<SwitchHarness />);
    await user.tab();
    const active = screen.getByRole('switch', { name: 'Active: Acme' });
    expect(active).toHaveFocus();
    await user.keyboard(' ');
    expect(active).toBeDisabled();
    focusLeavesThenFalls();
    fireEvent.click(screen.getByTestId('done'));
    expect(active).toHaveFocus();
    expect(active).toBeChecked();
  });
});

describe('a control in a dialog disabled while its request runs', () => {
  it('leaves the focus on the dialog meanwhile, never on the page, and takes it back when enabled', async () => {
    const user = userEvent.setup();
    function DialogHarness() {
      const [busy, setBusy] = useState(false);
      return (
        <>
          <div role="dialog" aria-label="Reject creative" tabIndex={-1}>
            <Button loading={busy} onClick={() => setBusy(true)}>
              Reject
            </Button>
          </div>
          <button type="button" onClick={() => setBusy(false)} data-testid="done" tabIndex={-1} />
        </>
      );
    }
    render(<DialogHarness />);
    const reject = screen.getByRole('button', { name: 'Reject' });
    await user.click(reject);
    expect(reject).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'Reject creative' })).toHaveFocus();
    fireEvent.click(screen.getByTestId('done'));
    expect(reject).toHaveFocus();
  });
});
