import {
  auctionLabel,
  buyersText,
  dayPartsSummary,
  flightStatus,
  floorLabel,
  formatFlight,
  formatShare,
  formatWinRate,
  screensSummary,
  winRate,
} from '@/features/deals/deal-format';
import { describeDealValue } from '@/features/deals/deal-merge';
import { conflictValueText } from '@/components/form/merged-save';
import { dayPartCellsText } from '@/components/ui/day-part-grid/day-parts-text';
import { isolateText } from '@/lib/text/bidi-text';

const window = { dateStart: '2026-11-01', dateEnd: '2026-11-30' };

// DEAL-FLIGHT, DEAL-SCREENS-WORDS, DEAL-BUYERS-WORDS, DEAL-AUCTION, DEAL-HEALTH,
// DEAL-DAY-PARTS-WORDS.
describe('deal-format: the flight', () => {
  it('says whether today is before, inside or after a deal flight, both ends included', () => {
    expect(flightStatus(window, '2026-10-31')).toBe('upcoming');
    expect(flightStatus(window, '2026-11-01')).toBe('running');
    expect(flightStatus(window, '2026-11-30')).toBe('running');
    expect(flightStatus(window, '2026-12-01')).toBe('ended');
  });

  it('writes a flight as its dates, adding Ended or Upcoming when today is outside it', () => {
    expect(formatFlight(window, '2026-11-15')).toBe('Nov 1, 2026 – Nov 30, 2026');
    expect(formatFlight(window, '2026-12-02')).toBe('Nov 1, 2026 – Nov 30, 2026 (Ended)');
    expect(formatFlight(window, '2026-10-02')).toBe('Nov 1, 2026 – Nov 30, 2026 (Upcoming)');
    expect(formatFlight({ dateStart: '2026-11-05', dateEnd: '2026-11-05' }, '2026-11-05')).toBe(
      'Nov 5, 2026',
    );
  });
});

describe('deal-format: screens, buyers and auction', () => {
  it('summarises a deal by placements as their count', () => {
    expect(screensSummary({ placements: ['a', 'b', 'c'] })).toBe('3 placements');
    expect(screensSummary({ placements: ['a'] })).toBe('1 placement');
  });

  it('summarises a deal by venue types with their names and states, or counts past the limits', () => {
    expect(screensSummary({ venueTypes: [203, 205], states: ['NY', 'NJ', 'PA', 'MA'] })).toBe(
      'Grocery, Mall in NY, NJ, PA, MA',
    );
    expect(screensSummary({ venueTypes: [205], states: [] })).toBe('Mall in all states');
    expect(
      screensSummary({ venueTypes: [203, 205, 804], states: ['NY', 'NJ', 'PA', 'MA', 'CT'] }),
    ).toBe('3 venue types in 5 states');
    expect(screensSummary({})).toBe('—');
  });

  it('names buyer seats from the advertiser accounts and keeps unknown Seat IDs as typed', () => {
    const names = new Map([['acc_acme', 'Acme Coffee Co.']]);
    expect(buyersText(['acc_acme', 'seat_x9'], names)).toBe('Acme Coffee Co., seat_x9');
    expect(buyersText([], names)).toBe('—');
  });

  it('labels the auction types and names a fixed-price deal floor its price', () => {
    expect(auctionLabel('FirstPrice')).toBe('First price');
    expect(auctionLabel('FixedPrice')).toBe('Fixed price');
    expect(floorLabel('FirstPrice')).toBe('Floor CPM');
    expect(floorLabel('FixedPrice')).toBe('Fixed price CPM');
  });
});

describe('deal-format: win rate and day-parts', () => {
  it('computes the win rate as wins over bids, and none when there were no bids', () => {
    expect(winRate(25, 100)).toBe(0.25);
    expect(winRate(0, 0)).toBeNull();
    expect(formatWinRate(1, 3)).toBe('33.3%');
    expect(formatWinRate(0, 0)).toBe('—');
    expect(formatShare(1, 4)).toBe('25%');
    expect(formatShare(0, 0)).toBe('—');
  });

  it('writes the day-parts grouped by weekdays with the same hours, and Every hour for none or all', () => {
    const hours = (days: number[], from: number, to: number) =>
      days.flatMap((weekday) =>
        Array.from({ length: to - from }, (_, i) => ({ weekday, hour: from + i })),
      );
    expect(dayPartsSummary([])).toBe('Every hour');
    expect(dayPartsSummary(hours([0, 1, 2, 3, 4, 5, 6], 0, 24))).toBe('Every hour');
    expect(dayPartsSummary(hours([0, 1, 2, 3, 4], 6, 10))).toBe('Mon–Fri 06:00–10:00');
    expect(dayPartsSummary([...hours([0, 1, 2, 3, 4], 6, 10), ...hours([5, 6], 17, 24)])).toBe(
      'Mon–Fri 06:00–10:00; Sat, Sun 17:00–00:00',
    );
    expect(dayPartsSummary([...hours([2], 8, 9), ...hours([2], 12, 24)])).toBe(
      'Wed 08:00–09:00, 12:00–00:00',
    );
    expect(dayPartsSummary(hours([6], 0, 24))).toBe('Sun all day');
  });
});

// MANY-CONFLICT-VIEW: the conflict view says a deal's fields in words, never ids or JSON.
describe('deal-merge: the conflict view’s words', () => {
  const cells = (weekday: number, from: number, to: number, value: number | null = null) =>
    Array.from({ length: to - from }, (_, i) => ({ weekday, hour: from + i, value }));

  it('names buyers, dates and day-parts', () => {
    const names = new Map([['acc_acme', 'Acme Coffee Co.']]);
    expect(describeDealValue('seats', ['acc_acme', 'acc_unknown'], names)).toBe(
      `${isolateText('Acme Coffee Co.')} (acc_acme), acc_unknown`,
    );
    expect(describeDealValue('dateEnd', '2027-01-10')).toBe('Jan 10, 2027');
    expect(describeDealValue('dayParts', [...cells(0, 6, 10), ...cells(1, 6, 10)])).toBe(
      'Mon, Tue 06:00–10:00',
    );
    expect(describeDealValue('name', 'Morning')).toBeUndefined();
  });

  it('says any grid’s cells in words, by value, and nothing else as cells', () => {
    expect(conflictValueText([...cells(0, 6, 8), ...cells(4, 17, 19, 4.5)])).toBe(
      'Mon 06:00–08:00; Fri 17:00–19:00 at 4.5',
    );
    expect(dayPartCellsText(cells(2, 9, 10, 2), (cpm) => `$${cpm.toFixed(2)} CPM`)).toBe(
      'Wed 09:00–10:00 at $2.00 CPM',
    );
    expect(dayPartCellsText([{ weekday: 1 }])).toBeNull();
    expect(dayPartCellsText([])).toBeNull();
  });
});
