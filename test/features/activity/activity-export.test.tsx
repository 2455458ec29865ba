// `Download CSV` on /activity (HIST-EXPORT): every entry the filters keep, read page after page
// (not grouped), one line per change with the times in UTC, its progress while it runs, and
// Cancel, which saves nothing.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { localIsoDate } from '@/lib/text/dates';
import { captureDownloads, deferred, renderRoute, signInAs, type SavedFile } from '../../utils';
import { activityList, answerPages, entry } from './activity-helpers';
import type { HistoryPage } from '@/types/api';

const HEADER = 'at,person,on behalf of,via,record kind,record id,record name,action,field,old,new';

/** The file's lines, without the BOM and the last line end. */
async function linesOf(file: SavedFile): Promise<string[]> {
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

const download = () => screen.getByRole('button', { name: 'Download CSV' });

describe('Download CSV', () => {
  it('saves every page of the filtered entries, one line per change, times in UTC', async () => {
    await signInAs('dsp');
    const asked = answerPages([
      {
        entries: [
          entry('e1', {
            at: '2026-03-05T10:42:00-05:00',
            actor: { id: 'usr_dsp', name: 'Dana Buyer' },
            onBehalfOf: { id: 'usr_admin', name: 'Avery Admin' },
            changes: [
              { field: 'bidCpm', label: 'Bid CPM', old: '$5.00', new: '$4.00' },
              { field: 'name', label: 'Name', old: null, new: '=Spring, "sale"' },
            ],
          }),
        ],
        nextCursor: 'c1',
      },
      {
        entries: [
          entry('e2', {
            via: 'import',
            fileName: 'screens.csv',
            action: 'deleted',
            record: { kind: 'placement', id: 'pl_1', name: 'Lobby' },
          }),
          entry('e3', {
            via: 'api',
            changes: [{ field: 'apiKey', label: 'API key', old: null, new: null, secret: true }],
          }),
        ],
        nextCursor: null,
      },
    ]);
    const saved = captureDownloads();
    const { user } = renderRoute('/activity?kind=campaign');
    await activityList();
    await user.click(download());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`activity_${localIsoDate()}.csv`);
    expect(await linesOf(saved[0]!)).toEqual([
      HEADER,
      '2026-03-05T15:42:00.000Z,Dana Buyer,Avery Admin,form,campaign,cmp_1,Campaign e1,updated,bidCpm,$5.00,$4.00',
      `2026-03-05T15:42:00.000Z,Dana Buyer,Avery Admin,form,campaign,cmp_1,Campaign e1,updated,name,,"'=Spring, ""sale"""`,
      '2026-03-05T15:42:00.000Z,Dana Buyer,,import,placement,pl_1,Lobby,deleted,,,',
      '2026-03-05T15:42:00.000Z,Dana Buyer,,api,campaign,cmp_1,Campaign e3,updated,apiKey,,changed',
    ]);
    // The list's first page (grouped), then the export's pages: every entry, not grouped.
    const exported = asked.filter((query) => query.get('limit') === '500');
    expect(exported.map((query) => query.get('cursor'))).toEqual([null, 'c1']);
    expect(
      exported.every((query) => !query.has('grouped') && query.get('kind') === 'campaign'),
    ).toBe(true);
    expect(download()).toBeEnabled();
  });

  it('shows its progress while it runs, and Cancel saves nothing', async () => {
    await signInAs('dsp');
    const second = deferred<HistoryPage>();
    answerPages([{ entries: [entry('e1'), entry('e2')], nextCursor: 'c1' }, second.promise], {
      list: { entries: [entry('e1')], nextCursor: null },
    });
    const saved = captureDownloads();
    const { user } = renderRoute('/activity');
    await activityList();
    await user.click(download());
    expect(await screen.findByText('2 entries read…')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Exporting the activity' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeEnabled();
    second.resolve({ entries: [entry('e3')], nextCursor: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual([]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says so when a page cannot be read, and saves nothing', async () => {
    await signInAs('dsp');
    let calls = 0;
    server.use(
      http.get('*/v1/history', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('grouped') === 'true') {
          return HttpResponse.json({ entries: [entry('e1')], nextCursor: null });
        }
        calls += 1;
        return query.get('cursor') === null
          ? HttpResponse.json({ entries: [entry('e1')], nextCursor: 'c1' })
          : HttpResponse.json({ error: { message: 'History is resting' } }, { status: 503 });
      }),
    );
    const saved = captureDownloads();
    const { user } = renderRoute('/activity');
    await activityList();
    await user.click(download());
    expect(
      await screen.findByText(
        'The activity could not be exported. History is resting',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(download()).toBeEnabled();
  });
});
