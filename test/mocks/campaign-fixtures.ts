// A valid campaign body for Acme (the dsp@demo.test account), starting today, and calls that
// send it; each test changes the one field it is about.
import { addDays, today, windowEnd, windowStart } from '@/lib/text/dates';
import type { Campaign, ErrorBody } from '@/types/api';
import { call, DSP, tokenFor } from './helpers';

export type { ErrorBody };
export type Body = Record<string, unknown>;

export function campaignBody(overrides: Body = {}): Body {
  return {
    name: 'Test Campaign',
    isPublished: true,
    bidCpm: 10,
    budgets: { spendDaily: 100 },
    enablePacing: true,
    schedule: {
      window: { dateStart: windowStart(today()), dateEnd: windowEnd(addDays(today(), 30)) },
      dayParts: [],
      dayPartFallbackStrategy: 'campaignDefault',
    },
    fees: { dsp: 0.15, agency: 0.1 },
    targets: [{ AllowStates: ['NY'] }],
    categories: ['IAB8'],
    ads: [{ creative: { id: 'cr_1' } }],
    contentClips: ['insp_1'],
    ...overrides,
  };
}

/** The body with its schedule changed. */
export function withSchedule(schedule: Body): Body {
  const base = campaignBody().schedule as Body;
  return campaignBody({ schedule: { ...base, ...schedule } });
}

export function withWindow(dateStart: string, dateEnd: string): Body {
  return withSchedule({ window: { dateStart, dateEnd } });
}

export async function createCampaign(body: Body, email = DSP) {
  return call<Campaign & ErrorBody>('/campaigns', { token: await tokenFor(email), body });
}
