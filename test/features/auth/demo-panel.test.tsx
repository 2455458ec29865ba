// The sign-in screen's demo panel (demo mode only; DEMO-PANEL, DEMO-RESET, AUTH-SWAP-CLEARED): the
// demo logins, the knobs in force, and Reset demo data, which restores the seed and so ends every
// demo session: no admin session may wait under the swap key after it (issue 20).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { onTestFinished, vi } from 'vitest';
import { loadDemoControls } from '@/lib/demo';
import { SWAP_KEY } from '@/lib/session/session';
import { setKnobs } from '@/mocks/knobs';
import { DEMO_RESET_TEXT, DemoPanel } from '@/features/auth/components/demo-panel';
import { demoControls } from '@/mocks/demo-controls';
import { DEMO_LOGINS, DEMO_PASSWORD, findToast } from '../../utils';

const adminSwap = JSON.stringify({
  admin: {
    token: 't-admin',
    user: { name: 'Avery Admin', email: 'admin@demo.test', account_id: 'acc_exchange' },
    roles: ['Admin'],
  },
  impersonated: '0badc0de',
});

/** The panel in demo mode (it loads the mock's controls only then), with its toasts. */
function renderInDemoMode() {
  vi.stubEnv('VITE_API_MOCKING', 'true');
  onTestFinished(() => void vi.unstubAllEnvs());
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <DemoPanel onPick={() => undefined} />
      <Toaster />
    </>,
  );
  return user;
}

describe('demo panel', () => {
  it('Reset demo data also removes the swap key', async () => {
    localStorage.setItem(SWAP_KEY, adminSwap);
    sessionStorage.setItem(SWAP_KEY, adminSwap);
    const user = renderInDemoMode();

    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    expect(await findToast('Demo data was reset.')).toBeVisible();
    expect(localStorage.getItem(SWAP_KEY)).toBeNull();
    expect(sessionStorage.getItem(SWAP_KEY)).toBeNull();
  });

  it('a reset the browser could not store is said, and keeps the swap key', async () => {
    vi.spyOn(demoControls, 'reset').mockRejectedValue(new Error('no room'));
    sessionStorage.setItem(SWAP_KEY, adminSwap);
    const user = renderInDemoMode();
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    expect(await findToast(DEMO_RESET_TEXT.failed)).toBeVisible();
    expect(screen.queryByText(DEMO_RESET_TEXT.done)).toBeNull();
    expect(sessionStorage.getItem(SWAP_KEY)).toBe(adminSwap);
  });

  // DEMO-PANEL
  it('in demo mode lists the demo logins with the shared password; a click picks one', async () => {
    vi.stubEnv('VITE_API_MOCKING', 'true');
    const onPick = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<DemoPanel onPick={onPick} />);

    const panel = await screen.findByRole('region', { name: 'Demo mode' });
    expect(within(panel).getByText(DEMO_PASSWORD, { selector: 'code' })).toBeVisible();
    for (const email of Object.values(DEMO_LOGINS)) {
      const name = new RegExp(`^${email.replaceAll('.', '\\.')}`);
      expect(within(panel).getByRole('button', { name })).toBeVisible();
    }
    // No knob is set: no knob line.
    expect(within(panel).queryByText(/^Knobs:/)).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: /^dsp@demo\.test/ }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith('dsp@demo.test', DEMO_PASSWORD);
  });

  // DEMO-PANEL
  it('in demo mode names the ?demo-* knobs in force', async () => {
    vi.stubEnv('VITE_API_MOCKING', 'true');
    setKnobs({ scale: 50, faultRate: 0.1, hostile: true });
    render(<DemoPanel onPick={() => undefined} />);
    const panel = await screen.findByRole('region', { name: 'Demo mode' });
    expect(within(panel).getByText('Knobs: scale 50, faults 0.1, hostile data')).toBeVisible();
  });

  // DEMO-PANEL
  it('outside demo mode shows no panel and loads no demo controls', async () => {
    vi.stubEnv('VITE_API_MOCKING', 'false');
    const { container } = render(<DemoPanel onPick={() => undefined} />);
    await expect(loadDemoControls()).resolves.toBeNull();
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: 'Demo mode' })).not.toBeInTheDocument();
  });
});
