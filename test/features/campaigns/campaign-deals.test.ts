// A campaign's deals as values (DEAL-CAMPAIGN-DEALS, DEAL-ONLY, DEAL-CHOOSABLE,
// DEAL-HANDOVER): the AllowDeals target and dealsOnly in the body, back into the form (edit,
// duplicate), the schema's rule, and the `?deals=` hand-over with the check that leaves out what
// the account cannot choose.
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { CAMPAIGN_DEAL_MESSAGES } from '@/rules/deal-rules';
import { buildCampaignBody } from '@/features/campaigns/campaign-body';
import {
  campaignToValues,
  newCampaignValues,
  type CampaignFormValues,
} from '@/features/campaigns/campaign-form';
import { campaignSchema } from '@/features/campaigns/campaign-schema';
import { checkHandoverDeals, dealUnavailable } from '@/features/campaigns/deal-choice';
import { duplicateValues } from '@/features/campaigns/duplicate';
import { handoverValues } from '@/features/campaigns/handover';
import type { Campaign, Deal } from '@/types/api';

const BUYER = { sendDspFee: false };
const TODAY = '2026-11-27';

const values: CampaignFormValues = {
  ...newCampaignValues(0.15),
  name: 'On Deals',
  states: ['NY'],
  creativeIds: ['cr_1'],
  dateStart: '2026-12-01',
  dateEnd: '2026-12-31',
  budget: '1000',
  bidCpm: '8',
  deals: ['MQ-7K2P9X4M1Q', 'MQ-4F8J2N6R0T', 'MQ-7K2P9X4M1Q'],
  dealsOnly: true,
};

function deal(overrides: Partial<Deal>): Deal {
  return {
    id: 'deal_x',
    dealId: 'MQ-AAAAAAAAAA',
    name: 'A deal',
    publisher: { id: 'acc_northwind', name: 'Northwind Screens' },
    auctionType: 'FirstPrice',
    floorCpm: 5,
    priority: 5,
    seats: ['acc_acme'],
    venueTypes: [203],
    states: [],
    window: { dateStart: '2026-11-01', dateEnd: '2026-12-31' },
    dayParts: [],
    isActive: true,
    createdAt: '2026-10-31T10:00:00.000Z',
    stats: { requests: 0, bids: 0, wins: 0, impressions: 0, spend: 0, lossReasons: [] },
    ...overrides,
  } as Deal;
}

async function schemaErrors(input: Partial<CampaignFormValues>): Promise<Record<string, string>> {
  try {
    await campaignSchema.validate(
      { ...values, ...input },
      { abortEarly: false, context: { isNew: true, today: TODAY } },
    );
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((issue) => [issue.path ?? '', issue.message]));
  }
}

describe('campaign deals: the body and the form values', () => {
  it('sends the chosen deals as one AllowDeals target, de-duplicated, and dealsOnly true', () => {
    const body = buildCampaignBody(values, [], BUYER);
    expect(body.targets).toEqual([
      { AllowStates: ['NY'] },
      { AllowDeals: ['MQ-7K2P9X4M1Q', 'MQ-4F8J2N6R0T'] },
    ]);
    expect(body.dealsOnly).toBe(true);
  });

  it('leaves AllowDeals and dealsOnly out of the body when no deal is chosen and deals-only is off', () => {
    const body = buildCampaignBody({ ...values, deals: [], dealsOnly: false }, [], BUYER);
    expect(body.targets).toEqual([{ AllowStates: ['NY'] }]);
    expect(body).not.toHaveProperty('dealsOnly');
    const withDeals = buildCampaignBody({ ...values, dealsOnly: false }, [], BUYER);
    expect(withDeals.targets).toContainEqual({ AllowDeals: ['MQ-7K2P9X4M1Q', 'MQ-4F8J2N6R0T'] });
    expect(withDeals).not.toHaveProperty('dealsOnly');
  });

  it('reads AllowDeals and dealsOnly back into the form: campaignToValues round-trips the body', () => {
    const body = buildCampaignBody(values, [], BUYER);
    const saved = { ...body, id: 'cmp_d', ads: [] } as unknown as Campaign;
    const back = campaignToValues(saved);
    expect(back.deals).toEqual(['MQ-7K2P9X4M1Q', 'MQ-4F8J2N6R0T']);
    expect(back.dealsOnly).toBe(true);
    expect(buildCampaignBody(back, [], BUYER)).toMatchObject({
      targets: body.targets,
      dealsOnly: true,
    });
    const plain = campaignToValues({ ...saved, targets: [], dealsOnly: undefined });
    expect(plain.deals).toEqual([]);
    expect(plain.dealsOnly).toBe(false);
  });

  it('a duplicated campaign keeps its deals and Only run on these deals', () => {
    const original = {
      ...buildCampaignBody(values, [], BUYER),
      id: 'cmp_d',
      ads: [],
    } as unknown as Campaign;
    const copy = duplicateValues(original, { today: TODAY, dspFee: 0.15 });
    expect(copy.deals).toEqual(['MQ-7K2P9X4M1Q', 'MQ-4F8J2N6R0T']);
    expect(copy.dealsOnly).toBe(true);
  });

  it('the schema puts the deals-only-without-deals error on the deals, with the server’s message', async () => {
    expect(await schemaErrors({ deals: [], dealsOnly: true })).toEqual({
      deals: CAMPAIGN_DEAL_MESSAGES.dealsOnlyWithoutDeals,
    });
    expect(await schemaErrors({ deals: [], dealsOnly: false })).toEqual({});
    expect(await schemaErrors({ deals: ['MQ-7K2P9X4M1Q'], dealsOnly: true })).toEqual({});
  });
});

