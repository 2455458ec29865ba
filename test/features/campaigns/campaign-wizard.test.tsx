// The campaign wizard as a buyer uses it (CMP-WIZ-STEPS, CMP-WIZ-SAVE, CMP-WIZ-DRAFT, CMP-AUDIENCE,
// CMP-CREATIVES-STEP, CMP-PLUS, CMP-HANDOVER, EST-FORECAST, EST-IMPRESSIONS, EST-CAPACITY), against
// the mock API: each step's validation,
// `Fix Errors to Continue`, the draft across a remount, the live forecast and the max-capacity
// warning, clips handed over from /content, and the one-shot create and update calls.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FIX_ERRORS_LABEL } from '@/components/wizard';
import { CAMPAIGN_MESSAGES as M } from '@/features/campaigns/campaign-schema';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { captureRequests, findToast, inMain, renderRoute, signInAs } from '../../utils';
import { addDays, DRAFT_KEY, LAUNCHABLE, seedDraft } from './drafts';

type User = ReturnType<typeof renderRoute>['user'];
const field = (name: string | RegExp) =>
  screen.getByLabelText(name, { selector: 'input, textarea' });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const crumbs = () => within(screen.getByRole('navigation', { name: 'Campaign steps' }));

async function typeInto(user: User, name: string | RegExp, text: string) {
  const input = field(name);
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('the campaign wizard', () => {
  it('validates General, Audience and Ad Creatives as the buyer goes', async () => {
    await signInAs('dsp');
    const { user } = renderRoute('/campaigns/create');
    expect(await heading('General')).toBeInTheDocument();
    expect(inMain().getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');

    // Next shows the step's errors on its crumb and moves on; the crumb opens them again.
    await next(user);
    expect(await heading('Audience')).toBeInTheDocument();
    // The crumb says so once the step's check has run (it may land a moment after the heading).
    await user.click(await crumbs().findByRole('link', { name: '1. General, has errors' }));
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    await user.type(field(/^Campaign name/), 'Winter Warmers');
    expect(await crumbs().findByRole('link', { name: '1. General' })).toBeInTheDocument();
    await next(user);

    expect(await heading('Audience')).toBeInTheDocument();
    await user.type(field('Zip codes'), '10001, 1234, 10001');
    await user.tab();
    expect(await screen.findByText(M.zips)).toBeInTheDocument();
    expect(screen.getByText(/2 zip codes \(1 duplicate ignored\)/)).toBeInTheDocument();
    await typeInto(user, 'Zip codes', '10001 10002');
    await next(user);

    expect(await heading('Ad Creatives')).toBeInTheDocument();
    await next(user);
    expect(await heading('Marquee+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(M.creativesRequired)).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /Morning Brew – Landscape/ }));
    expect(screen.getByText('1 ad creative selected')).toBeInTheDocument();
    await next(user);
    expect(await heading('Marquee+')).toBeInTheDocument();
    await next(user);

    expect(await heading('Schedule')).toBeInTheDocument();
    await next(user);
    expect(await heading('Launch')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(M.startRequired)).toBeInTheDocument();
    expect(screen.getByText(M.budgetRequired)).toBeInTheDocument();
    expect(screen.getByText(M.bidCpmRequired)).toBeInTheDocument();
    await user.type(field(/^Start date/), addDays(-1));
    await user.type(field(/^End date/), addDays(-3));
    await user.tab();
    expect(await screen.findByText(M.startPast)).toBeInTheDocument();
    expect(screen.getByText(M.endBeforeStart)).toBeInTheDocument();
  });

  it('reaches Launch by Next alone without a creative, and Fix Errors to Continue opens Ad Creatives', async () => {
    await signInAs('dsp');
    seedDraft({ ...LAUNCHABLE, creativeIds: [] }, ['general']);
    const { user } = renderRoute('/campaigns/create');
    expect(await heading('General')).toBeInTheDocument();
    for (const title of ['Audience', 'Ad Creatives', 'Marquee+', 'Schedule', 'Launch']) {
      await next(user);
      expect(await heading(title)).toBeInTheDocument();
    }
    expect(
      await crumbs().findByRole('link', { name: '3. Ad Creatives, has errors' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: FIX_ERRORS_LABEL }));
    expect(await heading('Ad Creatives')).toBeInTheDocument();
    expect(await screen.findByText(M.creativesRequired)).toBeInTheDocument();
  });

  it('reads Fix Errors to Continue on Launch and takes the buyer to the first error', async () => {
    await signInAs('dsp');
    seedDraft({ ...LAUNCHABLE, name: '' });
    const { user } = renderRoute('/campaigns/create?step=launch');
    expect(await heading('Launch')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: FIX_ERRORS_LABEL }));
    expect(await heading('General')).toBeInTheDocument();
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    await waitFor(() => expect(field(/^Campaign name/)).toHaveFocus());
  });

  it('restores the draft after a remount', async () => {
    await signInAs('dsp');
    const first = renderRoute('/campaigns/create');
    await first.user.type(await screen.findByLabelText(/^Campaign name/), 'Kept Across Reloads');
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Kept Across Reloads'));
    first.unmount();
    renderRoute('/campaigns/create');
    expect(await screen.findByLabelText(/^Campaign name/)).toHaveValue('Kept Across Reloads');
  });

  it('updates the forecast as the budget is typed, and warns past the screens’ capacity', async () => {
    await signInAs('dsp');
    seedDraft({ ...LAUNCHABLE, budget: '', agencyFee: '0', placementIds: 'pl_nw_001' });
    const { user } = renderRoute('/campaigns/create?step=schedule');
    const forecast = within(await screen.findByRole('region', { name: 'Forecast' }));
    await user.type(field(/^Lifetime budget/), '1');
    // $1 gross at 15% DSP fee: round(1 / 0.85) = $1; $10 CPM -> 100 impressions.
    expect(forecast.getByText('$1.00', { selector: 'dd' })).toBeInTheDocument();
    await user.type(field(/^Lifetime budget/), '000');
    // $1000 / 0.85 = $1,176 gross, net $999.60 -> 99,960 impressions.
    expect(forecast.getByText('$1,176.00')).toBeInTheDocument();
    expect(forecast.getByText('99,960')).toBeInTheDocument();
    expect(await forecast.findByText('Weekly impressions')).toBeInTheDocument();
    await user.type(field(/^Lifetime budget/), '000');
    const warning = await forecast.findByText(/^Max capacity:/);
    expect(warning).toHaveTextContent(
      /an estimated [\d,]+ impressions, more than the [\d,]+ the targeted screens/,
    );
    await typeInto(user, /^Lifetime budget/, '1');
    await waitFor(() => expect(forecast.queryByText(/^Max capacity:/)).not.toBeInTheDocument());
    await typeInto(user, /^Bid CPM/, '0');
    expect(forecast.getByText('N/A (free campaign)')).toBeInTheDocument();
  });

  it('pre-selects the clips handed over from /content in Marquee+', async () => {
    await signInAs('dsp');
    seedDraft({ name: 'From Content' }, ['general', 'audience', 'creatives', 'plus']);
    renderRoute('/campaigns/create?step=plus&clips=wow_1,mtn_1');
    expect(await heading('Marquee+')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Aurora over Tromsø/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Powder Day/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Kyoto Bamboo Grove/ })).not.toBeChecked();
  });

  it('applies a handover link once: a reload of it keeps what the buyer changed since; another link applies its own', async () => {
    await signInAs('dsp');
    seedDraft({ name: 'From Content' }, ['general', 'audience', 'creatives', 'plus']);
    const first = renderRoute('/campaigns/create?step=plus&clips=wow_1');
    const kyoto = await screen.findByRole('checkbox', { name: /Kyoto Bamboo Grove/ });
    expect(screen.getByRole('checkbox', { name: /Aurora over Tromsø/ })).toBeChecked();
    await first.user.click(kyoto);
    await first.user.click(screen.getByRole('checkbox', { name: /Aurora over Tromsø/ }));
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('"handover"'));
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).values.contentClips).toEqual(['wow_2']),
    );
    first.unmount();

    // The same link again (a reload): the buyer's choice stands.
    const again = renderRoute('/campaigns/create?step=plus&clips=wow_1');
    expect(await screen.findByRole('checkbox', { name: /Kyoto Bamboo Grove/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Aurora over Tromsø/ })).not.toBeChecked();
    again.unmount();

    // Another link hands over its own clips, over the draft.
    renderRoute('/campaigns/create?step=plus&clips=mtn_1');
    expect(await screen.findByRole('checkbox', { name: /Powder Day/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Kyoto Bamboo Grove/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Aurora over Tromsø/ })).not.toBeChecked();
  });

  it('launches a new campaign with one POST /campaigns and opens it', async () => {
    await signInAs('dsp');
    seedDraft({ ...LAUNCHABLE, states: ['NY'], dayParts: [{ weekday: 0, hour: 7, value: 14 }] });
    const requests = captureRequests();
    const { user, router } = renderRoute('/campaigns/create?step=launch');
    await user.click(await screen.findByRole('button', { name: 'Launch Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/campaigns\/cmp_/));
    const [body] = await requests.bodiesOf('/campaigns');
    expect(body).toMatchObject({
      name: 'Winter Warmers',
      isPublished: true,
      bidCpm: 10,
      budgets: { spendLifetime: 3000 },
      // A buyer leaves the DSP fee out: the server applies the account's.
      fees: { agency: 0.1 },
      targets: [{ AllowStates: ['NY'] }],
      schedule: {
        window: { dateStart: `${addDays(1)}T00:00:00`, dateEnd: `${addDays(30)}T23:59:59` },
        dayParts: [{ weekday: 0, hour: 7, bidCpmOverride: 14 }],
        dayPartFallbackStrategy: 'campaignDefault',
      },
    });
    expect((body as { fees: object }).fees).not.toHaveProperty('dsp');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('a double click on Launch Campaign creates one campaign', async () => {
    await signInAs('dsp');
    seedDraft({ ...LAUNCHABLE, name: 'Only Once' });
    const requests = captureRequests();
    const { user, router } = renderRoute('/campaigns/create?step=launch');
    await user.dblClick(await screen.findByRole('button', { name: 'Launch Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/campaigns\/cmp_/));
    expect(await requests.bodiesOf('/campaigns')).toHaveLength(1);
    expect(getDb().campaigns.filter((c) => c.name === 'Only Once')).toHaveLength(1);
  });

  it('a launch whose 2xx reply lacks the campaign shows Campaign successfully created and goes to the list', async () => {
    await signInAs('dsp');
    seedDraft({ ...LAUNCHABLE, name: 'Reply Lost' });
    server.use(http.post('*/v1/campaigns', () => new HttpResponse('', { status: 201 })));
    const { user, router } = renderRoute('/campaigns/create?step=launch');
    await user.click(await screen.findByRole('button', { name: 'Launch Campaign' }));
    expect(await findToast('Campaign successfully created')).toBeVisible();
    expect(screen.queryByText(/Saved, but/)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('edits a campaign loaded by its route id with POST /campaigns/{id}/update', async () => {
    await signInAs('dsp');
    const requests = captureRequests();
    const { user, router } = renderRoute('/campaigns/cmp_1/edit');
    expect(await screen.findByLabelText(/^Campaign name/)).toHaveValue('Morning Rush Commuters');
    await typeInto(user, /^Campaign name/, 'Morning Rush Renamed');
    await user.click(crumbs().getByRole('link', { name: /Launch/ }));
    await user.click(await screen.findByRole('button', { name: 'Save Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/cmp_1'));
    const [body] = await requests.bodiesOf('/campaigns/cmp_1/update');
    expect(body).toMatchObject({ name: 'Morning Rush Renamed', budgets: { spendDaily: 800 } });
  });
});
