// The Upload step with spreadsheets as people save them (issue 30 item 3): it says how it read a
// semicolon file and Excel's "Unicode Text" (UTF-16, tabs), names repeated columns, and a line
// with swapped coordinates is fixed in place.
// Requirements checked here: BATCH-CSV-DELIMITER, BATCH-CSV-UTF16, BATCH-CSV-REPEATED-HEADERS,
// BATCH-LINE-COORDINATES.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ImportRunnerContext,
  runImportInThread,
  uploadReadiness,
  type CsvImport,
} from '@/features/placements/import';
import { UploadStep } from '@/features/placements/components/import/upload-step';
import { CSV_COLUMNS } from '@/features/placements/import/columns';
import { cellsOf, csvFile, utf16 } from './helpers';

function Harness() {
  const [value, setValue] = useState<CsvImport | null>(null);
  const readiness = uploadReadiness(value);
  return (
    <ImportRunnerContext.Provider value={runImportInThread}>
      <UploadStep value={value} onChange={setValue} />
      <p data-testid="readiness">
        {readiness.ready
          ? `ready: ${readiness.lines.map((line) => line.line).join(' ')}`
          : readiness.message}
      </p>
    </ImportRunnerContext.Provider>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<Harness />);
  return { user, picker: () => screen.getByLabelText(/Placements CSV file/) };
}

const summary = () => screen.getByRole('list', { name: 'Import summary' });
const readiness = () => screen.getByTestId('readiness');

/** The lines as a spreadsheet saves them with this delimiter (no value needs quotes here). */
function sheet(delimiter: string, lines: readonly Record<string, string>[]): string {
  const rows = [CSV_COLUMNS, ...lines.map((cells) => CSV_COLUMNS.map((c) => cells[c] ?? ''))];
  return rows.map((cells) => cells.join(delimiter)).join('\r\n') + '\r\n';
}

describe('UploadStep: spreadsheets as people save them', () => {
  it('reads a semicolon CSV and a UTF-16 “Unicode Text” file, and says how it read each', async () => {
    const { user, picker } = setup();
    const europe = sheet(';', [cellsOf(1, { bid_floor_cpm: '4.50' }), cellsOf(2)]);
    await user.upload(picker(), new File([europe], 'europe.csv', { type: 'text/csv' }));
    await waitFor(() => expect(summary()).toHaveTextContent('2 valid'));
    expect(within(summary()).getByText('Read as UTF-8 text, semicolon-separated')).toBeVisible();
    expect(readiness()).toHaveTextContent('ready: 2 3');

    const unicode = utf16(sheet('\t', [cellsOf(1, { name: 'Café “Nord”' })]));
    await user.upload(picker(), new File([unicode], 'unicode.csv', { type: 'text/csv' }));
    await waitFor(() =>
      expect(within(summary()).getByText('Read as UTF-16 text, tab-separated')).toBeVisible(),
    );
    expect(summary()).toHaveTextContent('1 valid');
    expect(await screen.findByRole('textbox', { name: 'name, line 2' })).toHaveValue('Café “Nord”');
  });

  it('names the repeated columns, the one it read and the one it ignored', async () => {
    const { user, picker } = setup();
    const text = `${CSV_COLUMNS.join(',')},lat\r\n${CSV_COLUMNS.map((c) => cellsOf(1)[c]).join(',')},1\r\n`;
    await user.upload(picker(), new File([text], 'twice.csv', { type: 'text/csv' }));
    await waitFor(() => expect(summary()).toHaveTextContent('1 valid'));
    const notes = screen.getByRole('list', { name: 'Repeated columns' });
    expect(notes).toHaveTextContent(
      'Columns “latitude” (column 10) and “lat” (column 12) both hold latitude: only “latitude” (column 10) was read, the other was ignored.',
    );
  });

  it('flags a line with swapped latitude and longitude, and takes the fix made in place', async () => {
    const { user, picker } = setup();
    const text = csvFile([cellsOf(1), cellsOf(2, { latitude: '-73.9855', longitude: '40.7580' })]);
    await user.upload(picker(), new File([text], 'swapped.csv', { type: 'text/csv' }));
    await waitFor(() => expect(summary()).toHaveTextContent('1 with issues'));
    const grid = await screen.findByRole('table', { name: 'Placement lines' });
    const row = within(grid).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('3');
    expect(
      within(row).getByRole('button', {
        name: 'latitude: Latitude and longitude look swapped: -73.9855, 40.7580 is not in New York, but 40.7580, -73.9855 is',
      }),
    ).toBeVisible();
    expect(readiness()).toHaveTextContent('Fix the 1 line with issues, or choose to skip it');

    const latitude = screen.getByRole('textbox', { name: 'latitude, line 3' });
    const longitude = screen.getByRole('textbox', { name: 'longitude, line 3' });
    await user.clear(latitude);
    await user.type(latitude, '40.7580');
    // Half fixed: 40.7580, 40.7580 is in neither order in New York.
    expect(
      within(row).getByRole('button', {
        name: /^latitude: Lat\/Lng 40.7580, 40.7580 is outside New York/,
      }),
    ).toBeVisible();
    await user.clear(longitude);
    await user.type(longitude, '-73.9855');
    expect(within(row).getByText('No issues')).toBeVisible();
    expect(summary()).toHaveTextContent('0 with issues');
    expect(readiness()).toHaveTextContent('ready: 2 3');
  });
});
