// Daylight saving time and time zones (issue 30): a campaign's or a deal's flight days, the
// report ranges and the day-parts are calendar days and hours of the week, never instants, so
// a DST change in the browser's zone neither moves a chosen day nor drops or doubles an hour.
// Each test runs in a zone of its own (process.env.TZ; Vitest restores it after each test).
import { buildCampaignBody, windowEndOf, windowStartOf } from '@/features/campaigns/campaign-body';
import { campaignToValues, newCampaignValues } from '@/features/campaigns/campaign-form';
import { windowDays } from '@/features/campaigns/estimates';
import { newDealValues } from '@/features/deals/deal-body';
import { dayCount } from '@/features/reports/report-range';
import { addDays, localIsoDate } from '@/lib/text/dates';
import type { Campaign } from '@/types/api';

/** New York springs forward at 02:00 on 2025-03-09 and falls back at 02:00 on 2025-11-02. */
const NEW_YORK = 'America/New_York';
/** Santiago springs forward at midnight (2025-09-07 00:00 is 01:00): that midnight never is. */
const SANTIAGO = 'America/Santiago';

describe('daylight saving time', () => {
  it.each([NEW_YORK, SANTIAGO])(
    'in %s, a flight over a DST change keeps its calendar days and its day count',
    (zone) => {
      vi.stubEnv('TZ', zone);
      expect(windowDays('2025-03-08', '2025-03-10')).toBe(3);
      expect(windowDays('2025-11-01', '2025-11-03')).toBe(3);
      expect(windowDays('2025-09-06', '2025-09-08')).toBe(3);
      expect(dayCount({ start: '2025-03-01', end: '2025-03-31' })).toBe(31);
      expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
      expect(addDays('2025-11-03', -1)).toBe('2025-11-02');
      expect(addDays('2025-09-06', 1)).toBe('2025-09-07');
      expect(addDays('2025-09-07', 1)).toBe('2025-09-08');
      expect(newDealValues('2025-08-10')).toMatchObject({
        dateStart: '2025-08-10',
        dateEnd: '2025-09-09',
      });
    },
  );

  it('in Santiago, the day that starts at 01:00 is still that day, not the one before', () => {
    vi.stubEnv('TZ', SANTIAGO);
    const missingMidnight = new Date(2025, 8, 7);
    expect(missingMidnight.getHours()).toBe(1);
    expect(localIsoDate(missingMidnight)).toBe('2025-09-07');
  });

  it.each([NEW_YORK, SANTIAGO, 'Asia/Kolkata', 'Pacific/Chatham'])(
    "in %s, a campaign's start and end days and its day-parts are sent and read back as chosen",
    (zone) => {
      vi.stubEnv('TZ', zone);
      const values = {
        ...newCampaignValues(0.15),
        name: 'Clocks change',
        dateStart: '2025-03-09',
        dateEnd: '2025-11-02',
        // Sunday 02:00, the hour New York skips in March and repeats in November, and 23:00.
        dayParts: [
          { weekday: 0, hour: 2, value: null },
          { weekday: 6, hour: 23, value: 3.5 },
        ],
      };
      const body = buildCampaignBody(values, [], { sendDspFee: false });
      expect(body.schedule.window).toEqual({
        dateStart: windowStartOf('2025-03-09'),
        dateEnd: windowEndOf('2025-11-02'),
      });
      expect(body.schedule.window).toEqual({
        dateStart: '2025-03-09T00:00:00',
        dateEnd: '2025-11-02T23:59:59',
      });
      expect(body.schedule.dayParts.map(({ weekday, hour }) => [weekday, hour])).toEqual([
        [0, 2],
        [6, 23],
      ]);
      const saved = { id: 'cmp_dst', ...body } as unknown as Campaign;
      const back = campaignToValues(saved);
      expect([back.dateStart, back.dateEnd]).toEqual(['2025-03-09', '2025-11-02']);
      expect(back.dayParts.map(({ weekday, hour }) => [weekday, hour])).toEqual([
        [0, 2],
        [6, 23],
      ]);
    },
  );
});
