// The bulk import wizard as a publisher uses it, against the mock API (the CSV engine runs on
// the test's thread: the test DOM has no Worker): the Upload gate, the defaults steps, Full DB Sync's
// counts and the confirmation naming the delete count, one POST /placements/batch, and the
// results panel polling the job to the end.
// Requirements checked here: BATCH-WIZ-STEPS, BATCH-FILE-KEPT, BATCH-SKIP, BATCH-LAUNCH,
// BATCH-SYNC-COUNTS, BATCH-SYNC-CONFIRM, BATCH-RESULTS-URL, BATCH-UPLOAD-ANOTHER.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPlacements } from '@/mocks/queries';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { BATCH_POLL_MS } from '@/api/placements';
import { PART_LOAD_FAILED } from '@/components/ui/lazy-part';
import {
  captureDownloads,
  captureRequests,
  errorToasts,
  fastPolling,
  pollUntilText,
  renderRoute,
  signInAs,
} from '../../utils';
import { loseReplies } from '../../lost-replies';
import { failPart } from '../../parts';
import { confirmDeletes, csv, heading, line, uploadAndFillDefaults } from './batch-wizard-helpers';

describe('the bulk import wizard', () => {
  it('shows the Full DB Sync counts, asks before deleting, then imports and shows the results', async () => {
    await signInAs('ssp');
    const existing = listPlacements(ACCOUNT_IDS.northwind);
    const kept = existing[0]?.externalId ?? '';
    const deletes = existing.filter((p) => p.externalId !== kept).length;
    const calls = captureRequests();
    const { user, router } = renderRoute('/placements/create/batch');
    await uploadAndFillDefaults(
      user,
      csv([line('Kept screen', kept), line('New screen', 'NEW-1')]),
    );

    expect(screen.getByText(/screens\.csv: 2 lines to import/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Full DB Sync/ }));
    const preview = await screen.findByLabelText('What the import will do');
    await waitFor(() =>
      expect(
        within(preview)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['1', '1', '0', String(deletes)]),
    );

    await user.click(screen.getByRole('button', { name: 'Import Placements' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`Delete ${deletes} placements?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.requests.some((r) => r.path === '/placements/batch')).toBe(false);

    // The results panel polls the job every second: run its polls without the wait.
    const { nextPoll } = fastPolling(BATCH_POLL_MS);
    await user.click(screen.getByRole('button', { name: 'Import Placements' }));
    await confirmDeletes(user, deletes);
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?job=/));
    const [body] = await calls.bodiesOf('/placements/batch');
    expect(body).toMatchObject({
      rows: [
        { line: '2', name: 'Kept screen', external_id: kept, venue_type: '10101' },
        { line: '3', name: 'New screen', external_id: 'NEW-1' },
      ],
      defaults: {
        bidFloorCpm: 3,
        location: { exampleSceneUrl: 'https://cdn.example.com/screen.png' },
      },
      fullSync: true,
      enableProgrammaticPartners: true,
    });

    expect(await pollUntilText(nextPoll, 'The import is complete.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download Updated CSV' })).toBeEnabled();
    expect(
      listPlacements(ACCOUNT_IDS.northwind)
        .map((p) => p.externalId)
        .sort(),
    ).toEqual([kept, 'NEW-1'].sort());
    await user.click(screen.getByRole('button', { name: 'Upload Another' }));
    expect(await heading('Upload')).toBeInTheDocument();
  }, 30_000);

  it('keeps the placement of a skipped line under Full DB Sync, and says so before', async () => {
    await signInAs('ssp');
    const existing = listPlacements(ACCOUNT_IDS.northwind);
    const [updated, skipped] = existing;
    const deletes = existing.length - 2;
    const calls = captureRequests();
    const { user } = renderRoute('/placements/create/batch');
    // The skipped line's own external ID is one of the account's: its placement stays.
    const badLine = line('Bad venue', skipped!.externalId);
    badLine[2] = 'lobby';
    await uploadAndFillDefaults(
      user,
      csv([line('Updated screen', updated!.externalId), badLine, line('New screen', 'NEW-1')]),
      'Skip the 1 line with issues',
    );

    expect(
      screen.getByText(/screens\.csv: 2 lines to import, 1 with issues left out/),
    ).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Full DB Sync/ }));
    const preview = await screen.findByLabelText('What the import will do');
    await waitFor(() =>
      expect(
        within(preview)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Created', 'Updated', 'Unchanged', 'Deleted', 'Kept (lines skipped)']),
    );
    expect(
      within(preview)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1', '1', '0', String(deletes), '1']);

    await user.click(screen.getByRole('button', { name: 'Import Placements' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`Delete ${deletes} placements?`);
    expect(dialog).toHaveTextContent(
      `This import creates 1 placement, updates 1 placement and deletes ${deletes} placements.`,
    );
    expect(dialog).toHaveTextContent('It keeps 1 placement as it is, because its line is skipped.');
    const { nextPoll } = fastPolling(BATCH_POLL_MS);
    await confirmDeletes(user, deletes);
    const [body] = await calls.bodiesOf('/placements/batch');
    expect(body).toMatchObject({ fullSync: true, skippedExternalIds: [skipped!.externalId] });
    expect((body as { rows: unknown[] }).rows).toHaveLength(2);

    expect(await pollUntilText(nextPoll, 'The import is complete.')).toBeVisible();
    const after = listPlacements(ACCOUNT_IDS.northwind);
    expect(after.map((p) => p.externalId).sort()).toEqual(
      [updated!.externalId, skipped!.externalId, 'NEW-1'].sort(),
    );
    expect(after.find((p) => p.id === skipped!.id)).toEqual(skipped);
  }, 30_000);

  it('asks before Cancel discards a checked file', async () => {
    await signInAs('ssp');
    const { user, router } = renderRoute('/placements/create/batch');
    expect(await heading('Upload')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(/Placements CSV file/),
      csv([line('Lobby screen', 'NW-LOBBY')]),
    );
    expect(await screen.findByRole('list', { name: 'Import summary' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(
      within(dialog).getByText(
        'These placements have not been imported. If you leave, the import is discarded.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('list', { name: 'Import summary' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/placements/create/batch');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/placements'));
  });

  it('leaves at once on Cancel when no file was chosen', async () => {
    await signInAs('ssp');
    const { user, router } = renderRoute('/placements/create/batch');
    expect(await heading('Upload')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/placements'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the server what became of a launch whose reply was lost, and goes on to the job it started (MANY-OUTCOME)', async () => {
    await signInAs('ssp');
    const lost = loseReplies('/placements/batch');
    const { user, router } = renderRoute('/placements/create/batch');
    await uploadAndFillDefaults(user, csv([line('New screen', 'LOST-1')]));
    await user.click(screen.getByRole('button', { name: 'Import Placements' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?job=/), { timeout: 4000 });
    // Found started: the file is not sent again, and one job runs.
    expect(lost.keys).toHaveLength(1);
    expect(errorToasts()).toEqual([]);
  });

  it('opens Launch before a file is chosen and says what is missing, not an empty file name', async () => {
    await signInAs('ssp');
    renderRoute('/placements/create/batch?step=launch');
    await screen.findByRole('heading', { name: 'File' });
    expect(screen.getByText('Upload a CSV file of placements to continue.')).toBeVisible();
    expect(screen.queryByText(/^: 0 lines/)).not.toBeInTheDocument();
  });

  // ROUTE-PART-FAILS, BATCH-FILE-KEPT: the results panel's code failed to download after the
  // launch; the screen and the parsed file stay, so Download Updated CSV still adds the keys.
  it('shows the results panel’s load error in its place, and Retry shows the results with the file kept', async () => {
    await signInAs('ssp');
    const calls = captureRequests();
    const saved = captureDownloads();
    const { user, router } = renderRoute('/placements/create/batch');
    await uploadAndFillDefaults(user, csv([line('New screen', 'NEW-1')]));
    const network = failPart('import results');
    const { nextPoll } = fastPolling(BATCH_POLL_MS);
    await user.click(screen.getByRole('button', { name: 'Import Placements' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?job=/));

    expect(await screen.findByText(PART_LOAD_FAILED)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Bulk Import' })).toBeVisible();
    expect(await calls.bodiesOf('/placements/batch')).toHaveLength(1);

    network.restore();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await pollUntilText(nextPoll, 'The import is complete.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download Updated CSV' }));
    expect(saved.map((file) => file.name)).toEqual(['screens-updated.csv']);
    expect(await calls.bodiesOf('/placements/batch')).toHaveLength(1);
  }, 30_000);
});
