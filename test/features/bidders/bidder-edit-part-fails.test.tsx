// ROUTE-PART-FAILS: the conflict view's code cannot be downloaded (its download fails here, as a
// dropped network or a deploy makes it fail): the bidder edit stays on screen with what was
// typed, says the part could not be loaded, and Cancel sends nothing.
import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { PART_LOAD_FAILED } from '@/components/ui/lazy-part';
import { chunkLoader, forgetLoadedParts } from '@/lib/versions/lazy-component';
import { getDb } from '@/mocks/db';
import { fieldLabel as label, findToast, renderRoute, signInAs } from '../../utils';
import { captureRequests, prepareBidderScreens } from './helpers';

/** The conflict view's download fails, as a dropped network makes it fail; other parts load. */
function failConflictView() {
  // A page that has not downloaded it yet (another test file of this worker may have).
  forgetLoadedParts();
  const real = chunkLoader.load.bind(chunkLoader);
  vi.spyOn(chunkLoader, 'load').mockImplementation((load, part) =>
    part === 'conflict view'
      ? Promise.reject(
          new TypeError(
            'Failed to fetch dynamically imported module: http://localhost:3000/assets/conflict-dialog.js',
          ),
        )
      : real(load, part),
  );
  onTestFinished(() => void vi.restoreAllMocks());
}

prepareBidderScreens();

const field = (name: string) =>
  screen.getByLabelText(label(name), { selector: 'input, textarea, select' });

describe('bidder edit: the conflict view fails to load', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('keeps the typed bidder on screen, says so, Cancel sends nothing, and Retry saves it once the network is back', async () => {
    failConflictView();
    const capture = captureRequests();
    const { user } = renderRoute('/bidders/bid_openrtb/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' });
    const bidder = getDb().bidders.find((candidate) => candidate.id === 'bid_openrtb')!;
    bidder.budgets = { ...bidder.budgets, spendDaily: 9000 };
    await user.clear(field('Daily Budget ($)'));
    await user.type(field('Daily Budget ($)'), '12000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(PART_LOAD_FAILED, {}, { timeout: 5000 })).toBeVisible();
    const alerts = screen.getAllByRole('alert');
    expect(alerts.some((alert) => within(alert).queryByText(PART_LOAD_FAILED))).toBe(true);
    // The form is still there, as typed.
    expect(screen.getByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' })).toBeVisible();
    expect(field('Daily Budget ($)')).toHaveValue(12000);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(PART_LOAD_FAILED)).not.toBeInTheDocument());
    expect(field('Daily Budget ($)')).toHaveValue(12000);
    expect(await capture.bodiesOf('/bidders/bid_openrtb/update')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    // The network is back: Retry downloads the conflict view, and the typed value is saved.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(PART_LOAD_FAILED, {}, { timeout: 5000 })).toBeVisible();
    vi.restoreAllMocks();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this bidder' });
    await user.click(within(dialog).getByRole('radio', { name: 'Keep mine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save with my choices' }));
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    const [body] = (await capture.bodiesOf('/bidders/bid_openrtb/update')) as {
      budgets: { spendDaily: number };
    }[];
    expect(body?.budgets.spendDaily).toBe(12000);
  }, 20_000);
});
