import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import {
  expectErrorToastOnce,
  fieldLabel as label,
  findToast,
  formControl as field,
  renderRoute,
  signInAs,
} from '../../utils';
import {
  apiUrl,
  captureRequests,
  errorReply,
  gate,
  http,
  HttpResponse,
  prepareBidderScreens,
  server,
} from './helpers';

prepareBidderScreens();

type User = ReturnType<typeof renderRoute>['user'];

/** A form control by its accessible name (the required star is aria-hidden). */

async function fill(user: User, name: string, value: string) {
  const input = field(label(name));
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

async function continueAndExpectToast(user: User, message: string) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await findToast(message)).toBeInTheDocument();
}

/** The new bidder's row in the list after the save went back to /bidders. */
async function expectListed(router: ReturnType<typeof renderRoute>['router'], name: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));
  const table = await screen.findByRole('table', { name: 'Bidders' });
  return within(table).findByRole('link', { name });
}

const OPENRTB_DEFAULTS = {
  notifSettings: {
    nurl: { callAction: 'BlockingOnWin', includeWinningPrice: false },
    burl: { callAction: 'DumbFireOnPlay', includeWinningPrice: false },
    lurl: { callAction: 'DumbFireOnLoss', excludeLossReason: false, includeWinningPrice: false },
  },
  doohMode: 'OpenRtb2_6Objects',
  minBidFloor: 5,
};

