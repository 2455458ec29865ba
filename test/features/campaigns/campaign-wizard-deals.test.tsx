// A buyer's deals in the campaign wizard and screens (DEAL-AUDIENCE-DEALS, DEAL-CHOOSABLE,
// DEAL-ONLY, DEAL-CAMPAIGN-DEALS, DEAL-CAMPAIGN-SHOWN, DEAL-FORECAST, DEAL-FLOOR-WARN,
// DEAL-HANDOVER), as dsp@demo.test (Acme, offered Northwind Morning Rush and Northwind Mall Screens
// Fixed): the Audience step's Deals and `Only run on these deals`, the error without a deal, the
// Launch summary, the body the demo server receives, the forecast on the deals, the `?deals=`
// hand-over, the detail's targeting and the edit that keeps them.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_DEAL_MESSAGES } from '@/rules/deal-rules';
import { getDb } from '@/mocks/db';
import type { Campaign } from '@/types/api';
import { captureRequests, renderRoute, signInAs } from '../../utils';
import { LAUNCHABLE, seedDraft } from './drafts';
import { definitionOf } from '../../dom-queries';

type User = ReturnType<typeof renderRoute>['user'];

const MORNING = /^Northwind Morning Rush/;
const MALLS = /^Northwind Mall Screens Fixed/;
const DEALS_ONLY = 'Only run on these deals';

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const crumbs = () => within(screen.getByRole('navigation', { name: 'Campaign steps' }));
// Up to 15 s: the first test of the file compiles the wizard and its Audience step cold, which
// beside CI's end-to-end tests once took over the 5 s default.
const dealsGroup = () => screen.findByRole('group', { name: 'Deals' }, { timeout: 15_000 });

/** A detail page's Card by its heading. */
async function card(name: string) {
  const cardHeading = await screen.findByRole('heading', { level: 2, name });
  // eslint-disable-next-line testing-library/no-node-access -- a Card is an unnamed <section> (src/components/ui/card.tsx): no role query reaches it
  const section = cardHeading.closest('section') as HTMLElement;
  return section;
}

/** The deals' boxes (the group also holds `Only run on these deals`). */
const dealBoxes = (group: HTMLElement) =>
  (within(group).getAllByRole('checkbox') as HTMLInputElement[]).filter(
    (box) => box.labels?.[0]?.textContent !== DEALS_ONLY,
  );

async function openStep(user: User, name: RegExp) {
  await user.click(crumbs().getByRole('link', { name }));
}

function storedCampaign(id: string) {
  const campaign = getDb().campaigns.find((candidate) => candidate.id === id);
  if (!campaign) throw new Error(`${id} is not in the demo seed`);
  return campaign as unknown as Campaign;
}

/** cmp_1 (Acme's) on Northwind Morning Rush, deals only. */
function putCampaignOnDeals() {
  const campaign = storedCampaign('cmp_1');
  campaign.targets = [...campaign.targets, { AllowDeals: ['MQ-7K2P9X4M1Q'] }];
  campaign.dealsOnly = true;
}

