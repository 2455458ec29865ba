// A record's History section (HIST-PANEL, HIST-PANEL-ENTRY, HIST-PANEL-TIME, HIST-PANEL-PART),
// read through src/api/history.ts's useRecordHistory against the mock API: how an entry reads,
// its own loading, empty and error states, `Show more`, and a list whose code fails to load.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useRecordHistory } from '@/api/history';
import { AppProvider } from '@/app/provider';
import { RecordHistory } from '@/components/history/record-history';
import { HISTORY_PART, HISTORY_TEXT } from '@/components/history/history-text';
import { PART_LOAD_FAILED } from '@/components/ui/lazy-part';
import { formatZonedDateTime } from '@/lib/text/format';
import { server } from '@/mocks/server';
import type { HistoryEntry, HistoryPage } from '@/types/api';
import { failPart } from '../../parts';
import { signInAs } from '../../utils';

function CampaignHistory({ id }: { id: string }) {
  return <RecordHistory query={useRecordHistory('campaign', id)} />;
}

function renderHistory(id = 'cmp_test') {
  const user = userEvent.setup({ delay: null });
  render(
    <AppProvider>
      <CampaignHistory id={id} />
    </AppProvider>,
  );
  return { user, section: () => screen.getByRole('region', { name: 'History' }) };
}

const AT = '2026-03-05T15:42:00Z';

const entry = (id: string, fields: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  at: AT,
  actor: { id: 'usr_dsp', name: 'Dana Buyer' },
  onBehalfOf: null,
  via: 'form',
  transactionId: `tx_${id}`,
  record: { kind: 'campaign', id: 'cmp_test', name: 'Spring Sale' },
  action: 'updated',
  changes: [],
  ...fields,
});

/** GET /history answering `pages` by cursor (`c1`, `c2`, …); the queries it was asked. */
function answerPages(pages: HistoryPage[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/v1/history', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const cursor = query.get('cursor');
      return HttpResponse.json(pages[cursor === null ? 0 : Number(cursor.slice(1))]);
    }),
  );
  return asked;
}

describe('RecordHistory', () => {
  it('lists the entries newest first, each with its person, action, path, changes and time', async () => {
    await signInAs('dsp');
    const asked = answerPages([
      {
        entries: [
          entry('e1', {
            actor: { id: 'usr_dsp', name: 'Dana Buyer' },
            onBehalfOf: { id: 'usr_admin', name: 'Avery Admin' },
            changes: [
              { field: 'bidCpm', label: 'Bid CPM', old: '$5.00', new: '$4.00' },
              { field: 'notes', label: 'Notes', old: null, new: 'Night only' },
            ],
          }),
          entry('e2', { via: 'bulk', action: 'paused' }),
          entry('e3', { via: 'bulk', action: 'activated' }),
          entry('e4', { via: 'bulk', action: 'deleted' }),
          entry('e5', { via: 'import', fileName: 'placements.csv', action: 'created' }),
          entry('e6', { via: 'toggle', action: 'paused' }),
          entry('e7', {
            via: 'api',
            changes: [{ field: 'apiKey', label: 'API key', old: null, new: null, secret: true }],
          }),
        ],
        nextCursor: null,
      },
    ]);
    const { section } = renderHistory();
    const list = await within(section()).findByRole('list', { name: 'History' });
    expect(Object.fromEntries(asked[0]!)).toEqual({
      kind: 'campaign',
      recordId: 'cmp_test',
      limit: '20',
    });
    const items = within(list).getAllByRole('listitem', { name: /by / });
    expect(items).toHaveLength(7);
    const time = formatZonedDateTime(AT);
    expect(time).toMatch(/^Mar 5, 2026, \d{1,2}:42 (AM|PM) \S+$/);
    const first = items[0]!;
    expect(first).toHaveAccessibleName(`Updated by Avery Admin as Dana Buyer, ${time}`);
    expect(within(first).getByText('Avery Admin as Dana Buyer')).toBeVisible();
    expect(within(first).getByText('Form')).toBeVisible();
    expect(within(first).getByText(time).tagName).toBe('TIME');
    expect(within(first).getByText(time)).toHaveAttribute('dateTime', AT);
    expect(
      within(within(first).getByRole('list', { name: 'Changes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bid CPM: $5.00 → $4.00', 'Notes: — → Night only']);
    const paths = [
      'Bulk pause',
      'Bulk activate',
      'Bulk change',
      'Import of placements.csv',
      'Switch',
      'API',
    ];
    paths.forEach((path, index) => expect(within(items[index + 1]!).getByText(path)).toBeVisible());
    expect(within(items[6]!).getByText('API key changed')).toBeVisible();
    expect(items[6]).not.toHaveTextContent('null');
  });

  it('says when nothing was recorded yet', async () => {
    await signInAs('dsp');
    answerPages([{ entries: [], nextCursor: null }]);
    const { section } = renderHistory();
    expect(await within(section()).findByText(HISTORY_TEXT.empty)).toBeVisible();
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows its own error with Retry, which reads the history again', async () => {
    await signInAs('dsp');
    let fail = true;
    server.use(
      http.get('*/v1/history', () =>
        fail
          ? HttpResponse.json({ error: { message: 'History is resting' } }, { status: 500 })
          : HttpResponse.json({ entries: [entry('e1')], nextCursor: null }),
      ),
    );
    const { user, section } = renderHistory();
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent(HISTORY_TEXT.failed);
    expect(alert).toHaveTextContent('History is resting');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(section()).findByRole('listitem', { name: /^Updated by Dana Buyer/ }),
    ).toBeVisible();
  });

  it('reads the next page with Show more, keeping the first', async () => {
    await signInAs('dsp');
    const asked = answerPages([
      { entries: [entry('e1'), entry('e2')], nextCursor: 'c1' },
      { entries: [entry('e3', { action: 'created' })], nextCursor: null },
    ]);
    const { user, section } = renderHistory();
    const list = await within(section()).findByRole('list', { name: 'History' });
    expect(within(list).getAllByRole('listitem', { name: /by / })).toHaveLength(2);
    await user.click(within(section()).getByRole('button', { name: HISTORY_TEXT.showMore }));
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem', { name: /by / })).toHaveLength(3),
    );
    expect(asked.at(-1)?.get('cursor')).toBe('c1');
    expect(within(list).getAllByRole('listitem', { name: /by / })[2]).toHaveAccessibleName(
      /^Created by Dana Buyer/,
    );
    expect(
      within(section()).queryByRole('button', { name: HISTORY_TEXT.showMore }),
    ).not.toBeInTheDocument();
  });

  it('keeps its heading and shows Retry in place when its code fails to load', async () => {
    await signInAs('dsp');
    answerPages([{ entries: [entry('e1')], nextCursor: null }]);
    const network = failPart(HISTORY_PART);
    const { user, section } = renderHistory();
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent(PART_LOAD_FAILED);
    expect(within(section()).getByRole('heading', { name: 'History' })).toBeVisible();
    network.restore();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(section()).findByRole('list', { name: 'History' })).toBeVisible();
  });
});
