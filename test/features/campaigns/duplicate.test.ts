// The values a copy starts from (src/features/campaigns/duplicate.ts; CMP-DUPLICATE):
// `Copy of {name}`, unpublished, the dates cleared once the original has started (its first day
// is today or before), the account's DSP fee, everything else as the original has it.
import { describe, expect, it } from 'vitest';
import { campaignToValues } from '@/features/campaigns/campaign-form';
import { duplicateValues } from '@/features/campaigns/duplicate';
import type { Campaign } from '@/types/api';

const TODAY = '2026-03-10';

function original(dateStart: string, dateEnd = '2026-04-30'): Campaign {
  return {
    id: 'cmp_o',
    name: 'Spring <b>Brew</b>',
    isPublished: true,
    bidCpm: 9.5,
    budgets: { spendDaily: 400 },
    enablePacing: false,
    schedule: {
      window: { dateStart: `${dateStart}T00:00:00`, dateEnd: `${dateEnd}T23:59:59` },
      dayParts: [{ weekday: 1, hour: 7, bidCpmOverride: 12 }],
      dayPartFallbackStrategy: 'dayPartsOnly',
    },
    fees: { dsp: 0.2, agency: 0.05 },
    targets: [{ AllowStates: ['NY'] }, { AllowZips: ['10001'] }],
    categories: ['IAB8'],
    ads: [
      {
        creative: {
          id: 'cr_1',
          name: 'a',
          url: '/a.png',
          mimeType: 'image/png',
          descriptor: { type: 'banner', width: 1, height: 1 },
        },
      },
    ],
    contentClips: ['insp_1'],
    statsLifetime: { impressions: 5000, spend: 123.45 },
  };
}

describe('duplicateValues', () => {
  it.each([
    ['started before today: dates cleared', '2026-03-01', '', ''],
    ['starts today, so it has started: dates cleared', TODAY, '', ''],
    ['starts tomorrow: dates kept', '2026-03-11', '2026-03-11', '2026-04-30'],
  ])('%s', (_case, start, dateStart, dateEnd) => {
    const copy = duplicateValues(original(start), { today: TODAY, dspFee: 0.15 });
    expect([copy.dateStart, copy.dateEnd]).toEqual([dateStart, dateEnd]);
  });

  it('names it a copy, leaves it unpublished, takes the account’s fee and keeps the rest', () => {
    const source = original('2026-03-11');
    const copy = duplicateValues(source, { today: TODAY, dspFee: 0.15 });
    expect(copy).toEqual({
      ...campaignToValues(source),
      name: 'Copy of Spring <b>Brew</b>',
      isPublished: false,
      dspFee: '15',
    });
    expect(copy).toMatchObject({
      budgetType: 'daily',
      budget: '400',
      agencyFee: '5',
      states: ['NY'],
      creativeIds: ['cr_1'],
      contentClips: ['insp_1'],
      dayPartFallbackStrategy: 'dayPartsOnly',
    });
  });
});
