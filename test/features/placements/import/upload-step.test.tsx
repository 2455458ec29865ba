// Requirements checked here: BATCH-UPLOAD, BATCH-READY, BATCH-CSV-HEADERS, BATCH-CSV-ENCODING,
// BATCH-CSV-SIZE, BATCH-CSV-FILE-ISSUES, BATCH-REVIEW, BATCH-SKIP, BATCH-WORKER.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ImportRunnerContext,
  runImportInThread,
  uploadReadiness,
  type CsvImport,
  type RunImport,
} from '@/features/placements/import';
import { UploadStep } from '@/features/placements/components/import/upload-step';
import { CSV_COLUMNS } from '@/features/placements/import/columns';
import { templateCsv } from '@/features/placements/import/csv-write';
import { UPLOAD_TEXT } from '@/features/placements/import/messages';
import { captureDownloads, type SavedFile } from '../../../utils';
import { cellsOf, csvFile, HEADER } from './helpers';

function Harness({ runImport = runImportInThread }: { runImport?: RunImport }) {
  const [value, setValue] = useState<CsvImport | null>(null);
  const readiness = uploadReadiness(value);
  return (
    <ImportRunnerContext.Provider value={runImport}>
      <UploadStep value={value} onChange={setValue} />
      <p data-testid="readiness">
        {readiness.ready
          ? `ready: ${readiness.lines.map((line) => line.line).join(' ')}`
          : readiness.message}
      </p>
    </ImportRunnerContext.Provider>
  );
}

function setup(runImport?: RunImport) {
  const user = userEvent.setup();
  render(<Harness runImport={runImport} />);
  return { user, picker: () => screen.getByLabelText(/Placements CSV file/) };
}

const csv = (text: string, name = 'screens.csv') => new File([text], name, { type: 'text/csv' });
const readiness = () => screen.getByTestId('readiness');
const summary = () => screen.getByRole('list', { name: 'Import summary' });

/** The files the page saved. */
let saved: SavedFile[] = [];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => vi.restoreAllMocks());

const mixed = csvFile([
  cellsOf(1),
  cellsOf(2, { zip: '1234' }),
  cellsOf(3, { external_id: 'EXT-1', venue_type: 'lobby' }),
]);

