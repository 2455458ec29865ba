// The sign-in screen's demo panel (demo mode only; DEMO-RESET, AUTH-SWAP-CLEARED): Reset demo data
// restores the seed, which ends every demo session, so no admin session may wait under the swap key
// after it (issue 20).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { onTestFinished, vi } from 'vitest';
import { SWAP_KEY } from '@/lib/session';
import { DemoPanel } from '@/features/auth/components/demo-panel';
import { findToast } from '../../utils';

const adminSwap = JSON.stringify({
  admin: {
    token: 't-admin',
    user: { name: 'Avery Admin', email: 'admin@demo.test', account_id: 'acc_exchange' },
    roles: ['Admin'],
  },
  impersonated: '0badc0de',
});

describe('demo panel', () => {
  it('Reset demo data also removes the swap key', async () => {
    // The panel loads the mock's controls only in demo mode.
    vi.stubEnv('VITE_API_MOCKING', 'true');
    onTestFinished(() => void vi.unstubAllEnvs());
    localStorage.setItem(SWAP_KEY, adminSwap);
    sessionStorage.setItem(SWAP_KEY, adminSwap);
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <DemoPanel onPick={() => undefined} />
        <Toaster />
      </>,
    );

    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    expect(await findToast('Demo data was reset.')).toBeVisible();
    expect(localStorage.getItem(SWAP_KEY)).toBeNull();
    expect(sessionStorage.getItem(SWAP_KEY)).toBeNull();
  });
});
