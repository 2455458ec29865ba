// HIST-CHART-MARKERS: a record's entries as the days a chart marks.
import { historyMarkers } from '@/components/history/history-markers';
import { daysRange } from '@/lib/text/dates';
import { formatZonedTime } from '@/lib/text/format';
import type { HistoryEntry } from '@/types/api';

const entry = (at: string, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: `h_${at}`,
  at,
  actor: { id: 'usr_dsp', name: 'Dana Buyer' },
  onBehalfOf: null,
  via: 'form',
  transactionId: 't',
  record: { kind: 'campaign', id: 'cmp_1', name: 'Morning Rush Commuters' },
  action: 'updated',
  changes: [{ field: 'bidCpm', label: 'Bid CPM', old: '$5.00', new: '$4.00' }],
  ...extra,
});

describe('historyMarkers', () => {
  it("puts each change on the viewer's local day, oldest first, with who and when", () => {
    const late = '2026-03-05T15:42:00.000Z';
    const early = '2026-03-05T14:00:00.000Z';
    const markers = historyMarkers([
      entry(late, {
        actor: { id: 'usr_dsp', name: 'Dana Buyer' },
        onBehalfOf: { id: 'usr_admin', name: 'Avery Admin' },
      }),
      entry(early, {
        action: 'paused',
        via: 'toggle',
        changes: [{ field: 'isPublished', label: 'Status', old: 'Active', new: 'Paused' }],
      }),
      entry('2026-03-07T12:00:00.000Z', { action: 'created', changes: [] }),
      entry('2026-03-08T12:00:00.000Z', {
        changes: [
          { field: 'protocol.apiKey', label: 'API key', old: null, new: null, secret: true },
        ],
      }),
    ]);
    const day = (at: string) => {
      const d = new Date(at);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    expect(markers[day(late)]).toEqual([
      `Status Active → Paused · Dana Buyer · ${formatZonedTime(early)}`,
      `Bid CPM $5.00 → $4.00 · Avery Admin as Dana Buyer · ${formatZonedTime(late)}`,
    ]);
    expect(markers[day('2026-03-07T12:00:00.000Z')]).toEqual([
      `Created · Dana Buyer · ${formatZonedTime('2026-03-07T12:00:00.000Z')}`,
    ]);
    expect(markers[day('2026-03-08T12:00:00.000Z')]?.[0]).toMatch(/^API key changed · Dana Buyer/);
  });

  it('spans a chart from the local midnight of its first day to the one after its last', () => {
    const range = daysRange('2026-03-01', '2026-03-03')!;
    expect(new Date(range.from).getDate()).toBe(1);
    expect(new Date(range.from).getHours()).toBe(0);
    expect(new Date(range.to).getDate()).toBe(4);
    expect(daysRange('soon', '2026-03-03')).toBeNull();
  });
});
