import { describe, expect, it } from 'vitest';
import { buildCampaignBody, feeFraction } from '@/features/campaigns/campaign-body';
import {
  campaignToValues,
  newCampaignValues,
  type CampaignFormValues,
} from '@/features/campaigns/campaign-form';
import { handoverValues } from '@/features/campaigns/handover';
import type { Campaign, Creative } from '@/types/api';

const ADMIN = { sendDspFee: true };
const BUYER = { sendDspFee: false };

const creative: Creative = {
  id: 'cr_1',
  name: 'Morning Brew',
  url: '/demo/creatives/morning-brew.svg',
  mimeType: 'image/svg+xml',
  descriptor: { type: 'banner', width: 1920, height: 1080 },
};

const values: CampaignFormValues = {
  ...newCampaignValues(0.15),
  name: '  Winter Warmers ',
  states: ['NY', 'NJ', 'NY'],
  zips: '10001, 10002\n10001',
  venueTypes: [1, 20301],
  placementIds: '',
  categories: ['IAB8'],
  creativeIds: ['cr_1'],
  contentClips: ['wow_1'],
  dateStart: '2026-12-01',
  dateEnd: '2026-12-31',
  budgetType: 'daily',
  budget: '250',
  bidCpm: '9.5',
  dayParts: [
    { weekday: 1, hour: 7, value: 12 },
    { weekday: 0, hour: 6, value: null },
  ],
  agencyFee: '7.3',
};

// CMP-WIZ-BODY, CMP-WINDOW, CMP-AUDIENCE, CMP-HANDOVER.
describe('the campaign body', () => {
  it('sends targets as tagged entries, de-duplicated, leaving out empty ones', () => {
    expect(buildCampaignBody(values, [creative], BUYER).targets).toEqual([
      { AllowStates: ['NY', 'NJ'] },
      { AllowZips: ['10001', '10002'] },
      { AllowVenueTypes: [1, 20301] },
    ]);
    expect(
      buildCampaignBody({ ...values, states: [], zips: ' ', venueTypes: [] }, [], BUYER).targets,
    ).toEqual([]);
  });

  it('writes the window in local time: start 00:00:00, end 23:59:59', () => {
    expect(buildCampaignBody(values, [], BUYER).schedule.window).toEqual({
      dateStart: '2026-12-01T00:00:00',
      dateEnd: '2026-12-31T23:59:59',
    });
  });

  it('sends one budget by type, the CPM as a number and day-parts in week order', () => {
    const body = buildCampaignBody(values, [creative], BUYER);
    expect(body.budgets).toEqual({ spendDaily: 250 });
    expect(buildCampaignBody({ ...values, budgetType: 'lifetime' }, [], BUYER).budgets).toEqual({
      spendLifetime: 250,
    });
    expect(body.bidCpm).toBe(9.5);
    expect(body.schedule.dayParts).toEqual([
      { weekday: 0, hour: 6, bidCpmOverride: null },
      { weekday: 1, hour: 7, bidCpmOverride: 12 },
    ]);
  });

  it('sends fees as fractions, the DSP fee from an admin only', () => {
    expect(buildCampaignBody(values, [], ADMIN).fees).toEqual({ dsp: 0.15, agency: 0.073 });
    // Left out, the server applies the account's fee (new) or keeps the campaign's (edit).
    const buyerFees = buildCampaignBody(values, [], BUYER).fees;
    expect(buyerFees).toEqual({ agency: 0.073 });
    expect(buyerFees).not.toHaveProperty('dsp');
    expect(feeFraction('')).toBe(0);
  });

  it('sends the selected creatives as ads, the name trimmed and the clips', () => {
    const body = buildCampaignBody(values, [creative], BUYER);
    expect(body.name).toBe('Winter Warmers');
    expect(body.ads).toEqual([{ creative }]);
    expect(body.contentClips).toEqual(['wow_1']);
  });

  it('gives back the same form values for a saved campaign', () => {
    const body = buildCampaignBody(values, [creative], ADMIN);
    const saved: Campaign = {
      ...body,
      fees: { dsp: body.fees.dsp ?? 0, agency: body.fees.agency },
      ads: [{ creative }],
      id: 'cmp_9',
      statsLifetime: { impressions: 0, spend: 0 },
    };
    const again = campaignToValues(saved);
    expect(again.dspFee).toBe('15');
    expect(buildCampaignBody(again, [creative], ADMIN)).toEqual(body);
  });

  it('pre-fills clips and placements handed over in the URL', () => {
    expect(
      handoverValues(new URLSearchParams('clips=wow_1,mtn_2&placements=pl_1%2Cpl_2,pl_1')),
    ).toEqual({
      contentClips: ['wow_1', 'mtn_2'],
      placementIds: 'pl_1\npl_2',
    });
    expect(handoverValues(new URLSearchParams(''))).toEqual({});
  });
});
