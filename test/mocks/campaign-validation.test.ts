import { addDays, today, windowEnd, windowStart } from '@/lib/text/dates';
import {
  campaignBody,
  createCampaign,
  withSchedule,
  withWindow,
  type Body,
} from './campaign-fixtures';
import { ADMIN } from './helpers';

// The demo server's side of CMP-NAME, CMP-ZIPS, CMP-CREATIVES-STEP, CMP-DATES, CMP-BUDGET,
// CMP-BID-CPM, CMP-DAYPARTS, CMP-AGENCY-FEE, CMP-FEES-TOTAL, CMP-DSP-FEE, CMP-PUBLISHERS, CMP-PLUS
// and CMP-SERVER-CHECKS.
describe('campaigns: validation', () => {
  const yesterday = addDays(today(), -1);
  const later = addDays(today(), 10);
  const cases: [string, Body, string][] = [
    ['no name', campaignBody({ name: '  ' }), 'Campaign name is required'],
    [
      'a long name',
      campaignBody({ name: 'x'.repeat(201) }),
      'Campaign name must be at most 200 characters',
    ],
    ['no start', withWindow('', windowEnd(later)), 'Start date is required'],
    [
      'a bare start date',
      withWindow(today(), windowEnd(later)),
      'Start date must be YYYY-MM-DDT00:00:00 (local time, no zone)',
    ],
    [
      'a zoned start',
      withWindow(`${today()}T00:00:00Z`, windowEnd(later)),
      'Start date must be YYYY-MM-DDT00:00:00 (local time, no zone)',
    ],
    [
      'an impossible start',
      withWindow('2031-02-30T00:00:00', windowEnd(later)),
      'Start date must be YYYY-MM-DDT00:00:00 (local time, no zone)',
    ],
    ['no end', withWindow(windowStart(today()), ''), 'End date is required'],
    [
      'an end at midnight',
      withWindow(windowStart(today()), windowStart(later)),
      'End date must be YYYY-MM-DDT23:59:59 (local time, no zone)',
    ],
    [
      'an end before the start',
      withWindow(windowStart(later), windowEnd(today())),
      'End date must be on or after the start date',
    ],
    [
      'a start in the past',
      withWindow(windowStart(yesterday), windowEnd(later)),
      'Start date cannot be in the past',
    ],
    [
      'both budgets',
      campaignBody({ budgets: { spendDaily: 10, spendLifetime: 100 } }),
      'Set exactly one budget: spendLifetime or spendDaily',
    ],
    [
      'no budget',
      campaignBody({ budgets: {} }),
      'Set exactly one budget: spendLifetime or spendDaily',
    ],
    [
      'a budget under $1',
      campaignBody({ budgets: { spendLifetime: 0.5 } }),
      'Budget must be at least $1',
    ],
    ['no bid CPM', campaignBody({ bidCpm: null }), 'Bid CPM is required'],
    ['a negative bid CPM', campaignBody({ bidCpm: -1 }), 'Bid CPM must be at least $0'],
    [
      'weekday 7',
      withSchedule({ dayParts: [{ weekday: 7, hour: 1, bidCpmOverride: null }] }),
      'Day-part weekday must be 0 (Monday) to 6 (Sunday)',
    ],
    [
      'hour 24',
      withSchedule({ dayParts: [{ weekday: 0, hour: 24, bidCpmOverride: null }] }),
      'Day-part hour must be 0 to 23',
    ],
    [
      'a repeated day-part',
      withSchedule({
        dayParts: [
          { weekday: 1, hour: 2, bidCpmOverride: 3 },
          { weekday: 1, hour: 2, bidCpmOverride: null },
        ],
      }),
      'Each day-part weekday and hour may appear only once',
    ],
    [
      'a negative override',
      withSchedule({ dayParts: [{ weekday: 1, hour: 2, bidCpmOverride: -0.01 }] }),
      'Day-part CPM overrides must be at least $0',
    ],
    [
      'an unknown strategy',
      withSchedule({ dayPartFallbackStrategy: 'sometimes' }),
      'Day-part fallback strategy must be campaignDefault or dayPartsOnly',
    ],
    [
      'day-parts only, none chosen',
      withSchedule({ dayPartFallbackStrategy: 'dayPartsOnly' }),
      'Select at least one day-part to run only during day-parts',
    ],
    [
      'an agency fee of 100%',
      campaignBody({ fees: { dsp: 0.15, agency: 1 } }),
      'Agency fee must be between 0% and 99%',
    ],
    [
      'a negative agency fee',
      campaignBody({ fees: { dsp: 0.15, agency: -0.01 } }),
      'Agency fee must be between 0% and 99%',
    ],
    [
      'fees of 100% together',
      campaignBody({ fees: { dsp: 0.15, agency: 0.85 } }),
      'Agency and DSP fees must total less than 100%',
    ],
    [
      'a bad zip code',
      campaignBody({ targets: [{ AllowZips: ['1234'] }] }),
      'Zip codes must be 5 digits',
    ],
    [
      'an advertiser as publisher',
      campaignBody({ targets: [{ AllowPublishers: ['acc_bluebird'] }] }),
      'Unknown publisher',
    ],
    ['an unknown category', campaignBody({ categories: ['IAB99'] }), 'Unknown IAB category'],
    ['no ads', campaignBody({ ads: [] }), 'Select at least one ad creative'],
    ['ads missing', campaignBody({ ads: undefined }), 'Select at least one ad creative'],
    [
      "another account's creative",
      campaignBody({ ads: [{ creative: { id: 'cr_9' } }] }),
      'Unknown ad creative',
    ],
    ['an ad without an id', campaignBody({ ads: [{ creative: {} }] }), 'Unknown ad creative'],
    ['an unknown clip', campaignBody({ contentClips: ['insp_1', 'nope'] }), 'Unknown content clip'],
    [
      'isPublished as text',
      campaignBody({ isPublished: 'yes' }),
      'isPublished must be true or false',
    ],
    [
      'no enablePacing',
      campaignBody({ enablePacing: undefined }),
      'enablePacing must be true or false',
    ],
  ];

  it.each(cases)('rejects %s', async (_label, body, message) => {
    const { status, data } = await createCampaign(body);
    expect(data.error?.message).toBe(message);
    expect(status).toBe(400);
  });

  it('lets only an admin change the DSP fee (403 otherwise)', async () => {
    const { status, data } = await createCampaign(campaignBody({ fees: { dsp: 0.1, agency: 0 } }));
    expect(status).toBe(403);
    expect(data.error.message).toBe('Only an Admin may change the DSP fee');
    const admin = await createCampaign(
      campaignBody({ accountId: 'acc_acme', fees: { dsp: 1, agency: 0 } }),
      ADMIN,
    );
    expect(admin.data.error.message).toBe('DSP fee must be between 0% and 99%');
  });

  it('accepts a day-part grid with overrides and the dayPartsOnly strategy', async () => {
    const dayParts = [
      { weekday: 0, hour: 7, bidCpmOverride: 14 },
      { weekday: 6, hour: 23, bidCpmOverride: null },
      { weekday: 2, hour: 0, bidCpmOverride: 0 },
    ];
    const { status, data } = await createCampaign(
      withSchedule({ dayParts, dayPartFallbackStrategy: 'dayPartsOnly' }),
    );
    expect(status).toBe(201);
    expect(data.schedule).toMatchObject({ dayParts, dayPartFallbackStrategy: 'dayPartsOnly' });
  });
});
