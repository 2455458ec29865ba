// The bulk import wizard's Verification step as a publisher uses it, against the mock API: every
// location field and the screen image, all of them defaults (optional, checked when filled), and
// lines with neither coordinates nor an address taking the default address once imported.
// Requirements checked here: PLC-SCENE-UPLOAD, BATCH-DEFAULT-LOCATION.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIX_ERRORS_LABEL } from '@/components/wizard';
import { linesNeedLocation } from '@/features/placements/batch-form';
import { PLACEMENT_MESSAGES as M } from '@/features/placements/placement-schema';
import { BATCH_VERIFICATION_NOTE } from '@/features/placements/components/steps/verification-step';
import { CSV_COLUMNS } from '@/features/placements/import';
import { listPlacements } from '@/mocks/queries';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { BATCH_POLL_MS } from '@/api/placements';
import { captureRequests, fastPolling, pollUntilText, renderRoute, signInAs } from '../../utils';

type User = ReturnType<typeof renderRoute>['user'];

const IMAGE = 'https://cdn.example.com/screen.png';
const LOCATION_FIELDS = [
  'Address line 1',
  'Address line 2',
  'City',
  'State',
  'Zip code',
  'Latitude',
  'Longitude',
];
const REQUIRED_MESSAGES = [
  M.line1Required,
  M.cityRequired,
  M.stateRequired,
  M.zipRequired,
  M.latLngRequired,
];

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const button = (name: string) => screen.getByRole('button', { name });
const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, select' });

/** A file of lines with name, external_id and venue_type only, or with coordinates too. */
function csv(ids: string[], coordinates = false): File {
  const lines = ids.map((id) =>
    CSV_COLUMNS.map((column) => {
      if (column === 'name') return `Screen ${id}`;
      if (column === 'external_id') return id;
      if (column === 'venue_type') return '10101';
      if (coordinates && column === 'latitude') return '40.75';
      if (coordinates && column === 'longitude') return '-73.98';
      return '';
    }).join(','),
  );
  const text = [CSV_COLUMNS.join(','), ...lines].join('\r\n');
  return new File([text], 'screens.csv', { type: 'text/csv' });
}

/** Upload the file, then General's bid floor, and open Verification. */
async function toVerification(user: User, file: File) {
  expect(await heading('Upload')).toBeInTheDocument();
  await user.upload(screen.getByLabelText(/Placements CSV file/), file);
  expect(await screen.findByRole('list', { name: 'Import summary' })).toBeInTheDocument();
  await user.click(button('Next'));
  expect(await heading('General')).toBeInTheDocument();
  await user.type(control('Bid floor CPM'), '3');
  await user.click(button('Next'));
  expect(await heading('Verification')).toBeInTheDocument();
}

describe('the bulk import wizard’s Verification step', () => {
  it('shows every location field and the screen image as optional defaults, checked when filled', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/placements/create/batch');
    await toVerification(user, csv(['V-1'], true));

    expect(screen.getByText(BATCH_VERIFICATION_NOTE)).toBeVisible();
    for (const label of LOCATION_FIELDS) expect(control(label)).not.toBeRequired();
    expect(control('State')).toHaveRole('combobox');
    expect(screen.queryByRole('radiogroup', { name: /Screen location/ })).not.toBeInTheDocument();
    expect(button('Upload screen image')).toBeEnabled();
    expect(control('Image URL')).toBeRequired();

    // Left empty, and opened again: no location field asks for a value.
    await user.type(control('Image URL'), IMAGE);
    await user.click(button('Next'));
    expect(await heading('Audience')).toBeInTheDocument();
    await user.click(button('Back'));
    expect(await heading('Verification')).toBeInTheDocument();
    for (const message of REQUIRED_MESSAGES) expect(screen.queryByText(message)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    // A filled default is checked: the range, and Lat/Lng as a pair.
    await user.type(control('Latitude'), '95');
    await user.tab();
    expect(await screen.findByText(M.latitude)).toBeVisible();
    expect(screen.getByText(M.latLngRequired)).toBeVisible();
    await user.clear(control('Latitude'));
    await user.tab();
    await waitFor(() => expect(screen.queryByText(M.latitude)).toBeNull());
    expect(screen.queryByText(M.latLngRequired)).toBeNull();
  });

  it('gives lines with neither coordinates nor an address the default address, asked for at Launch', async () => {
    await signInAs('ssp');
    const calls = captureRequests();
    const { user, router } = renderRoute('/placements/create/batch');
    await toVerification(user, csv(['NOLOC-1', 'NOLOC-2']));
    // The lines had no issue of their own on the Upload step.
    expect(screen.getByRole('link', { name: /^1\. Upload$/ })).toBeInTheDocument();

    await user.type(control('Image URL'), IMAGE);
    await user.click(button('Next'));
    expect(await heading('Audience')).toBeInTheDocument();
    await user.click(button('Next'));
    expect(await heading('Launch')).toBeInTheDocument();

    // Nothing held the user back; Launch sends them to the step the problem belongs to.
    await user.click(button(FIX_ERRORS_LABEL));
    expect(await heading('Verification')).toBeInTheDocument();
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(linesNeedLocation(2));
    await waitFor(() => expect(problem).toHaveFocus());

    await user.type(control('Address line 1'), '1 Default Plaza');
    await user.type(control('City'), 'Boston');
    await user.selectOptions(control('State'), 'MA');
    await user.type(control('Zip code'), '02108');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    const crumbs = screen.getByRole('navigation', { name: 'Bulk import steps' });
    await user.click(within(crumbs).getByRole('link', { name: /Launch/ }));
    expect(await screen.findByText('Default location')).toBeInTheDocument();
    // The results panel polls the job every second: run its polls without the wait.
    const { nextPoll } = fastPolling(BATCH_POLL_MS);
    await user.click(await screen.findByRole('button', { name: 'Import Placements' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?job=/));

    const address = { line1: '1 Default Plaza', city: 'Boston', state: 'MA', zip: '02108' };
    const [body] = await calls.bodiesOf('/placements/batch');
    expect(body).toMatchObject({
      rows: [
        { line: '2', external_id: 'NOLOC-1' },
        { line: '3', external_id: 'NOLOC-2' },
      ],
      defaults: { location: { address, exampleSceneUrl: IMAGE } },
    });
    expect(await pollUntilText(nextPoll, 'The import is complete.')).toBeVisible();
    const created = listPlacements(ACCOUNT_IDS.northwind).filter((placement) =>
      placement.externalId.startsWith('NOLOC-'),
    );
    expect(created.map((placement) => placement.location)).toEqual([
      { address, latitude: null, longitude: null, exampleSceneUrl: IMAGE },
      { address, latitude: null, longitude: null, exampleSceneUrl: IMAGE },
    ]);
  }, 30_000);
});