describe('campaign wizard: deals on the Audience step', () => {
  it('lists the deals offered to the account with Deal ID, publisher, auction and floor, and no other', async () => {
    await signInAs('dsp');
    seedDraft(LAUNCHABLE);
    renderRoute('/campaigns/create?step=audience');
    const group = await dealsGroup();
    const deals = within(group);
    const morning = await deals.findByRole('checkbox', { name: MORNING });
    expect(morning).not.toBeChecked();
    expect(morning).toBeEnabled();
    expect(morning).toHaveAccessibleDescription(
      'MQ-7K2P9X4M1Q · Northwind Screens · First price · Floor CPM $6.50',
    );
    expect(deals.getByRole('checkbox', { name: MALLS })).toHaveAccessibleDescription(
      'MQ-4F8J2N6R0T · Northwind Screens · Fixed price · Floor CPM $9.00',
    );
    // The paused and the ended deals go to other buyers.
    expect(dealBoxes(group).map((box) => box.checked)).toEqual([false, false]);
    expect(screen.getByRole('checkbox', { name: DEALS_ONLY })).not.toBeChecked();
  });

  it('shows a paused deal disabled with why; one the draft already holds stays checked and can be taken out', async () => {
    await signInAs('dsp');
    const malls = getDb().deals.find((deal) => deal.dealId === 'MQ-4F8J2N6R0T');
    if (!malls) throw new Error('the malls deal is not in the demo seed');
    malls.isActive = false;
    seedDraft({ ...LAUNCHABLE, deals: ['MQ-4F8J2N6R0T'] });
    const { user } = renderRoute('/campaigns/create?step=audience');
    const group = await dealsGroup();
    const deals = within(group);
    const paused = await deals.findByRole('checkbox', { name: MALLS });
    expect(paused).toBeChecked();
    expect(paused).toBeEnabled();
    expect(paused).toHaveAccessibleDescription(/· Paused by the publisher$/);
    await user.click(paused);
    expect(paused).not.toBeChecked();
    expect(paused).toBeDisabled();
    expect(deals.getByRole('checkbox', { name: MORNING })).toBeEnabled();
  });

  it('Only run on these deals without a deal shows the error on the step, never locks it, and goes once a deal is chosen', async () => {
    await signInAs('dsp');
    seedDraft(LAUNCHABLE);
    const { user } = renderRoute('/campaigns/create?step=audience');
    expect(await heading('Audience')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: DEALS_ONLY }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      CAMPAIGN_DEAL_MESSAGES.dealsOnlyWithoutDeals,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('Ad Creatives')).toBeInTheDocument();
    expect(
      await crumbs().findByRole('link', { name: '2. Audience, has errors' }),
    ).toBeInTheDocument();
    await openStep(user, /Audience/);
    expect(await screen.findByText(CAMPAIGN_DEAL_MESSAGES.dealsOnlyWithoutDeals)).toBeVisible();
    await user.click(await within(await dealsGroup()).findByRole('checkbox', { name: MORNING }));
    await waitFor(() =>
      expect(
        screen.queryByText(CAMPAIGN_DEAL_MESSAGES.dealsOnlyWithoutDeals),
      ).not.toBeInTheDocument(),
    );
    expect(await crumbs().findByRole('link', { name: '2. Audience' })).toBeInTheDocument();
  });

  it('chooses a deal with Only run on these deals, shows both on the Launch summary and launches with AllowDeals and dealsOnly', async () => {
    await signInAs('dsp');
    seedDraft({ ...LAUNCHABLE, name: 'Deal Campaign', states: ['NY'] });
    const requests = captureRequests();
    const { user, router } = renderRoute('/campaigns/create?step=audience');
    await user.click(await within(await dealsGroup()).findByRole('checkbox', { name: MORNING }));
    await user.click(screen.getByRole('checkbox', { name: DEALS_ONLY }));
    await openStep(user, /Launch/);
    expect(await heading('Launch')).toBeInTheDocument();
    await waitFor(() =>
      expect(definitionOf('Deals')).toHaveTextContent(/^Northwind Morning Rush \(MQ-7K2P9X4M1Q\)$/),
    );
    expect(definitionOf(DEALS_ONLY)).toHaveTextContent('Yes');

    await user.click(await screen.findByRole('button', { name: 'Launch Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/campaigns\/cmp_/));
    const [body] = await requests.bodiesOf('/campaigns');
    expect(body).toMatchObject({
      targets: [{ AllowStates: ['NY'] }, { AllowDeals: ['MQ-7K2P9X4M1Q'] }],
      dealsOnly: true,
    });
    const saved = getDb().campaigns.find((campaign) => campaign.name === 'Deal Campaign');
    expect(saved?.targets).toContainEqual({ AllowDeals: ['MQ-7K2P9X4M1Q'] });
    expect(saved?.dealsOnly).toBe(true);
  });

  it('the Launch summary leaves Only run on these deals out when it is off, and says None without deals', async () => {
    await signInAs('dsp');
    seedDraft(LAUNCHABLE);
    renderRoute('/campaigns/create?step=launch');
    expect(await heading('Launch')).toBeInTheDocument();
    await waitFor(() => expect(definitionOf('Deals')).toHaveTextContent('None'));
    expect(screen.queryByText(DEALS_ONLY, { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('forecasts deals-only on the deal’s screens at its fixed price, warns of a bid below its floor, and counts every targeted screen when off', async () => {
    await signInAs('dsp');
    seedDraft({
      ...LAUNCHABLE,
      budget: '900',
      bidCpm: '5',
      agencyFee: '0',
      deals: ['MQ-4F8J2N6R0T'],
      dealsOnly: true,
    });
    const { user } = renderRoute('/campaigns/create?step=audience');
    const forecast = within(await screen.findByRole('region', { name: 'Forecast' }));
    const value = (term: string) =>
      forecast.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    // The mall deal's six placements, at its $9 fixed price, not the $5 bid.
    await waitFor(() => expect(value('Screens')).toBe('6'));
    expect(value('Average CPM')).toBe('$9.00');
    expect(
      forecast.getByText(
        "Only on the chosen deals: their screens, at no less than each deal's floor.",
      ),
    ).toBeInTheDocument();
    expect(forecast.getByRole('status')).toHaveTextContent(
      'The $5.00 bid CPM is below the floor of Northwind Mall Screens Fixed ($9.00): bids on that deal lose until the bid reaches the floor.',
    );
    await user.click(screen.getByRole('checkbox', { name: DEALS_ONLY }));
    await waitFor(() => expect(value('Average CPM')).toBe('$5.00'));
    await waitFor(() => expect(Number(value('Screens')?.replace(/,/g, ''))).toBeGreaterThan(6));
  });
});

describe('campaign wizard: the ?deals= hand-over', () => {
  it('opens the wizard with the linked deal chosen and Only run on these deals on', async () => {
    await signInAs('dsp');
    renderRoute('/campaigns/create?step=audience&deals=MQ-7K2P9X4M1Q');
    const group = await dealsGroup();
    const deals = within(group);
    expect(await deals.findByRole('checkbox', { name: MORNING })).toBeChecked();
    expect(deals.getByRole('checkbox', { name: MALLS })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: DEALS_ONLY })).toBeChecked();
    expect(screen.queryByText('Some deals from the link were left out')).not.toBeInTheDocument();
  });

  it('leaves out an unknown, an unoffered and a malformed Deal ID of the link with a notice, and keeps the rest', async () => {
    await signInAs('dsp');
    renderRoute(
      '/campaigns/create?step=audience&deals=MQ-ZZZZZZZZZZ,MQ-9B3D5H7L1V,MQ-4F8J2N6R0T,<b>bad</b>',
    );
    const notice = await screen.findByText('Some deals from the link were left out');
    const status = screen.getAllByRole('status').find((el) => el.contains(notice));
    expect(status).toBeDefined();
    const items = within(status as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Deal MQ-ZZZZZZZZZZ is not offered to this account',
      // Northwind Gym Evenings exists but is Bluebird's.
      'Deal MQ-9B3D5H7L1V is not offered to this account',
      '“<b>bad</b>” is not a Deal ID',
    ]);
    const group = await dealsGroup();
    const deals = within(group);
    expect(deals.getByRole('checkbox', { name: MALLS })).toBeChecked();
    expect(dealBoxes(group).filter((box) => box.checked)).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: DEALS_ONLY })).toBeChecked();
  });

  it('turns Only run on these deals off again when the link names no deal the account can choose', async () => {
    await signInAs('dsp');
    renderRoute('/campaigns/create?step=audience&deals=MQ-ZZZZZZZZZZ');
    expect(
      await screen.findByText('Deal MQ-ZZZZZZZZZZ is not offered to this account'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: DEALS_ONLY })).not.toBeChecked();
    expect(dealBoxes(await dealsGroup()).filter((box) => box.checked)).toEqual([]);
    expect(
      screen.queryByText(CAMPAIGN_DEAL_MESSAGES.dealsOnlyWithoutDeals),
    ).not.toBeInTheDocument();
  });
});