describe('UploadStep', () => {
  it('explains the columns and downloads the template', async () => {
    const { user } = setup();
    const columns = screen.getByLabelText('CSV columns');
    expect(
      within(columns)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([...CSV_COLUMNS]);
    expect(within(columns).getAllByText('Required')).toHaveLength(3);
    expect(screen.getByText(/latitude and longitude/)).toBeVisible();
    expect(screen.getByText(/the bid floor CPM from General/)).toBeVisible();
    expect(screen.getByText('Sample line')).toBeVisible();
    expect(readiness()).toHaveTextContent('Upload a CSV file of placements to continue');

    await user.click(screen.getByRole('button', { name: 'Download template' }));
    expect(saved[0]?.name).toBe('placements-template.csv');
    // A UTF-8 byte order mark first, for spreadsheets (Blob.text() reads past it).
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await saved[0]!.blob.text()).toBe(templateCsv());
  });

  it('lists each bad line’s issues, jumps to the cell, and checks a fix at once', async () => {
    const { user, picker } = setup();
    await user.upload(picker(), csv(mixed));
    await waitFor(() => expect(summary()).toHaveTextContent('3 lines'));
    expect(summary()).toHaveTextContent('1 valid');
    expect(summary()).toHaveTextContent('2 with issues');

    // Only the lines with issues, each with its line number, column and message.
    const grid = await screen.findByRole('table', { name: 'Placement lines' });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['3', '4']);
    expect(
      within(rows[0]!).getByRole('button', { name: 'zip: Zip code must be 5 digits' }),
    ).toBeVisible();
    expect(
      within(rows[1]!).getByRole('button', {
        name: 'external_id: External ID EXT-1 is already on line 2',
      }),
    ).toBeVisible();
    expect(
      within(rows[1]!).getByRole('button', {
        name: 'venue_type: Venue type lobby is not an OpenOOH venue type ID (e.g. 10101)',
      }),
    ).toBeVisible();
    expect(readiness()).toHaveTextContent('Fix the 2 lines with issues, or choose to skip them');

    // The issue puts the focus in its cell; the fix is checked as it is typed.
    await user.click(within(rows[0]!).getByRole('button', { name: /^zip:/ }));
    const zip = screen.getByRole('textbox', { name: 'zip, line 3' });
    expect(zip).toHaveFocus();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('zip: Zip code must be 5 digits');
    await user.clear(zip);
    await user.type(zip, '10001');
    expect(zip).not.toHaveAttribute('aria-invalid');
    expect(within(rows[0]!).getByText('No issues')).toBeVisible();
    expect(summary()).toHaveTextContent('2 valid');
    expect(summary()).toHaveTextContent('1 with issues');

    // A repeated external ID is checked again across the file.
    const id = screen.getByRole('textbox', { name: 'external_id, line 4' });
    await user.clear(id);
    await user.type(id, 'EXT-3');
    expect(
      within(rows[1]!).queryByRole('button', { name: /^external_id:/ }),
    ).not.toBeInTheDocument();
    const venue = screen.getByRole('textbox', { name: 'venue_type, line 4' });
    await user.clear(venue);
    await user.type(venue, '10101');
    expect(summary()).toHaveTextContent('0 with issues');
    expect(readiness()).toHaveTextContent('ready: 2 3 4');

    // The corrected file holds the fixes.
    await user.click(screen.getByRole('button', { name: 'Download corrected CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('screens-corrected.csv');
    const corrected = await saved[0]!.blob.text();
    expect(corrected).toContain('Screen 2,EXT-2,701,4.50,1500 Broadway,Lobby,New York,NY,10001,');
    expect(corrected).toContain('Screen 3,EXT-3,10101,');
  });

  it('continues with the valid lines once the user chooses to skip the others', async () => {
    const { user, picker } = setup();
    await user.upload(picker(), csv(mixed));
    const skip = await screen.findByRole('checkbox', { name: 'Skip the 2 lines with issues' });
    expect(readiness()).not.toHaveTextContent('ready');
    await user.click(skip);
    expect(readiness()).toHaveTextContent('ready: 2');
    expect(screen.getByRole('status')).toHaveTextContent('Ready to continue with 1 line.');

    // Every line, not only the ones with issues.
    await user.click(screen.getByRole('checkbox', { name: 'Only lines with issues' }));
    const grid = await screen.findByRole('table', { name: 'Placement lines' });
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
  });

  it('asks for the columns it could not recognise, then checks the file with them', async () => {
    const { user, picker } = setup();
    await user.upload(
      picker(),
      csv('Screen,Code,Venue,Lat,Lng\nLobby,L-1,701,40.7,-73.9\n', 'odd.csv'),
    );
    const name = await screen.findByRole('combobox', { name: /^name/ });
    const externalId = screen.getByRole('combobox', { name: /^external_id/ });
    expect(
      within(name)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not in the file', 'Screen', 'Code', 'Venue', 'Lat', 'Lng']);
    await user.click(screen.getByRole('button', { name: 'Check the File' }));
    expect(screen.getByText('Pick the file’s column for name')).toBeVisible();
    await user.selectOptions(name, 'Screen');
    await user.selectOptions(externalId, 'Code');
    await user.click(screen.getByRole('button', { name: 'Check the File' }));
    await waitFor(() => expect(summary()).toHaveTextContent('1 line'));
    expect(summary()).toHaveTextContent('1 valid');
    expect(readiness()).toHaveTextContent('ready: 2');
  });

  it('lets a file leave out the location columns: its lines take the default location', async () => {
    const { user, picker } = setup();
    await user.upload(picker(), csv('name,external_id,venue_type\nLobby,L-1,701\n'));
    expect(await screen.findByText(UPLOAD_TEXT.mappingLocation)).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^latitude/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Check the File' }));
    await waitFor(() => expect(summary()).toHaveTextContent('1 valid'));
    expect(readiness()).toHaveTextContent('ready: 2');
  });

  it('refuses a file without a header row, and a file that is not a CSV', async () => {
    const { user, picker } = setup();
    await user.upload(picker(), csv('Lobby,L-1,701,,,,,,,40.7,-73.9\n', 'data.csv'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('data.csv cannot be imported');
    expect(alert).toHaveTextContent('Line 1: The first line must be the header row');
    expect(readiness()).toHaveTextContent('The first line must be the header row');

    fireEvent.drop(screen.getByTestId('csv-drop-zone'), {
      dataTransfer: {
        files: [new File(['x'], 'photo.png', { type: 'image/png' })],
        types: ['Files'],
      },
    });
    expect(
      await screen.findByText('photo.png is not a CSV file: choose a .csv file'),
    ).toBeVisible();
  });

  it('refuses a file over 50 MB before reading it, naming the limit', async () => {
    const runs: string[] = [];
    const recording: RunImport = (request, onEvent) => {
      runs.push((request.file as File).name);
      return runImportInThread(request, onEvent);
    };
    const { user, picker } = setup(recording);
    const huge = csv(csvFile([cellsOf(1)]), 'everything.csv');
    // The size a 60 MB file reports, without making one.
    Object.defineProperty(huge, 'size', { value: 60 * 1024 * 1024 });
    await user.upload(picker(), huge);
    expect(
      await screen.findByText(
        'everything.csv is over 50 MB, the most a placements file may be: split it into smaller files (100,000 lines, the most one import takes, are about 7 MB)',
      ),
    ).toBeVisible();
    expect(runs).toEqual([]);
    expect(readiness()).toHaveTextContent('Upload a CSV file of placements to continue');

    // A file of the limit exactly is read.
    const largest = csv(csvFile([cellsOf(1)]), 'largest.csv');
    Object.defineProperty(largest, 'size', { value: 50 * 1024 * 1024 });
    await user.upload(picker(), largest);
    await waitFor(() => expect(summary()).toHaveTextContent('1 line'));
    expect(runs).toEqual(['largest.csv']);
  });

  it('reads a file that is not UTF-8 as Windows-1252 and says so', async () => {
    const { user, picker } = setup();
    const text = csvFile([cellsOf(1, { name: 'Café “Nord” – O’Hare', city: 'Zürich' })]);
    const high: Record<string, number> = { '“': 0x93, '”': 0x94, '–': 0x96, '’': 0x92 };
    const bytes = Uint8Array.from([...text], (char) => high[char] ?? char.charCodeAt(0));
    await user.upload(picker(), new File([bytes], 'excel.csv', { type: 'text/csv' }));
    await waitFor(() => expect(summary()).toHaveTextContent('1 valid'));
    expect(
      screen.getByText(
        'This file is not UTF-8, so it was read as Windows-1252 (what Excel saves as “CSV”). Check that accented names read right, or save the file as “CSV UTF-8” and choose it again.',
      ),
    ).toBeVisible();
    // The lines' table renders after the summary (a task later on a busy machine).
    expect(await screen.findByRole('textbox', { name: 'name, line 2' })).toHaveValue(
      'Café “Nord” – O’Hare',
    );
    expect(screen.getByRole('textbox', { name: 'city, line 2' })).toHaveValue('Zürich');

    // A UTF-8 file says nothing of the kind.
    await user.upload(picker(), csv(text));
    await waitFor(() => expect(summary()).toHaveTextContent('1 valid'));
    expect(screen.queryByText(/read as Windows-1252/)).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'name, line 2' })).toHaveValue(
      'Café “Nord” – O’Hare',
    );
  });

  it('takes a dropped file', async () => {
    setup();
    fireEvent.drop(screen.getByTestId('csv-drop-zone'), {
      dataTransfer: { files: [csv(csvFile([cellsOf(1)]))], types: ['Files'] },
    });
    await waitFor(() => expect(summary()).toHaveTextContent('1 line'));
    expect(readiness()).toHaveTextContent('ready: 2');
  });

  it('shows the progress and cancels the check', async () => {
    const cancel = vi.fn();
    let report: Parameters<RunImport>[1] = () => {};
    const held: RunImport = (_request, onEvent) => {
      report = onEvent;
      return { cancel };
    };
    const { user, picker } = setup(held);
    await user.upload(picker(), csv(`${HEADER}\n`, 'big.csv'));
    const bar = screen.getByRole('progressbar', { name: 'Checking big.csv…' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    report({ type: 'progress', fraction: 0.4 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledOnce();
    expect(screen.getByText('The file check was cancelled.')).toBeVisible();
    expect(screen.getByLabelText(/Placements CSV file/)).toBeEnabled();
  });

  it('renders only the rows in view for a long list of lines with issues', async () => {
    // jsdom lays nothing out: give the scroll area the height a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
    const { user, picker } = setup();
    const rows = Array.from({ length: 600 }, (_, i) => cellsOf(i, { zip: 'x' }));
    await user.upload(picker(), csv(csvFile(rows)));
    await waitFor(() => expect(summary()).toHaveTextContent('600 with issues'), { timeout: 8000 });
    const grid = await screen.findByRole('table', { name: 'Placement lines' });
    expect(grid).toHaveAttribute('aria-rowcount', '601');
    const rendered = within(grid).getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
  });
});
