// Full DB Sync as a publisher uses it, deleting only what the user confirmed and the file can
// name: a hand-made placement (no external ID) is kept (BATCH-SYNC-NO-ID), the confirmation
// lists what it deletes with a CSV of it (BATCH-SYNC-LIST) and asks for the typed count above 10
// (BATCH-SYNC-TYPED-COUNT), the request carries exactly the confirmed `deleteIds`
// (BATCH-DELETE-IDS), a 409 (the set changed since; BATCH-409) leads to a
// fresh review, and a retried launch sends the same Idempotency-Key.
// Requirements checked here: BATCH-LAUNCH-KEY, BATCH-LAUNCH, BATCH-SYNC-COUNTS, BATCH-SYNC-CONFIRM,
// BATCH-LEADING-ZEROS.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { BATCH_POLL_MS, createPlacement } from '@/api/placements';
import { placementsCsvParts } from '@/features/placements/export/placements-csv';
import { apiUrl } from '@/lib/http/api-client';
import { listPlacements } from '@/mocks/queries';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { server } from '@/mocks/server';
import type { Placement } from '@/types/api';
import {
  bodyRows,
  captureDownloads,
  captureRequests,
  fastPolling,
  pollUntilText,
  renderRoute,
  signInAs,
} from '../../utils';
import { csv, line, uploadAndFillDefaults, type User } from './batch-wizard-helpers';

const CHANGED =
  'The placements to delete have changed since you confirmed. Review the import and confirm again.';

/** A placement made by hand in the placement wizard, without an external ID. */
async function createHandMade(name: string, externalId = ''): Promise<Placement> {
  return createPlacement({
    body: {
      name,
      externalId,
      kind: 20301,
      bidFloorCpm: 4.5,
      location: {
        latitude: 42.35,
        longitude: -71.06,
        exampleSceneUrl: '/demo/scenes/retail.svg',
      },
    },
  });
}

/** What `Export CSV` on /placements writes for the account's placements. */
async function exportOf(placements: readonly Placement[]): Promise<File> {
  const text = await new Blob(await placementsCsvParts(placements)).text();
  return new File([text], 'placements_export.csv', { type: 'text/csv' });
}

/** The Idempotency-Key of each POST /placements/batch, in order. */
function batchKeys(): (string | null)[] {
  const keys: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/placements/batch')) {
      keys.push(request.headers.get('Idempotency-Key'));
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return keys;
}

