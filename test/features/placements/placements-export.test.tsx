// `Export CSV` on /placements and the round trip through the bulk import (issue 21, item 4), as a
// publisher does it against the mock API: the file holds the import's columns plus
// placement_key, every placement or the filtered ones; imported again unchanged it reports
// 0 created, N unchanged, 0 deleted and changes nothing; with one cell edited it updates exactly
// that placement. Hostile names (formulas, quotes, line breaks, markup) come back exactly.
// Requirements checked here: PLC-EXPORT, PLC-EXPORT-WAIT, BATCH-UNCHANGED.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { BATCH_POLL_MS } from '@/api/placements';
import {
  goneSinceExportAdvice,
  GONE_SINCE_EXPORT_TITLE,
} from '@/features/placements/sync-messages';
import { CSV_COLUMNS } from '@/rules/placement-csv';
import { apiUrl } from '@/lib/http/api-client';
import { localIsoDate } from '@/lib/text/dates';
import { getDb } from '@/mocks/db';
import { listPlacements, savePlacement } from '@/mocks/queries';
import { applyHostileKnob } from '@/mocks/seed';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { HOSTILE_IDS } from '@/mocks/seed/hostile';
import { server } from '@/mocks/server';
import { stepReady } from './batch-wizard-helpers';
import {
  captureDownloads,
  fastPolling,
  pollUntilText,
  renderRoute,
  signInAs,
  type SavedFile,
} from '../../utils';

type User = ReturnType<typeof renderRoute>['user'];

const HEADER = [...CSV_COLUMNS, 'placement_key', 'placement_version', 'exported_at'].join(',');
const TODAY = localIsoDate();
const northwind = () => listPlacements(ACCOUNT_IDS.northwind);
const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });

/** The file's lines (CRLF), without the BOM, which the file must start with. */
async function linesOf(file: SavedFile): Promise<string[]> {
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

async function exportFrom(path: string, user?: User): Promise<SavedFile> {
  const saved = captureDownloads();
  const view = user ? { user } : renderRoute(path);
  await screen.findByRole('table', { name: 'Placements' });
  await waitFor(() => expect(exportButton()).toBeEnabled());
  await view.user.click(exportButton());
  await waitFor(() => expect(saved).toHaveLength(1));
  return saved[0]!;
}

/** Names a spreadsheet would run as formulas or break on, given to seeded placements. */
const HOSTILE_NAMES = [
  '=HYPERLINK("https://evil.example","Click")',
  "'=already quoted",
  '-2+3 lobby',
  '@SUM(A1:A2)',
  '+1 Gate, "North"',
  // A line break is no longer a name a placement can hold (no control characters: issue 30).
  'Line one; line two',
  '☕️🔥 Morning Brew 🚀',
];

function giveHostileNames(): void {
  applyHostileKnob(getDb(), true);
  northwind()
    .filter((placement) => placement.id !== HOSTILE_IDS.placement)
    .slice(0, HOSTILE_NAMES.length)
    .forEach((placement, index) => savePlacement({ ...placement, name: HOSTILE_NAMES[index]! }));
}

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Bulk Import with `file`, through the defaults steps to Launch, Full DB Sync on. */
async function importToLaunch(user: User, file: File) {
  await user.click(screen.getByRole('link', { name: 'Bulk Import' }));
  expect(await heading('Upload')).toBeInTheDocument();
  await user.upload(screen.getByLabelText(/Placements CSV file/), file);
  const summary = await screen.findByRole('list', { name: 'Import summary' });
  expect(summary).toHaveTextContent('0 with issues');
  await next(user);
  await stepReady('General');
  await user.type(await screen.findByRole('textbox', { name: /^Bid floor CPM/ }), '1');
  await next(user);
  await stepReady('Verification');
  await user.type(
    await screen.findByRole('textbox', { name: /^Image URL/ }),
    'https://cdn.example.com/other.png',
  );
  await next(user);
  expect(await heading('Audience')).toBeInTheDocument();
  await next(user);
  expect(await heading('Launch')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: /Full DB Sync/ }));
}

async function launchCounts(): Promise<Record<string, string>> {
  const preview = await screen.findByLabelText('What the import will do');
  const terms = await within(preview).findAllByRole('term');
  const values = within(preview).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, i) => [term.textContent, values[i]!.textContent]));
}

