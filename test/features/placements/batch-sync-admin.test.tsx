// BATCH-SYNC-COUNTS for an Admin who publishes (multi@): an Admin's placements list holds every
// account's, but a bulk import acts on the caller's own account. Full DB Sync counts and offers
// to delete the caller's placements only; before, it offered every publisher's (330), and the
// server refused the import each time (409).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '../../utils';
import { csv, line, uploadAndFillDefaults } from './batch-wizard-helpers';

const figures = (preview: HTMLElement) =>
  Object.fromEntries(
    within(preview)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('Full DB Sync by an Admin', () => {
  it('compares the file with the Admin’s own account: nobody else’s placement is counted for deletion', async () => {
    await signInAs('multi');
    const { user } = renderRoute('/placements/create/batch');
    await uploadAndFillDefaults(user, csv([line('Exchange lobby', 'EX-0001')]));
    await user.click(screen.getByRole('checkbox', { name: /Full DB Sync/ }));
    const preview = await screen.findByLabelText('What the import will do');
    await waitFor(() => expect(figures(preview)).toMatchObject({ Created: '1', Deleted: '0' }));
  }, 30_000);
});
