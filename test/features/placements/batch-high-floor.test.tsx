// Launch asks before importing lines with a bid floor CPM over $1,000 (issue 30 item 2, the CSV
// side of MONEY_BOUNDS.cpm.confirmAbove): the count and the first lines, `Go back` sends nothing,
// `Import anyway` sends the import.
// Requirements checked here: BATCH-HIGH-FLOOR.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureRequests, renderRoute, signInAs } from '../../utils';
import { csv, line, uploadAndFillDefaults } from './batch-wizard-helpers';

/** A line with coordinates and this bid floor CPM. */
const priced = (name: string, externalId: string, floor: string) => {
  const cells = line(name, externalId);
  cells[3] = floor;
  return cells;
};

describe('the bulk import wizard: high bid floors', () => {
  it('asks before importing lines with a bid floor CPM over $1,000, and imports only once confirmed', async () => {
    await signInAs('ssp');
    const calls = captureRequests();
    const { user, router } = renderRoute('/placements/create/batch');
    await uploadAndFillDefaults(
      user,
      csv([
        priced('Typo screen', 'HIGH-1', '5000'),
        priced('Normal screen', 'LOW-1', '5.00'),
        priced('Exactly a thousand', 'EDGE-1', '1000'),
        priced('Premium screen', 'HIGH-2', '1000.01'),
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Import Placements' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(
      '2 lines have a bid floor CPM over $1,000',
    );
    const listed = within(dialog).getByRole('list', {
      name: 'Lines with a bid floor CPM over $1,000',
    });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 2: Typo screen, $5000', 'Line 5: Premium screen, $1000.01']);

    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.requests.some((r) => r.path === '/placements/batch')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Import Placements' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Import anyway' }),
    );
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?job=/));
    const [body] = await calls.bodiesOf('/placements/batch');
    expect(body).toMatchObject({
      rows: [
        { line: '2', bid_floor_cpm: '5000' },
        { line: '3', bid_floor_cpm: '5.00' },
        { line: '4', bid_floor_cpm: '1000' },
        { line: '5', bid_floor_cpm: '1000.01' },
      ],
    });
  }, 30_000);
});
