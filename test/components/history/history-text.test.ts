// How an entry reads (HIST-PANEL-ENTRY) and its time (HIST-PANEL-TIME): the words the History
// sections, Activity and its export share.
import { describe, expect, it } from 'vitest';
import { changeText, pathLabel, personLabel } from '@/components/history/history-text';
import { formatZonedDateTime } from '@/lib/text/format';
import type { HistoryAction, HistoryVia } from '@/types/api';

describe('the words of an entry', () => {
  it.each([
    ['bulk', 'paused', undefined, 'Bulk pause'],
    ['bulk', 'activated', undefined, 'Bulk activate'],
    ['bulk', 'deleted', undefined, 'Bulk change'],
    ['import', 'updated', 'placements.csv', 'Import of placements.csv'],
    ['import', 'deleted', undefined, 'Import'],
    ['form', 'updated', undefined, 'Form'],
    ['toggle', 'paused', undefined, 'Switch'],
    ['review rule', 'approved', undefined, 'Review rule'],
    ['restore', 'restored', undefined, 'Restore'],
    ['api', 'created', undefined, 'API'],
  ] as const)('the path of %s %s (%s) reads %s', (via, action, fileName, expected) => {
    expect(pathLabel({ via: via as HistoryVia, action: action as HistoryAction, fileName })).toBe(
      expected,
    );
  });

  it('names the admin signed in as a user, else the person', () => {
    const avery = { id: 'usr_admin', name: 'Avery Admin' };
    const dana = { id: 'usr_dsp', name: 'Dana Buyer' };
    expect(personLabel({ actor: dana, onBehalfOf: avery })).toBe('Avery Admin as Dana Buyer');
    expect(personLabel({ actor: dana, onBehalfOf: null })).toBe('Dana Buyer');
  });

  it('writes a change old → new, none as —, a secret without its values', () => {
    expect(changeText({ field: 'bidCpm', label: 'Bid CPM', old: '$5.00', new: '$4.00' })).toBe(
      'Bid CPM: $5.00 → $4.00',
    );
    expect(changeText({ field: 'notes', label: 'Notes', old: null, new: 'Night' })).toBe(
      'Notes: — → Night',
    );
    expect(changeText({ field: 'notes', label: 'Notes', old: 'Night', new: null })).toBe(
      'Notes: Night → —',
    );
    expect(
      changeText({ field: 'apiKey', label: 'API key', old: 'a', new: 'b', secret: true }),
    ).toBe('API key changed');
  });

  it("writes a moment in the viewer's zone with its abbreviation", () => {
    expect(formatZonedDateTime('2026-01-05T15:42:00Z', 'America/New_York')).toBe(
      'Jan 5, 2026, 10:42 AM EST',
    );
    expect(formatZonedDateTime('2026-07-05T15:42:00Z', 'America/New_York')).toBe(
      'Jul 5, 2026, 11:42 AM EDT',
    );
    expect(formatZonedDateTime('2026-07-05T15:42:00Z', 'UTC')).toBe('Jul 5, 2026, 3:42 PM UTC');
    expect(formatZonedDateTime('not a time')).toBe('—');
  });
});