/** Import Placements, confirm the sync, and poll the job to its end. */
async function importAndWait(user: User) {
  const { nextPoll } = fastPolling(BATCH_POLL_MS);
  await user.click(screen.getByRole('button', { name: 'Import Placements' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Delete 0 placements and import' }));
  expect(await pollUntilText(nextPoll, 'The import is complete.')).toBeVisible();
}

const resultCount = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** The exported file with one placement's bid floor cell edited, as a spreadsheet would. */
function withBidFloor(text: string, placementKey: string, bidFloor: string): string {
  const lines = text.split('\r\n');
  const at = lines.findIndex((line) => line.includes(`,${placementKey},`));
  const cells = lines[at]!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  cells[CSV_COLUMNS.indexOf('bid_floor_cpm')] = bidFloor;
  lines[at] = cells.join(',');
  return lines.join('\r\n');
}

function asFile(file: SavedFile, text?: string): File {
  return new File([text ?? file.blob], file.name, { type: 'text/csv' });
}

describe('Export CSV on /placements', () => {
  beforeEach(async () => {
    await signInAs('ssp');
  });

  it('writes every placement in the bulk import’s columns plus placement_key, its version and the export’s time, in the table’s order', async () => {
    const placements = northwind();
    const file = await exportFrom('/placements');
    expect(file.name).toBe(`placements_${TODAY}.csv`);
    const [header, ...rows] = await linesOf(file);
    expect(header).toBe(HEADER);
    expect(rows).toHaveLength(placements.length);
    // The table's first row (Name ascending) is the file's first line.
    const firstName = within(screen.getByRole('table', { name: 'Placements' })).getAllByRole(
      'link',
    )[0]!.textContent!;
    const first = placements.find((placement) => placement.name === firstName)!;
    const address = first.location.address!;
    const exportedAt = rows[0]!.split(',').at(-1)!;
    expect(new Date(exportedAt).toISOString()).toBe(exportedAt);
    expect(rows[0]).toBe(
      [
        first.name,
        first.externalId,
        first.kind,
        first.bidFloorCpm,
        address.line1,
        address.line2 ?? '',
        address.city,
        address.state,
        address.zip,
        first.location.latitude,
        first.location.longitude,
        first.placementKey,
        first.version ?? 1,
        exportedAt,
      ].join(','),
    );
    // Every line says when the file was exported (BATCH-MERGE).
    expect(new Set(rows.map((row) => row.split(',').at(-1)))).toEqual(new Set([exportedAt]));
    expect(rows.map((row) => row.split(',').at(-3)).sort()).toEqual(
      placements.map((placement) => placement.placementKey).sort(),
    );
  });

  it('says what it exports, and with a filter exports only the placements it keeps', async () => {
    const { user } = renderRoute('/placements');
    await screen.findByRole('table', { name: 'Placements' });
    const total = northwind().length;
    await waitFor(() =>
      expect(exportButton()).toHaveAccessibleDescription(
        `Exports all ${total} placements as a CSV file the Bulk Import takes back.`,
      ),
    );
    const city = northwind()[0]!.location.address!.city;
    await user.type(screen.getByRole('searchbox', { name: 'Filter placements' }), city);
    const kept = northwind().filter((p) =>
      [p.name, p.placementKey, p.externalId, p.location.address?.city].some((text) =>
        text?.toLowerCase().includes(city.toLowerCase()),
      ),
    );
    await screen.findByText(`${kept.length} of ${total} placements`);
    expect(exportButton()).toHaveAccessibleDescription(
      `Exports the ${kept.length} placements that match “${city}” as a CSV file the Bulk Import takes back.`,
    );
    const file = await exportFrom('', user);
    expect(file.name).toBe(`placements_${city.replace(/[^A-Za-z0-9_-]+/g, '-')}_${TODAY}.csv`);
    const [, ...rows] = await linesOf(file);
    expect(rows.map((row) => row.split(',').at(-3)).sort()).toEqual(
      kept.map((placement) => placement.placementKey).sort(),
    );
  });

  it('waits for the whole list: off while the reply is short of placements', async () => {
    server.use(
      http.get(apiUrl('/placements'), () => {
        const first = JSON.stringify(northwind()[0]);
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(`{"placements":[${first},{"id"`));
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderRoute('/placements');
    await screen.findByText('Not every placement could be loaded.', {}, { timeout: 5000 });
    expect(exportButton()).toBeDisabled();
    expect(exportButton()).toHaveAccessibleDescription(
      'Export CSV is available once every placement has loaded.',
    );
  });
});

describe('the exported file through the bulk import', () => {
  beforeEach(async () => {
    await signInAs('ssp');
    giveHostileNames();
  });

  it('imported unchanged: 0 created, N unchanged, 0 deleted, and nothing is saved', async () => {
    const before = structuredClone(northwind());
    expect(before.map((p) => p.name)).toEqual(expect.arrayContaining(HOSTILE_NAMES));
    const { user } = renderRoute('/placements');
    const file = await exportFrom('', user);

    await importToLaunch(user, asFile(file));
    await waitFor(async () =>
      expect(await launchCounts()).toEqual({
        Created: '0',
        Updated: '0',
        Unchanged: String(before.length),
        Deleted: '0',
      }),
    );
    await importAndWait(user);
    expect(resultCount('Created')).toBe('0');
    expect(resultCount('Updated')).toBe('0');
    expect(resultCount('Unchanged')).toBe(String(before.length));
    expect(resultCount('Deleted')).toBe('0');
    expect(
      screen.getByText(
        `Import complete: 0 created, 0 updated, ${before.length} unchanged, 0 deleted, 0 failed.`,
      ),
    ).toBeInTheDocument();
    // Not one placement was saved: the wizard's image, audience and flags went to none of them.
    expect(northwind()).toEqual(before);
  }, 30_000);

  it('with one cell edited in a spreadsheet: updates exactly that placement', async () => {
    const before = structuredClone(northwind());
    const { user } = renderRoute('/placements');
    const file = await exportFrom('', user);
    const text = await file.blob.text();
    const target = before.find((p) => p.name === '=HYPERLINK("https://evil.example","Click")')!;
    // The spreadsheet's edit: the bid floor cell of the formula-named placement's line.
    await importToLaunch(user, asFile(file, withBidFloor(text, target.placementKey, '12.5')));
    await waitFor(async () =>
      expect(await launchCounts()).toMatchObject({
        Created: '0',
        Updated: '1',
        Unchanged: String(before.length - 1),
        Deleted: '0',
      }),
    );
    await importAndWait(user);
    expect(resultCount('Updated')).toBe('1');
    expect(resultCount('Unchanged')).toBe(String(before.length - 1));
    const after = northwind();
    const changed = after.filter(
      (p) => JSON.stringify(p) !== JSON.stringify(before.find((b) => b.id === p.id)),
    );
    expect(changed.map((p) => p.id)).toEqual([target.id]);
    // The one cell, and nothing the file does not carry: the wizard's default image, audience
    // and Enable Programmatic Partners are for created placements (BATCH-DEFAULTS).
    expect(changed[0]).toEqual({
      ...target,
      bidFloorCpm: 12.5,
      version: (target.version ?? 1) + 1,
    });
  }, 30_000);
});

describe('a re-imported export after a colleague’s save (BATCH-MERGE)', () => {
  beforeEach(async () => {
    await signInAs('ssp');
  });

  it('lists a bid floor changed on both sides, waits for a choice, and imports the choice', async () => {
    const { user } = renderRoute('/placements');
    const file = await exportFrom('', user);
    const text = await file.blob.text();
    const target = northwind().find((p) => p.externalId !== '' && p.bidFloorCpm !== 9)!;
    // The colleague's save, after the export.
    savePlacement({ ...target, bidFloorCpm: 9 });
    await importToLaunch(user, asFile(file, withBidFloor(text, target.placementKey, '12.5')));
    const changed = await screen.findByRole('region', {
      name: 'Changed since your file was exported',
    });
    const conflicts = await within(changed).findByRole('table', {
      name: 'Conflicts between your file and changes since it was exported',
    });
    const row = within(conflicts).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(target.name);
    expect(row).toHaveTextContent('bid_floor_cpm: 9');
    expect(row).toHaveTextContent('bid_floor_cpm: 12.5');
    expect(within(changed).getByRole('status')).toHaveTextContent('1 left to decide.');

    // Launch waits for the choice, and says why.
    await user.click(
      screen.getByRole('button', { name: /^(Import Placements|Fix Errors to Continue)$/ }),
    );
    expect(
      await screen.findByText(
        'Choose Keep mine or Take theirs for 1 line changed since your file was exported.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(changed).getByRole('button', { name: 'Take all theirs' }));
    expect(within(changed).getByRole('status')).toHaveTextContent('Every conflict has a choice.');
    expect(within(row).getByRole('radio', { name: 'Take theirs' })).toBeChecked();
    await importAndWait(user);
    expect(northwind().find((p) => p.id === target.id)).toMatchObject({ bidFloorCpm: 9 });
  }, 30_000);

  it('flags a line whose External ID a colleague changed since the export, before anything is sent', async () => {
    const { user } = renderRoute('/placements');
    const file = await exportFrom('', user);
    const target = northwind().find((p) => p.externalId !== '')!;
    // The colleague's save, after the export: the placement now has another External ID.
    savePlacement({ ...target, externalId: `${target.externalId}-NEW` });
    await importToLaunch(user, asFile(file));
    const warning = await screen.findByRole('region', {
      name: GONE_SINCE_EXPORT_TITLE,
    });
    expect(warning).toHaveTextContent(`no placement has the External ID ${target.externalId} now.`);
    expect(warning).toHaveTextContent(goneSinceExportAdvice(true));
    await waitFor(async () => expect(await launchCounts()).toMatchObject({ Created: '1' }));
  }, 30_000);
});
