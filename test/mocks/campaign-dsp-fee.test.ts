// The DSP fee of a campaign save after an admin changed the account's fee (CMP-DSP-FEE): a new
// campaign takes the account's current fee, an edited one keeps its own, and only an Admin may send
// another.
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import type { Account, Campaign } from '@/types/api';
import { campaignBody, createCampaign, type Body, type ErrorBody } from './campaign-fixtures';
import { ADMIN, call, DSP, tokenFor } from './helpers';

/** Acme's DSP fee was 15% when its campaigns were saved; an admin raises it to 20%. */
async function raiseAcmeFee(dsp = 0.2) {
  const { status } = await call<Account>('/accounts/acc_acme/update', {
    token: await tokenFor(ADMIN),
    body: { name: 'Acme Coffee Co.', kind: 'Advertiser', fees: { dsp } },
  });
  expect(status).toBe(200);
}

/** cmp_1 as the edit wizard sends it for a non-admin: its own fields, no DSP fee. */
async function bodyWithoutDspFee(id: string): Promise<Body> {
  const { data } = await call<Campaign>(`/campaigns/${id}`, { token: await tokenFor(DSP) });
  const { id: _id, statsLifetime: _stats, accountId: _account, ...input } = data;
  return {
    ...input,
    fees: { agency: data.fees.agency },
    ads: data.ads.map((ad) => ({ creative: { id: ad.creative.id } })),
  };
}

async function update(id: string, body: Body, email = DSP) {
  return call<Campaign & ErrorBody>(`/campaigns/${id}/update`, {
    token: await tokenFor(email),
    body,
  });
}

const savedFee = (id: string) => getDb().campaigns.find((campaign) => campaign.id === id)?.fees;

describe('campaigns: the DSP fee after the account’s fee changed', () => {
  it('keeps the campaign’s own fee when a non-admin update leaves it out', async () => {
    expect(savedFee('cmp_1')?.dsp).toBe(0.15);
    await raiseAcmeFee();
    const body = { ...(await bodyWithoutDspFee('cmp_1')), name: 'Morning Rush, renamed' };
    const { status, data } = await update('cmp_1', body);
    expect(status).toBe(200);
    expect(data.name).toBe('Morning Rush, renamed');
    expect(data.fees.dsp).toBe(0.15);
    expect(savedFee('cmp_1')?.dsp).toBe(0.15);
  });

  it.each([
    ['the account’s new fee', 0.2],
    ['any other fee', 0.1],
  ])('refuses a non-admin update sending %s (403)', async (_label, dsp) => {
    await raiseAcmeFee();
    const body = await bodyWithoutDspFee('cmp_1');
    const fees = { ...(body.fees as Body), dsp };
    const { status, data } = await update('cmp_1', { ...body, fees });
    expect(status).toBe(403);
    expect(data.error.message).toBe('Only an Admin may change the DSP fee');
    expect(savedFee('cmp_1')?.dsp).toBe(0.15);
  });

  it('accepts a non-admin update sending the campaign’s own fee', async () => {
    await raiseAcmeFee();
    const body = await bodyWithoutDspFee('cmp_1');
    const { status, data } = await update('cmp_1', {
      ...body,
      fees: { ...(body.fees as Body), dsp: 0.15 },
    });
    expect(status).toBe(200);
    expect(data.fees.dsp).toBe(0.15);
  });

  it('gives a new campaign the account’s current fee, and refuses the old one (403)', async () => {
    await raiseAcmeFee();
    const created = await createCampaign(campaignBody({ fees: { agency: 0.1 } }));
    expect(created.status).toBe(201);
    expect(created.data.fees).toEqual({ dsp: 0.2, agency: 0.1 });
    const stale = await createCampaign(campaignBody({ fees: { dsp: 0.15, agency: 0.1 } }));
    expect(stale.status).toBe(403);
  });

  it('lets an admin set the fee on update, and keeps the campaign’s when the admin omits it', async () => {
    await raiseAcmeFee();
    const body = await bodyWithoutDspFee('cmp_1');
    const kept = await update('cmp_1', body, ADMIN);
    expect(kept.status).toBe(200);
    expect(kept.data.fees.dsp).toBe(0.15);
    const changed = await update(
      'cmp_1',
      { ...body, fees: { ...(body.fees as Body), dsp: 0.2 } },
      ADMIN,
    );
    expect(changed.status).toBe(200);
    expect(changed.data.fees.dsp).toBe(0.2);
  });
});
