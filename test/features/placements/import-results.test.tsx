// The batch import results panel against the mock API: a job seeded with POST /placements/batch,
// polled every second (fake timers move the clock), from Pending through Running to Complete.
// Requirements checked here: BATCH-JOB, BATCH-RESULTS, BATCH-UPLOAD-ANOTHER,
// BATCH-DOWNLOAD-UPDATED.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { BATCH_POLL_MS, importPlacements, placementKeys } from '@/api/placements';
import { ImportResultsPanel } from '@/features/placements/components/import-results/import-results-panel';
import { queryClient } from '@/lib/cache/query-client';
import { server } from '@/mocks/server';
import type { BatchImportRequest, BatchJob } from '@/types/api';
import { newUuid } from '@/lib/text/ids';
import { signInAs } from '../../utils';

function line(externalId: string, overrides: Record<string, string> = {}) {
  return {
    name: `Screen ${externalId}`,
    external_id: externalId,
    venue_type: '20301',
    latitude: '40.75',
    longitude: '-73.98',
    ...overrides,
  };
}

function batch(rows: BatchImportRequest['rows']): BatchImportRequest {
  return {
    rows,
    defaults: { bidFloorCpm: 3, location: { exampleSceneUrl: '/demo/scenes/retail.svg' } },
    fullSync: false,
    enableProgrammaticPartners: true,
  };
}

async function seedJob(rows: BatchImportRequest['rows']): Promise<string> {
  await signInAs('ssp');
  return (await importPlacements({ body: batch(rows), idempotencyKey: newUuid() })).jobId;
}

function renderPanel(jobId: string) {
  const onUploadAnother = vi.fn();
  const onDownloadUpdated = vi.fn<(results: BatchJob['results'], job: BatchJob) => void>();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <AppProvider>
      <MemoryRouter>
        <ImportResultsPanel
          jobId={jobId}
          onUploadAnother={onUploadAnother}
          onDownloadUpdated={onDownloadUpdated}
        />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user, onUploadAnother, onDownloadUpdated };
}

/** Let the next poll go out and its answer render. */
async function nextPoll() {
  await act(() => vi.advanceTimersByTimeAsync(BATCH_POLL_MS));
}