describe('campaign deals: the ?deals= hand-over', () => {
  it('chooses the well-formed Deal IDs of ?deals= (upper-cased, de-duplicated) and turns Only run on these deals on', () => {
    const params = new URLSearchParams('deals=MQ-7K2P9X4M1Q,mq-4f8j2n6r0t, MQ-7K2P9X4M1Q,nonsense');
    expect(handoverValues(params)).toEqual({
      deals: ['MQ-7K2P9X4M1Q', 'MQ-4F8J2N6R0T'],
      dealsOnly: true,
    });
    expect(handoverValues(new URLSearchParams('deals=,nonsense'))).toEqual({});
    expect(handoverValues(new URLSearchParams('placements=pl_1'))).not.toHaveProperty('deals');
  });

  it('leaves out the link’s unknown, unoffered, paused and ended deals and anything not a Deal ID, each with why', () => {
    const offered = [
      deal({ dealId: 'MQ-AAAAAAAAAA' }),
      deal({ dealId: 'MQ-PAUSED0000', isActive: false }),
      deal({ dealId: 'MQ-ENDED00000', window: { dateStart: '2026-10-01', dateEnd: '2026-11-16' } }),
    ];
    const check = checkHandoverDeals(
      [
        'MQ-AAAAAAAAAA',
        'MQ-ZZZZZZZZZZ',
        'mq-paused0000',
        'MQ-ENDED00000',
        '<b>x</b>',
        'MQ-AAAAAAAAAA',
      ],
      offered,
      TODAY,
    );
    expect(check.kept).toEqual(['MQ-AAAAAAAAAA']);
    expect(check.leftOut).toEqual([
      'Deal MQ-ZZZZZZZZZZ is not offered to this account',
      'Deal MQ-PAUSED0000 is paused by the publisher',
      'Deal MQ-ENDED00000 ended Nov 16, 2026',
      '“<b>x</b>” is not a Deal ID',
    ]);
  });

  it('a deal can be chosen while active and not ended, upcoming included; paused and ended ones say why not', () => {
    expect(dealUnavailable(deal({}), TODAY)).toBeNull();
    expect(
      dealUnavailable(deal({ window: { dateStart: '2027-01-05', dateEnd: '2027-02-01' } }), TODAY),
    ).toBeNull();
    expect(dealUnavailable(deal({ isActive: false }), TODAY)).toBe('Paused by the publisher');
    expect(
      dealUnavailable(deal({ window: { dateStart: '2026-10-01', dateEnd: '2026-11-26' } }), TODAY),
    ).toBe('Ended Nov 26, 2026');
    expect(
      dealUnavailable(deal({ window: { dateStart: '2026-10-01', dateEnd: TODAY } }), TODAY),
    ).toBeNull();
  });
});
