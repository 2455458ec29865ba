// Editing a campaign after an admin changed the account's DSP fee (CMP-DSP-FEE): the buyer sees the
// campaign's own fee (Schedule, the forecast on Launch), the save leaves the fee out and succeeds,
// and the campaign keeps its fee. A new campaign estimates at the account's current fee; an admin
// still sends the fee.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { estimateCampaign } from '@/features/campaigns/estimates';
import { estimateInputOf } from '@/features/campaigns/campaign-body';
import {
  CAMPAIGN_DRAFT_VERSION,
  campaignToValues,
  newCampaignValues,
} from '@/features/campaigns/campaign-form';
import {
  CAMPAIGN_UPDATED,
  SAVE_LABEL,
} from '@/features/campaigns/components/wizard/campaign-wizard';
import { formatMoney } from '@/lib/text/format';
import { getDb } from '@/mocks/db';
import { captureRequests, findToast, renderRoute, signInAs } from '../../utils';
import { definitionOf } from '../../dom-queries';

const CAMPAIGN_ID = 'cmp_1';
const UPDATE_PATH = `/campaigns/${CAMPAIGN_ID}/update`;
const NEW_DRAFT_KEY = 'marquee.draft.usr_dsp/campaign.new';

function savedCampaign() {
  const campaign = getDb().campaigns.find((candidate) => candidate.id === CAMPAIGN_ID);
  if (!campaign) throw new Error(`${CAMPAIGN_ID} is not in the demo seed`);
  return campaign;
}

/** cmp_1 was saved at Acme's 15%; an admin has since raised the account's fee to 20%. */
function raiseAcmeFee() {
  const acme = getDb().accounts.find((account) => account.id === 'acc_acme');
  if (!acme) throw new Error('acc_acme is not in the demo seed');
  expect(savedCampaign().fees.dsp).toBe(0.15);
  acme.fees.dsp = 0.2;
}

/** The forecast's DSP fee as the campaign's own 15% makes it. */
function expectedDspFee(): string {
  return formatMoney(estimateCampaign(estimateInputOf(campaignToValues(savedCampaign()))).dspFee);
}

describe('editing a campaign after the account’s DSP fee changed', () => {
  it('shows the buyer the campaign’s own fee on Schedule', async () => {
    await signInAs('dsp');
    raiseAcmeFee();
    renderRoute(`/campaigns/${CAMPAIGN_ID}/edit?step=schedule`);
    expect(
      await screen.findByText("15%, this campaign's fee, set by the exchange."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^20%/)).not.toBeInTheDocument();
  });

  it('estimates with the campaign’s own fee on Launch and saves without a DSP fee', async () => {
    await signInAs('dsp');
    raiseAcmeFee();
    const dspFee = expectedDspFee();
    const requests = captureRequests();
    const { user, router } = renderRoute(`/campaigns/${CAMPAIGN_ID}/edit?step=launch`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Launch' })).toBeInTheDocument();

    const forecastRegion = await screen.findByRole('region', { name: 'Forecast' });
    const forecast = within(forecastRegion);
    expect(definitionOf('DSP fee (15%)', forecastRegion)).toHaveTextContent(dspFee);
    expect(forecast.queryByText('DSP fee (20%)')).not.toBeInTheDocument();
    expect(screen.getByText(/DSP 15%/)).toBeInTheDocument();

    // The button reads Save Campaign once the whole campaign has been checked (async validation).
    await user.click(await screen.findByRole('button', { name: SAVE_LABEL }));
    expect(await findToast(CAMPAIGN_UPDATED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/campaigns/${CAMPAIGN_ID}`));
    const [body] = await requests.bodiesOf(UPDATE_PATH);
    expect(body).toMatchObject({ fees: { agency: 0.1 } });
    expect((body as { fees: object }).fees).not.toHaveProperty('dsp');
    expect(savedCampaign().fees).toEqual({ dsp: 0.15, agency: 0.1 });
  });

  it('estimates a new campaign at the account’s current fee, over a draft’s older one', async () => {
    await signInAs('dsp');
    const draft = { ...newCampaignValues(0.15), name: 'Drafted at 15%', budget: '1000' };
    const visited = ['general', 'audience', 'creatives', 'plus', 'schedule', 'launch'];
    sessionStorage.setItem(
      NEW_DRAFT_KEY,
      JSON.stringify({ version: CAMPAIGN_DRAFT_VERSION, values: draft, visited }),
    );
    raiseAcmeFee();
    renderRoute('/campaigns/create?step=launch');
    const forecast = within(await screen.findByRole('region', { name: 'Forecast' }));
    expect(forecast.getByText('DSP fee (20%)')).toBeInTheDocument();
    expect(screen.getByText(/DSP 20%/)).toBeInTheDocument();
  });

  it('lets an admin save with the DSP fee in the body', async () => {
    // The edit route is for DSP users: the admin here is multi@demo.test (Admin and DSP).
    await signInAs('multi');
    raiseAcmeFee();
    const requests = captureRequests();
    const { user, router } = renderRoute(`/campaigns/${CAMPAIGN_ID}/edit?step=launch`);
    await user.click(await screen.findByRole('button', { name: SAVE_LABEL }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/campaigns/${CAMPAIGN_ID}`));
    const [body] = await requests.bodiesOf(UPDATE_PATH);
    expect(body).toMatchObject({ fees: { dsp: 0.15, agency: 0.1 } });
    expect(savedCampaign().fees.dsp).toBe(0.15);
  });
});