describe('campaign deals on the detail and the edit', () => {
  it('the campaign detail’s targeting shows its deals linked to their pages and Only run on these deals', async () => {
    await signInAs('dsp');
    putCampaignOnDeals();
    renderRoute('/campaigns/cmp_1');
    const targeting = await card('Targeting');
    const deals = definitionOf('Deals', targeting);
    expect(
      await within(deals).findByRole('link', { name: 'Northwind Morning Rush' }),
    ).toHaveAttribute('href', '/deals/deal_nw_morning');
    expect(deals).toHaveTextContent('MQ-7K2P9X4M1Q');
    expect(definitionOf(DEALS_ONLY, targeting)).toHaveTextContent('Yes');
  });

  it('the campaign detail says None for deals and leaves Only run on these deals out on a campaign without deals', async () => {
    await signInAs('dsp');
    renderRoute('/campaigns/cmp_1');
    const targeting = await card('Targeting');
    expect(definitionOf('Deals', targeting)).toHaveTextContent('None');
    expect(within(targeting).queryByText(DEALS_ONLY)).not.toBeInTheDocument();
  });

  it('editing a campaign on deals shows them chosen and saves them again with the rename', async () => {
    await signInAs('dsp');
    putCampaignOnDeals();
    const requests = captureRequests();
    const { user, router } = renderRoute('/campaigns/cmp_1/edit');
    const name = await screen.findByLabelText(/^Campaign name/, { selector: 'input' });
    await user.clear(name);
    await user.type(name, 'Morning Rush On Deals');
    await openStep(user, /Audience/);
    expect(
      await within(await dealsGroup()).findByRole('checkbox', { name: MORNING }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: DEALS_ONLY })).toBeChecked();
    await openStep(user, /Launch/);
    await user.click(await screen.findByRole('button', { name: 'Save Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/cmp_1'));
    const [body] = await requests.bodiesOf('/campaigns/cmp_1/update');
    expect(body).toMatchObject({ name: 'Morning Rush On Deals', dealsOnly: true });
    expect((body as { targets: unknown[] }).targets).toContainEqual({
      AllowDeals: ['MQ-7K2P9X4M1Q'],
    });
  });

  it('editing merges a colleague’s deals change: their added deal survives this tab’s rename', async () => {
    await signInAs('dsp');
    const requests = captureRequests();
    const { user, router } = renderRoute('/campaigns/cmp_1/edit');
    const name = await screen.findByLabelText(/^Campaign name/, { selector: 'input' });
    putCampaignOnDeals();
    await user.clear(name);
    await user.type(name, 'Renamed Beside The Deals');
    await openStep(user, /Launch/);
    await user.click(await screen.findByRole('button', { name: 'Save Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/cmp_1'));
    const [body] = await requests.bodiesOf('/campaigns/cmp_1/update');
    expect(body).toMatchObject({ name: 'Renamed Beside The Deals', dealsOnly: true });
    expect((body as { targets: unknown[] }).targets).toContainEqual({
      AllowDeals: ['MQ-7K2P9X4M1Q'],
    });
  });
});
