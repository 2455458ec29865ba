// The batch wizard's General step: its Bid floor CPM is a default for the lines that leave
// bid_floor_cpm empty, asked for only while some do (BATCH-DEFAULTS).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIX_ERRORS_LABEL } from '@/components/wizard';
import { linesNeedBidFloor } from '@/features/placements/batch-form';
import { CSV_COLUMNS } from '@/features/placements/import';
import { BATCH_POLL_MS } from '@/api/placements';
import { listPlacements } from '@/mocks/queries';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { captureRequests, fastPolling, pollUntilText, renderRoute, signInAs } from '../../utils';
import { csv, heading, line, next, stepReady, type User } from './batch-wizard-helpers';

const FLOOR = CSV_COLUMNS.indexOf('bid_floor_cpm');
const withFloor = (cells: string[], floor: string) =>
  cells.map((c, i) => (i === FLOOR ? floor : c));
const button = (name: string) => screen.getByRole('button', { name });

/** Upload, General left as it is, the screen image, then Launch. */
async function toLaunch(user: User, file: File) {
  expect(await heading('Upload')).toBeInTheDocument();
  await user.upload(screen.getByLabelText(/Placements CSV file/), file);
  expect(await screen.findByRole('list', { name: 'Import summary' })).toBeInTheDocument();
  await next(user);
  expect(await heading('General')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Bid floor CPM/ })).not.toBeRequired();
  await next(user);
  expect(await stepReady('Verification')).toBeInTheDocument();
  await user.type(
    screen.getByRole('textbox', { name: /^Image URL/ }),
    'https://cdn.example.com/screen.png',
  );
  await next(user);
  expect(await heading('Audience')).toBeInTheDocument();
  await next(user);
  expect(await heading('Launch')).toBeInTheDocument();
}

describe('the bulk import’s default bid floor', () => {
  it('is not asked for when every line gives its own, and is left out of the defaults', async () => {
    await signInAs('ssp');
    const calls = captureRequests();
    const { user, router } = renderRoute('/placements/create/batch');
    const file = csv([
      withFloor(line('Floor A', 'FLOOR-A'), '2.5'),
      withFloor(line('Floor B', 'FLOOR-B'), '4'),
    ]);
    await toLaunch(user, file);
    expect(screen.queryByRole('alert')).toBeNull();

    const { nextPoll } = fastPolling(BATCH_POLL_MS);
    await user.click(button('Import Placements'));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?job=/));
    const [body] = await calls.bodiesOf('/placements/batch');
    expect(body).toMatchObject({ defaults: { location: expect.any(Object) } });
    expect((body as { defaults: object }).defaults).not.toHaveProperty('bidFloorCpm');
    expect(await pollUntilText(nextPoll, 'The import is complete.')).toBeVisible();
    const created = listPlacements(ACCOUNT_IDS.northwind).filter((p) =>
      p.externalId.startsWith('FLOOR-'),
    );
    expect(created.map((p) => p.bidFloorCpm).sort()).toEqual([2.5, 4]);
  }, 30_000);

  it('is asked for on General while a line leaves its bid floor empty, and then given to it', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/placements/create/batch');
    const file = csv([withFloor(line('Own', 'FLOOR-C'), '2.5'), line('None', 'FLOOR-D')]);
    await toLaunch(user, file);

    // Nothing held the user back; Launch sends them to the step the problem belongs to.
    await user.click(button(FIX_ERRORS_LABEL));
    expect(await heading('General')).toBeInTheDocument();
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(linesNeedBidFloor(1));
    await user.type(screen.getByRole('textbox', { name: /^Bid floor CPM/ }), '3');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(button('Next')).toBeEnabled();
  }, 30_000);
});