// BID-FORM, BID-DEFAULTS, BID-RTB-DEFAULTS, BID-BODY, BID-CREATED, BID-PLACEMENT-IDS,
// BID-MACRO-INSERT, BID-CREATE-UNKNOWN, BID-BUDGET-APPROX
describe('bidder create form', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('creates an Adomni bidder (index 0) with the defaults of BID-DEFAULTS', async () => {
    const capture = captureRequests();
    const { user, router } = renderRoute('/bidders/create/0');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' }),
    ).toBeInTheDocument();
    expect(field(label('Daily Budget ($)'))).toHaveValue(10000);
    expect(field(label('Timeout (ms)'))).toHaveValue(500);
    expect(field(label('Send Rate'))).toHaveValue(1);
    expect(screen.queryByRole('complementary', { name: 'URL macros' })).not.toBeInTheDocument();

    await fill(user, 'Bidder Name', 'Adomni East');
    await fill(user, 'Owner Key', 'own_east');
    await continueAndExpectToast(user, 'Bidder successfully created');
    expect(await capture.bodiesOf('/bidders')).toEqual([
      {
        name: 'Adomni East',
        protocol: { Adomni: { ownerKey: 'own_east' } },
        budgets: { spendDaily: 10000 },
        timeoutMs: 500,
        sendRate: 1,
        targets: [],
      },
    ]);
    await expectListed(router, 'Adomni East');
  });

  // BID-BUDGET-APPROX
  it('describes the Daily Budget as approximate, since spend is rolled up minutes late', async () => {
    renderRoute('/bidders/create/0');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' }),
    ).toBeInTheDocument();
    expect(field(label('Daily Budget ($)'))).toHaveAccessibleDescription(
      'Approximate: spend is rolled up minutes late, so overspend is possible.',
    );
  });

  it('creates a Vast bidder (index 1) with fixed CPM, multiplier, id type and placements', async () => {
    const capture = captureRequests();
    const { user, router } = renderRoute('/bidders/create/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New Vast Bidder' }),
    ).toBeInTheDocument();
    await fill(user, 'Bidder Name', 'Vast West');
    await fill(user, 'URL', 'https://vast.example/tag');
    await fill(user, 'Fixed CPM ($)', '7.25');
    await user.click(screen.getByRole('checkbox', { name: 'CPM includes multiplier' }));
    await user.selectOptions(field(label('Primary ID type')), 'CreativeId');
    await fill(user, 'Daily Budget ($)', '2500');
    await fill(user, 'Send Rate', '0.5');
    await user.type(field('Placement IDs'), 'pl_nw_001, pl_nw_002{Enter}pl_nw_001 pl_nw_003');
    expect(screen.getByText('3 unique placement IDs')).toBeInTheDocument();

    await continueAndExpectToast(user, 'Bidder successfully created');
    expect(await capture.bodiesOf('/bidders')).toEqual([
      {
        name: 'Vast West',
        protocol: {
          Vast: {
            url: 'https://vast.example/tag',
            priceSettings: { fixedCpm: 7.25, cpmIncludesMultiplier: true },
            primaryIdType: 'CreativeId',
          },
        },
        budgets: { spendDaily: 2500 },
        timeoutMs: 500,
        sendRate: 0.5,
        targets: [{ AllowPlacements: ['pl_nw_001', 'pl_nw_002', 'pl_nw_003'] }],
      },
    ]);
    await expectListed(router, 'Vast West');
  });

  it('sends an empty Vast fixed CPM as null', async () => {
    const capture = captureRequests();
    const { user } = renderRoute('/bidders/create/1');
    await screen.findByRole('heading', { level: 1, name: 'New Vast Bidder' });
    await fill(user, 'Bidder Name', 'Vast no price');
    await fill(user, 'URL', 'https://vast.example/x');
    await continueAndExpectToast(user, 'Bidder successfully created');
    const [body] = (await capture.bodiesOf('/bidders')) as { protocol: unknown }[];
    expect(body?.protocol).toEqual({
      Vast: {
        url: 'https://vast.example/x',
        priceSettings: { fixedCpm: null, cpmIncludesMultiplier: false },
        primaryIdType: 'AdId',
      },
    });
  });

  it('creates a Broadsign bidder (index 2)', async () => {
    const capture = captureRequests();
    const { user, router } = renderRoute('/bidders/create/2');
    await screen.findByRole('heading', { level: 1, name: 'New Broadsign Bidder' });
    await fill(user, 'Bidder Name', 'Broadsign Two');
    await fill(user, 'API Key', 'bs_live_2');
    await fill(user, 'Timeout (ms)', '7500');
    await continueAndExpectToast(user, 'Bidder successfully created');
    expect(await capture.bodiesOf('/bidders')).toEqual([
      {
        name: 'Broadsign Two',
        protocol: { Broadsign: { apiKey: 'bs_live_2' } },
        budgets: { spendDaily: 10000 },
        timeoutMs: 7500,
        sendRate: 1,
        targets: [],
      },
    ]);
    await expectListed(router, 'Broadsign Two');
  });

  it('creates an OpenRtb bidder (index 3) with only a name and URL: the defaults', async () => {
    const capture = captureRequests();
    const { user, router } = renderRoute('/bidders/create/3');
    await screen.findByRole('heading', { level: 1, name: 'New OpenRtb Bidder' });
    expect(field(label('NURL call action'))).toHaveValue('BlockingOnWin');
    expect(field(label('BURL call action'))).toHaveValue('DumbFireOnPlay');
    expect(field(label('LURL call action'))).toHaveValue('DumbFireOnLoss');
    expect(field(label('DOOH mode'))).toHaveValue('OpenRtb2_6Objects');
    expect(
      within(field(label('DOOH mode')))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['OpenRtb2_6Objects', 'MarqueeExtension', 'None']);
    expect(field(label('Min Bid Floor ($ CPM)'))).toHaveValue(5);
    for (const name of [
      'Include winning price in NURL',
      'Include winning price in BURL',
      'Include winning price in LURL',
      'Exclude loss reason from LURL',
    ]) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }

    await fill(user, 'Bidder Name', 'Beacon Two');
    await fill(user, 'Bidder URL', 'https://rtb.example/bid');
    await continueAndExpectToast(user, 'Bidder successfully created');
    expect(await capture.bodiesOf('/bidders')).toEqual([
      {
        name: 'Beacon Two',
        protocol: { OpenRtb: { url: 'https://rtb.example/bid', ...OPENRTB_DEFAULTS } },
        budgets: { spendDaily: 10000 },
        timeoutMs: 500,
        sendRate: 1,
        targets: [],
      },
    ]);
    await expectListed(router, 'Beacon Two');
  });

  it('sends changed OpenRtb notification settings, DOOH mode and floor', async () => {
    const capture = captureRequests();
    const { user } = renderRoute('/bidders/create/3');
    await screen.findByRole('heading', { level: 1, name: 'New OpenRtb Bidder' });
    await fill(user, 'Bidder Name', 'Beacon Three');
    await fill(user, 'Bidder URL', 'https://rtb.example/3');
    await user.selectOptions(field(label('NURL call action')), 'DumbFireOnWin');
    await user.selectOptions(field(label('BURL call action')), 'Skip');
    await user.selectOptions(field(label('LURL call action')), 'Skip');
    await user.click(screen.getByRole('checkbox', { name: 'Include winning price in NURL' }));
    await user.click(screen.getByRole('checkbox', { name: 'Exclude loss reason from LURL' }));
    await user.selectOptions(field(label('DOOH mode')), 'MarqueeExtension');
    await fill(user, 'Min Bid Floor ($ CPM)', '0');
    await fill(user, 'Send Rate', '0.33');
    await continueAndExpectToast(user, 'Bidder successfully created');
    const [body] = (await capture.bodiesOf('/bidders')) as Record<string, unknown>[];
    expect(body).toMatchObject({
      sendRate: 0.33,
      protocol: {
        OpenRtb: {
          notifSettings: {
            nurl: { callAction: 'DumbFireOnWin', includeWinningPrice: true },
            burl: { callAction: 'Skip', includeWinningPrice: false },
            lurl: { callAction: 'Skip', excludeLossReason: true, includeWinningPrice: false },
          },
          doohMode: 'MarqueeExtension',
          minBidFloor: 0,
        },
      },
    });
  });

  it('shows a validation message only once its field is touched', async () => {
    const { user } = renderRoute('/bidders/create/3');
    await screen.findByRole('heading', { level: 1, name: 'New OpenRtb Bidder' });
    const urlMessage = 'Bidder URL is required. Enter the OpenRTB URL for the service';
    expect(screen.queryByText('Bidder Name is required')).not.toBeInTheDocument();

    await user.click(field(label('Bidder Name')));
    expect(screen.queryByText('Bidder Name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Bidder Name is required')).toBeInTheDocument();
    expect(field(label('Bidder Name'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(urlMessage)).not.toBeInTheDocument();

    await fill(user, 'Timeout (ms)', '19');
    expect(screen.queryByText('Timeout must be at least 20ms')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Timeout must be at least 20ms')).toBeInTheDocument();
    // Once touched, it follows the typing.
    await fill(user, 'Timeout (ms)', '7501');
    expect(await screen.findByText('Timeout must be at most 7500ms')).toBeInTheDocument();
    await fill(user, 'Timeout (ms)', '20');
    await waitFor(() => expect(screen.queryByText(/Timeout must be at/)).not.toBeInTheDocument());

    await fill(user, 'Send Rate', '0.333');
    await user.tab();
    expect(
      await screen.findByText('Send rate must have at most two decimal places'),
    ).toBeInTheDocument();
    await fill(user, 'Daily Budget ($)', '0.99');
    await user.tab();
    expect(await screen.findByText('Budget must be atleast $1')).toBeInTheDocument();
    await fill(user, 'Min Bid Floor ($ CPM)', '-1');
    await user.tab();
    expect(
      await screen.findByText('Budget must be greater than or equal to $0'),
    ).toBeInTheDocument();

    // Continue touches everything: the URL's message appears and nothing is sent.
    const capture = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(urlMessage)).toBeInTheDocument();
    await capture.settled();
    expect(capture.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the Adomni and Broadsign key messages after blur', async () => {
    const first = renderRoute('/bidders/create/0');
    await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' });
    await first.user.click(field(label('Owner Key')));
    await first.user.tab();
    expect(await screen.findByText('Owner Key is required')).toBeInTheDocument();
    first.unmount();

    const second = renderRoute('/bidders/create/2');
    await screen.findByRole('heading', { level: 1, name: 'New Broadsign Bidder' });
    await second.user.click(field(label('API Key')));
    await second.user.tab();
    expect(await screen.findByText('API Key is required')).toBeInTheDocument();
  });

  it('keeps everything typed when the save fails, and Continue waits for the request', async () => {
    const held = gate();
    server.use(
      http.post(apiUrl('/bidders'), async () => {
        await held.opened;
        return errorReply('A bidder with this name already exists', 409);
      }),
    );
    const { user, router } = renderRoute('/bidders/create/3');
    await screen.findByRole('heading', { level: 1, name: 'New OpenRtb Bidder' });
    await fill(user, 'Bidder Name', 'Beacon DSP (OpenRTB)');
    await fill(user, 'Bidder URL', 'https://rtb.example/dup');
    await fill(user, 'Timeout (ms)', '250');
    await user.type(field('Placement IDs'), 'pl_1 pl_2');
    await user.selectOptions(field(label('DOOH mode')), 'None');

    const submit = screen.getByRole('button', { name: 'Continue' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
    held.open();

    expect(await findToast('A bidder with this name already exists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bidders/create/3');
    expect(field(label('Bidder Name'))).toHaveValue('Beacon DSP (OpenRTB)');
    expect(field(label('Bidder URL'))).toHaveValue('https://rtb.example/dup');
    expect(field(label('Timeout (ms)'))).toHaveValue(250);
    expect(field('Placement IDs')).toHaveValue('pl_1 pl_2');
    expect(field(label('DOOH mode'))).toHaveValue('None');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText('Bidder successfully created')).not.toBeInTheDocument();
  });

  it('shows Bidder successfully created for a 2xx whose reply lacks the record, and refetches', async () => {
    const capture = captureRequests();
    server.use(http.post(apiUrl('/bidders'), () => new HttpResponse(null, { status: 201 })));
    const { user, router } = renderRoute('/bidders/create/0');
    await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' });
    await fill(user, 'Bidder Name', 'Adomni West');
    await fill(user, 'Owner Key', 'own_west');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await findToast('Bidder successfully created')).toBeInTheDocument();
    expect(screen.queryByText(/Saved, but/)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));
    expect(screen.queryByText(/Could not reach the server/)).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
    // The list is fetched again after the save, to show what the reply left out.
    await waitFor(async () =>
      expect((await capture.bodiesOf('/bidders', 'GET')).length).toBeGreaterThan(0),
    );
    expect(await capture.bodiesOf('/bidders')).toHaveLength(1);
  });

  it('sends a new Idempotency-Key with each create, and a double click saves once', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/v1/bidders')) {
        keys.push(request.headers.get('Idempotency-Key'));
      }
    });
    const { user, router } = renderRoute('/bidders/create/0');
    await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' });
    await fill(user, 'Bidder Name', 'Adomni Twice');
    await fill(user, 'Owner Key', 'own_twice');
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    await expectListed(router, 'Adomni Twice');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(screen.getAllByRole('link', { name: 'Adomni Twice' })).toHaveLength(1);
    server.events.removeAllListeners('request:start');
  });

  it('inserts a URL macro at the cursor of the URL field', async () => {
    const { user } = renderRoute('/bidders/create/3');
    await screen.findByRole('heading', { level: 1, name: 'New OpenRtb Bidder' });
    const panel = screen.getByRole('complementary', { name: 'URL macros' });
    expect(within(panel).getAllByRole('button')).toHaveLength(15);
    const url = field(label('Bidder URL')) as HTMLInputElement;

    await user.type(url, 'https://rtb.example/bid?ip=&ua=');
    // Put the cursor right after "ip=".
    url.setSelectionRange(27, 27);
    await user.click(within(panel).getByRole('button', { name: /\$\{IP_ADDR\}/ }));
    expect(url).toHaveValue('https://rtb.example/bid?ip=${IP_ADDR}&ua=');
    expect(url).toHaveFocus();

    // The cursor is after the inserted macro; without moving it, a click at the end appends.
    url.setSelectionRange(url.value.length, url.value.length);
    await user.click(within(panel).getByRole('button', { name: /\$\{USER_AGENT\}/ }));
    expect(url).toHaveValue('https://rtb.example/bid?ip=${IP_ADDR}&ua=${USER_AGENT}');

    // A selection is replaced.
    url.setSelectionRange(8, 19);
    await user.click(within(panel).getByRole('button', { name: /\$\{PUBLISHER_ID\}/ }));
    expect(url).toHaveValue('https://${PUBLISHER_ID}/bid?ip=${IP_ADDR}&ua=${USER_AGENT}');
  });

  it('appends a macro to a URL field that was never focused (Vast)', async () => {
    const { user } = renderRoute('/bidders/create/1');
    await screen.findByRole('heading', { level: 1, name: 'New Vast Bidder' });
    await user.click(screen.getByRole('button', { name: /\$\{RANDOM_NUMBER\}/ }));
    expect(field(label('URL'))).toHaveValue('${RANDOM_NUMBER}');
  });

  it('goes back to the list on Cancel', async () => {
    const { user, router } = renderRoute('/bidders/create/0');
    await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));
  });

  it.each(['4', 'OpenRtb', '-1'])('says /bidders/create/%s is not a bidder type', async (param) => {
    renderRoute(`/bidders/create/${param}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bidder type not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Bidders' })).toHaveAttribute(
      'href',
      '/bidders',
    );
  });
});

// BID-FORM, BID-UPDATED, BID-ANIVIEW, BID-FETCH-ERROR
describe('bidder edit form', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('edits an OpenRtb bidder: prefilled, sends the update, toasts and lists the new name', async () => {
    const capture = captureRequests();
    const { user, router } = renderRoute('/bidders/bid_openrtb/edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' }),
    ).toBeInTheDocument();
    expect(field(label('Bidder Name'))).toHaveValue('Beacon DSP (OpenRTB)');
    expect(field(label('Daily Budget ($)'))).toHaveValue(15000);
    expect(field(label('Timeout (ms)'))).toHaveValue(300);
    expect(field(label('Send Rate'))).toHaveValue(0.9);
    const url = field(label('Bidder URL')) as HTMLInputElement;
    expect(url.value).toMatch(
      /^https:\/\/rtb\.beacon-dsp\.example\/openrtb2\/bid\?pub=\$\{PUBLISHER_ID\}/,
    );
    const originalUrl = url.value;

    await fill(user, 'Bidder Name', 'Beacon DSP Renamed');
    await continueAndExpectToast(user, 'Bidder successfully updated');
    expect(await capture.bodiesOf('/bidders/bid_openrtb/update')).toEqual([
      {
        name: 'Beacon DSP Renamed',
        protocol: { OpenRtb: { url: originalUrl, ...OPENRTB_DEFAULTS } },
        budgets: { spendDaily: 15000 },
        timeoutMs: 300,
        sendRate: 0.9,
        targets: [],
      },
    ]);
    await expectListed(router, 'Beacon DSP Renamed');
    expect(screen.queryByRole('link', { name: 'Beacon DSP (OpenRTB)' })).not.toBeInTheDocument();
  });

  it("two tabs: a save after another tab renamed the same bidder asks first; Keep mine writes this tab's name and shows it", async () => {
    const { user, router } = renderRoute('/bidders/bid_openrtb/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' });
    // Another tab renames the bidder while this form is open.
    const other = getDb().bidders.find((bidder) => bidder.id === 'bid_openrtb');
    if (!other) throw new Error('bid_openrtb is not in the demo seed');
    other.name = 'Renamed In Another Tab';
    await fill(user, 'Bidder Name', 'Renamed Here');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this bidder' });
    await user.click(within(dialog).getByRole('radio', { name: 'Keep mine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save with my choices' }));
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    await expectListed(router, 'Renamed Here');
    expect(screen.queryByRole('link', { name: 'Renamed In Another Tab' })).not.toBeInTheDocument();
  });

  it('two tabs: a save of a bidder another tab removed says so and keeps every value typed', async () => {
    server.use(
      http.post(apiUrl('/bidders/bid_openrtb/update'), () => errorReply('Bidder not found', 404)),
    );
    const { user, router } = renderRoute('/bidders/bid_openrtb/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' });
    await fill(user, 'Bidder Name', 'Kept After 404');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bidders/bid_openrtb/edit');
    expect(field(label('Bidder Name'))).toHaveValue('Kept After 404');
  });

  it('edits the placement ids of a bidder that has some', async () => {
    const capture = captureRequests();
    const { user } = renderRoute('/bidders/bid_broadsign/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Broadsign Bidder' });
    // BID-SECRET-WRITE-ONLY: the saved key by its last four, with Replace.
    expect(screen.getByRole('group', { name: 'API Key' })).toHaveTextContent('•••• 9e3a');
    expect(
      screen.queryByLabelText(label('API Key'), { selector: 'input' }),
    ).not.toBeInTheDocument();
    const ids = field('Placement IDs');
    expect((ids as HTMLTextAreaElement).value.split('\n')).toHaveLength(6);
    expect(screen.getByText('6 unique placement IDs')).toBeInTheDocument();
    await user.clear(ids);
    expect(screen.getByText(/No placement IDs/)).toBeInTheDocument();
    await continueAndExpectToast(user, 'Bidder successfully updated');
    const [body] = (await capture.bodiesOf('/bidders/bid_broadsign/update')) as {
      targets: unknown;
      protocol: unknown;
    }[];
    expect(body?.targets).toEqual([]);
    // Not replaced: no key sent, the stored one kept.
    expect(body?.protocol).toEqual({ Broadsign: {} });
  });

  it('edits an Aniview bidder: common fields only, its protocol sent back unchanged', async () => {
    const capture = captureRequests();
    const { user } = renderRoute('/bidders/bid_aniview/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Aniview Bidder' });
    expect(screen.getByText(/not edited in the console/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/URL/, { selector: 'input' })).not.toBeInTheDocument();
    await fill(user, 'Send Rate', '0.3');
    await continueAndExpectToast(user, 'Bidder successfully updated');
    const [body] = (await capture.bodiesOf('/bidders/bid_aniview/update')) as Record<
      string,
      unknown
    >[];
    expect(body).toMatchObject({
      name: 'Aniview Video Demand',
      protocol: { Aniview: { publisherId: 'av-pub-20931', channelId: 'dooh-ch-7' } },
      sendRate: 0.3,
    });
  });

  it('keeps the edits when the update fails', async () => {
    server.use(
      http.post(apiUrl('/bidders/:id/update'), () => errorReply('Timeout must be at least 20ms')),
    );
    const { user, router } = renderRoute('/bidders/bid_vast/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Vast Bidder' });
    expect(field(label('Fixed CPM ($)'))).toHaveValue(7.5);
    expect(field(label('Primary ID type'))).toHaveValue('CreativeId');
    await fill(user, 'Bidder Name', 'Streamline renamed');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Timeout must be at least 20ms')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bidders/bid_vast/edit');
    expect(field(label('Bidder Name'))).toHaveValue('Streamline renamed');
  });

  it('shows Error: {message} with Retry when the bidder cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/bidders/:id'), () =>
        fail ? errorReply('Bidder not found', 404) : undefined,
      ),
    );
    const { user } = renderRoute('/bidders/bid_adomni/edit');
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Bidder not found');
    await expectErrorToastOnce('Error: Bidder not found');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Adomni Bidder' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Owner Key' })).toHaveTextContent('•••• 1b3d');
  });
});