const figures = (preview: HTMLElement) =>
  Object.fromEntries(
    within(preview)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

async function turnOnFullSync(user: User) {
  await user.click(screen.getByRole('checkbox', { name: /Full DB Sync/ }));
  return screen.findByLabelText('What the import will do');
}

const ids = (placements: readonly { id: string }[]) => placements.map((p) => p.id).sort();

describe('Full DB Sync', () => {
  it('re-imports an unchanged export with Full DB Sync, deletes nothing and lists the hand-made placement as kept', async () => {
    await signInAs('ssp');
    const handMade = await createHandMade('Lobby screen (by hand)');
    const account = listPlacements(ACCOUNT_IDS.northwind);
    const named = account.filter((p) => p.externalId !== '');
    const calls = captureRequests();
    const { user, router } = renderRoute('/placements/create/batch');
    // The export's hand-made line has no external_id: the user skips it.
    await uploadAndFillDefaults(user, await exportOf(account), 'Skip the 1 line with issues');

    const preview = await turnOnFullSync(user);
    await waitFor(() =>
      expect(figures(preview)).toEqual({
        Created: '0',
        Updated: '0',
        Unchanged: String(named.length),
        Deleted: '0',
        'Kept (no external ID)': '1',
      }),
    );
    const kept = screen.getByRole('region', {
      name: 'Placements kept because they have no external ID',
    });
    expect(
      within(kept).getByRole('heading', { name: 'Kept: no external ID, so no file can name it' }),
    ).toBeVisible();
    expect(within(kept).getByRole('cell', { name: handMade.name })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Import Placements' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Delete 0 placements?');
    expect(dialog).toHaveTextContent(
      'It keeps 1 placement without an external ID: no file can name it.',
    );
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    const { nextPoll } = fastPolling(BATCH_POLL_MS);
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete 0 placements and import' }),
    );
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?job=/));
    const [body] = await calls.bodiesOf('/placements/batch');
    expect(body).toMatchObject({ fullSync: true, deleteIds: [] });
    expect((body as { rows: unknown[] }).rows).toHaveLength(named.length);
    expect(await pollUntilText(nextPoll, 'The import is complete.')).toBeVisible();
    // The server kept it too: a sync never deletes what no file can name.
    expect(ids(listPlacements(ACCOUNT_IDS.northwind))).toContain(handMade.id);
  }, 60_000);

  it('lists the placements to delete by name and external ID, offers them as a CSV and asks for the typed count above 10', async () => {
    await signInAs('ssp');
    const account = listPlacements(ACCOUNT_IDS.northwind);
    const [first] = account;
    const doomed = account.slice(1);
    expect(doomed.length).toBeGreaterThan(10);
    const calls = captureRequests();
    const saved = captureDownloads();
    const { user, router } = renderRoute('/placements/create/batch');
    await uploadAndFillDefaults(
      user,
      csv([line('Kept screen', first!.externalId), line('New screen', 'NEW-SYNC-1')]),
    );
    await turnOnFullSync(user);
    await user.click(screen.getByRole('button', { name: 'Import Placements' }));

    const dialog = await screen.findByRole('dialog');
    const list = within(dialog).getByRole('table', { name: 'Placements to delete' });
    const rows = bodyRows(list);
    expect(rows).toEqual(doomed.map((p) => [p.name, p.externalId]));

    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^placements-to-delete_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await saved[0]!.blob.text();
    const lines = text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^name,external_id,venue_type,/);
    expect(lines).toHaveLength(doomed.length + 1);
    expect(text).toContain(doomed[0]!.externalId);
    expect(text).not.toContain(first!.externalId);

    const confirm = within(dialog).getByRole('button', {
      name: `Delete ${doomed.length} placements and import`,
    });
    expect(confirm).toBeDisabled();
    const typed = within(dialog).getByLabelText(`Type ${doomed.length} to confirm the deletions`);
    await user.type(typed, String(doomed.length - 1));
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(calls.requests.some((r) => r.path === '/placements/batch')).toBe(false);
    await user.clear(typed);
    await user.type(typed, String(doomed.length));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?job=/));
    const [body] = await calls.bodiesOf('/placements/batch');
    // The creates it confirmed: one a colleague makes meanwhile fails rather than be overwritten.
    expect(body).toMatchObject({ fullSync: true, newExternalIds: ['NEW-SYNC-1'] });
    expect([...(body as { deleteIds: string[] }).deleteIds].sort()).toEqual(ids(doomed));
  }, 60_000);

  it('shows a 409 with its message, keeps the import, and confirms again after a fresh review', async () => {
    await signInAs('ssp');
    const account = listPlacements(ACCOUNT_IDS.northwind);
    const [first] = account;
    const calls = captureRequests();
    const keys = batchKeys();
    const { user, router } = renderRoute('/placements/create/batch');
    await uploadAndFillDefaults(user, csv([line('Kept screen', first!.externalId)]));
    await turnOnFullSync(user);
    await user.click(screen.getByRole('button', { name: 'Import Placements' }));
    let dialog = await screen.findByRole('dialog');
    const before = account.length - 1;
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`Delete ${before} placements?`);

    // A colleague adds a placement meanwhile; the server sees the set changed.
    const added = await createHandMade('Added meanwhile', 'NW-ADDED-1');
    server.use(
      http.post(
        apiUrl('/placements/batch'),
        () => HttpResponse.json({ error: { message: CHANGED } }, { status: 409 }),
        { once: true },
      ),
    );
    await user.type(within(dialog).getByLabelText(/^Type \d+ to confirm/), String(before));
    await user.click(within(dialog).getByRole('button', { name: /and import$/ }));
    expect(await screen.findByText(CHANGED)).toBeVisible();
    expect(router.state.location.search).toBe('?step=launch');
    // Nothing is lost: the file and the options are where they were.
    expect(screen.getByText(/screens\.csv: 1 line to import/)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Full DB Sync/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Import Placements' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(
      `Delete ${before + 1} placements?`,
    );
    expect(within(dialog).getByRole('cell', { name: 'NW-ADDED-1' })).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Type \d+ to confirm/), String(before + 1));
    await user.click(
      within(dialog).getByRole('button', { name: `Delete ${before + 1} placements and import` }),
    );
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?job=/));
    const [refused, sent] = (await calls.bodiesOf('/placements/batch')) as {
      deleteIds: string[];
      defaults: { bidFloorCpm: number };
    }[];
    expect([...refused!.deleteIds].sort()).toEqual(ids(account.slice(1)));
    expect([...sent!.deleteIds].sort()).toEqual(ids([...account.slice(1), added]));
    expect(sent!.defaults.bidFloorCpm).toBe(3);
    // A 409 is a definite answer: the new confirmed request has its own key.
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  }, 60_000);

  it('sends the same Idempotency-Key when a launch is retried after a lost reply, and a new one once the options change', async () => {
    await signInAs('ssp');
    const keys = batchKeys();
    const { user, router } = renderRoute('/placements/create/batch');
    await uploadAndFillDefaults(user, csv([line('New screen', 'NW-NEW-1')]));
    // A gateway gives up before the server takes the request, four times: each launch is sent,
    // found not done (GET /requests answers 404), and sent once more with its key.
    let lost = 4;
    server.use(
      http.post(apiUrl('/placements/batch'), () =>
        lost-- > 0 ? new HttpResponse(null, { status: 504 }) : undefined,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Import Placements' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Import Placements' }));
    await waitFor(() => expect(keys).toHaveLength(4));
    expect(new Set(keys).size).toBe(1);

    // Another option is another request: a new key.
    await user.click(screen.getByRole('checkbox', { name: /Enable Programmatic Partners/ }));
    await user.click(await screen.findByRole('button', { name: 'Import Placements' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?job=/));
    expect(keys).toHaveLength(5);
    expect(keys[4]).toBeTruthy();
    expect(keys[4]).not.toBe(keys[0]);
  }, 60_000);

  it("flags a line whose external ID equals a placement's but for leading zeros before launch", async () => {
    await signInAs('ssp');
    await createHandMade('Gate 42', '0042');
    const { user } = renderRoute('/placements/create/batch');
    await uploadAndFillDefaults(user, csv([line('Gate 42', '42')]));

    // Without Full DB Sync the line would add a second placement for the screen.
    const warning = await screen.findByRole('region', {
      name: 'External IDs that may have lost their leading zeros',
    });
    expect(warning).toHaveTextContent('Line 2: 42 matches 0042 (Gate 42) but for leading zeros.');
    expect(warning).toHaveTextContent('As the file stands, these lines create new placements.');

    // With it, the placement it matches would be deleted: said on Launch and in the question.
    const preview = await turnOnFullSync(user);
    await waitFor(() => expect(figures(preview)).toMatchObject({ Created: '1' }));
    expect(
      screen.getByRole('region', { name: 'External IDs that may have lost their leading zeros' }),
    ).toHaveTextContent('and Full DB Sync deletes the placements they match');
    await user.click(screen.getByRole('button', { name: 'Import Placements' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '1 line of the file matches a placement to delete but for leading zeros (see Launch).',
    );
    expect(within(dialog).getByRole('cell', { name: '0042' })).toBeVisible();
  }, 60_000);
});