const statusBadge = () => screen.getByTestId('import-status');
const progress = () => screen.getByRole('progressbar', { name: 'Import progress' });
/** A count: the definition (<dd>) paired with the term (<dt>) reading `label`. */
function count(label: string) {
  const terms = screen.getAllByRole('term');
  const definitions = screen.getAllByRole('definition');
  expect(definitions).toHaveLength(terms.length);
  return definitions[terms.indexOf(screen.getByText(label, { selector: 'dt' }))];
}
const downloadButton = () => screen.getByRole('button', { name: 'Download Updated CSV' });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('ImportResultsPanel', () => {
  it('shows the job go from Pending through Running to Complete, with its counts', async () => {
    const jobId = await seedJob([line('R-1'), line('R-2'), line('R-3'), line('R-4')]);
    queryClient.setQueryData(placementKeys.list(), []);
    renderPanel(jobId);

    expect(screen.getByText('Loading the import…')).toBeInTheDocument();
    expect(await screen.findByText('Pending')).toBe(statusBadge());
    expect(progress()).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText('0 of 4 lines processed')).toBeInTheDocument();
    expect(downloadButton()).toBeDisabled();

    await nextPoll();
    expect(statusBadge()).toHaveTextContent('Running');
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('1 of 4 lines processed')).toBeInTheDocument();
    expect(screen.getByText('Import running.')).toBeInTheDocument();

    await nextPoll();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    await nextPoll();
    await nextPoll();
    expect(statusBadge()).toHaveTextContent('Complete');
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(count('Created')).toHaveTextContent('4');
    expect(count('Updated')).toHaveTextContent('0');
    expect(count('Unchanged')).toHaveTextContent('0');
    expect(count('Deleted')).toHaveTextContent('0');
    expect(count('Failed')).toHaveTextContent('0');
    expect(
      screen.getByText('Import complete: 4 created, 0 updated, 0 unchanged, 0 deleted, 0 failed.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByText('No line has failed.')).toBeInTheDocument();
    expect(downloadButton()).toBeEnabled();
    // The end of the job refreshes what the import changed.
    expect(queryClient.getQueryState(placementKeys.list())?.isInvalidated).toBe(true);
  });

  it('stops polling once the job has ended', async () => {
    const jobId = await seedJob([line('S-1')]);
    const polls: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('/placements/batch/')) polls.push(request.url);
    };
    server.events.on('request:start', listener);
    onTestFinished(() => void server.events.removeListener('request:start', listener));
    renderPanel(jobId);
    await screen.findByText('Pending');
    await nextPoll();
    expect(statusBadge()).toHaveTextContent('Complete');
    const seen = polls.length;
    await nextPoll();
    await nextPoll();
    expect(polls).toHaveLength(seen);
  });

  it('lists the server errors by line and passes the results to Download Updated CSV', async () => {
    const jobId = await seedJob([
      line('E-1'),
      { ...line('E-2', { name: '' }), line: '7' },
      line('E-3', { venue_type: '12' }),
      line('E-1'),
    ]);
    const { user, onDownloadUpdated, onUploadAnother } = renderPanel(jobId);
    await screen.findByText('Pending');
    for (let look = 0; look < 4; look += 1) await nextPoll();
    expect(statusBadge()).toHaveTextContent('Complete');
    expect(count('Created')).toHaveTextContent('1');
    expect(count('Failed')).toHaveTextContent('3');

    const table = screen.getByRole('table', { name: 'Lines with errors' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['7', 'Placement must have a name'],
      ['4', 'Placement must have a type'],
      ['5', 'External ID E-1 is already on line 2'],
    ]);

    await user.click(downloadButton());
    expect(onDownloadUpdated).toHaveBeenCalledTimes(1);
    const [results] = onDownloadUpdated.mock.calls[0]!;
    expect(results).toEqual([
      {
        line: 2,
        id: expect.any(String),
        placementKey: expect.stringMatching(/^pk_/),
        externalId: 'E-1',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Upload Another' }));
    expect(onUploadAnother).toHaveBeenCalledTimes(1);
  });

  it('shows a failed job, with Download Updated CSV off', async () => {
    const jobId = await seedJob([line('F-1', { name: '' })]);
    const { user, onUploadAnother } = renderPanel(jobId);
    await screen.findByText('Pending');
    await nextPoll();
    expect(statusBadge()).toHaveTextContent('Failed');
    expect(
      screen.getByText('The import failed. Fix the lines with errors and upload the file again.'),
    ).toBeInTheDocument();
    expect(downloadButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Upload Another' }));
    expect(onUploadAnother).toHaveBeenCalled();
  });

  it('shows an error with Retry when the job cannot be loaded', async () => {
    await signInAs('ssp');
    server.use(
      http.get('*/v1/placements/batch/:jobId', () =>
        HttpResponse.json({ error: { message: 'Batch service unavailable' } }, { status: 503 }),
      ),
    );
    const { user } = renderPanel('job_1');
    // The panel's own alert (with Retry), not the toast that may say the same words.
    await screen.findAllByText('Failed to load the import status.', {}, { timeout: 5000 });
    const panelError = screen
      .getAllByRole('alert')
      .find(
        (alert) =>
          within(alert).queryByText('Failed to load the import status.') &&
          within(alert).queryByRole('button', { name: 'Retry' }),
      )!;
    expect(within(panelError).getByText('Batch service unavailable')).toBeInTheDocument();
    expect(within(panelError).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await user.click(within(panelError).getByRole('button', { name: 'Retry' }));
    expect(
      (await screen.findAllByText('Failed to load the import status.')).length,
    ).toBeGreaterThan(0);
  });

  it('says an unknown job was not found, polls it no more and offers Upload Another (API-ID-SEGMENT)', async () => {
    await signInAs('ssp');
    let polls = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.includes('/placements/batch/')) polls += 1;
    };
    server.events.on('request:start', count);
    onTestFinished(() => void server.events.removeListener('request:start', count));
    const { user, onUploadAnother } = renderPanel('job_missing');
    expect(
      await screen.findByText(
        'This import was not found. Check the link, or upload the file again.',
      ),
    ).toBeInTheDocument();
    const seen = polls;
    expect(seen).toBe(1); // a 404 is not tried again
    await nextPoll();
    await nextPoll();
    expect(polls).toBe(seen);
    await user.click(screen.getByRole('button', { name: 'Upload Another' }));
    expect(onUploadAnother).toHaveBeenCalledTimes(1);
  });

  it("shows at most 300 characters of a server's per-line message (ERR-MESSAGE-CAP)", async () => {
    await signInAs('ssp');
    const long = `Line rejected: ${'the venue type is unknown; '.repeat(400)}`;
    const job: BatchJob = {
      status: 'Failed',
      total: 1,
      processed: 1,
      created: 0,
      updated: 0,
      unchanged: 0,
      deleted: 0,
      failed: 1,
      errors: [{ line: 2, message: long }],
      results: [],
    };
    server.use(http.get('*/v1/placements/batch/:jobId', () => HttpResponse.json(job)));
    renderPanel('job_1');
    const table = await screen.findByRole('table', { name: 'Lines with errors' });
    const shown = within(table).getByText(/^Line rejected:/).textContent ?? '';
    expect(shown).toHaveLength(300);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('stops polling and says so when the server answers something that is no job', async () => {
    await signInAs('ssp');
    let polls = 0;
    server.use(
      http.get('*/v1/placements/batch/:jobId', () => {
        polls += 1;
        return HttpResponse.json([{ id: 'plc_1', name: 'A placement' }]);
      }),
    );
    renderPanel('job_1');
    const alerts = await screen.findAllByText('The server did not answer with an import job.');
    expect(alerts.length).toBeGreaterThan(0);
    const seen = polls;
    await nextPoll();
    await nextPoll();
    expect(polls).toBe(seen);
  });

  it('keeps the last answer when a poll fails, and Retry resumes polling', async () => {
    const jobId = await seedJob([line('P-1'), line('P-2')]);
    const { user } = renderPanel(jobId);
    await screen.findByText('Pending');
    server.use(
      http.get('*/v1/placements/batch/:jobId', () =>
        HttpResponse.json({ error: { message: 'Batch service unavailable' } }, { status: 503 }),
      ),
    );
    await nextPoll();
    await nextPoll(); // the one retry of a server failure
    await nextPoll();
    expect(
      await screen.findByText('The import status could not be refreshed.'),
    ).toBeInTheDocument();
    expect(statusBadge()).toHaveTextContent('Pending');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Running')).toBe(statusBadge());
    expect(screen.queryByText('The import status could not be refreshed.')).not.toBeInTheDocument();
    await nextPoll();
    expect(statusBadge()).toHaveTextContent('Complete');
  });
});
