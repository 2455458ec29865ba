// Stand-ins and lookups of the Activity tests (HIST-ACTIVITY): made-up entries, a GET /history
// answering pages by cursor, and the queries it was asked.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { server } from '@/mocks/server';
import type { HistoryEntry, HistoryPage } from '@/types/api';

export const entry = (id: string, fields: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  at: '2026-03-05T15:42:00Z',
  actor: { id: 'usr_dsp', name: 'Dana Buyer' },
  onBehalfOf: null,
  via: 'form',
  transactionId: `tx_${id}`,
  record: { kind: 'campaign', id: 'cmp_1', name: `Campaign ${id}` },
  action: 'updated',
  changes: [],
  ...fields,
});

/**
 * GET /history answering `pages` in order by cursor (`c1`, `c2`, …); a page may be a promise
 * (held until the test lets it go). With `list`, the Activity list's own reads (grouped) get
 * that one page instead, so only the export walks `pages`. Returns the queries asked.
 */
export function answerPages(
  pages: (HistoryPage | Promise<HistoryPage>)[],
  { list }: { list?: HistoryPage } = {},
): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/v1/history', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (list && query.get('grouped') === 'true') return HttpResponse.json(list);
      const cursor = query.get('cursor');
      const page = await pages[cursor === null ? 0 : Number(cursor.slice(1))];
      return HttpResponse.json(page ?? { entries: [], nextCursor: null });
    }),
  );
  return asked;
}

/** The Activity list (once shown). */
export const activityList = () =>
  screen.findByRole('list', { name: 'Activity' }, { timeout: 10_000 });

/** The list's rows, each a transaction, named `{Action} {Kind} {name} by {person}, {time}`. */
export const rowsOf = (list: HTMLElement) =>
  within(list).queryAllByRole('listitem', { name: / by / });

/**
 * A layout for the windowed list: the test DOM lays nothing out (every element 0 px tall), so the list's
 * scroll area is given a browser's size, as the data table's tests do (restored after the test).
 */
export function layOut() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
}
