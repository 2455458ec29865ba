// The mock API follows the /v1 contract (issue 19): every operation of api/openapi.yaml is
// called for every status the mock answers (the happy path, each kind of 400, 401 without a
// token, 403 for a role that may not, 404, the demo-faults 500 that falls to `default`), and
// every reply is validated against the document with ajv (2020-12, objects closed: a field the
// document does not have fails); a 400's message must be one the document lists for that
// operation. The bodies of the happy paths are the console's own (its body builders) and are
// validated against the request schemas too. The last test checks that every documented status
// of every operation was seen, and prints `operations covered: N of M`.
import { bidderBody, bidderToFormValues } from '@/features/bidders/bidder-body';
import { protocolName } from '@/rules/bidder-protocols';
import { buildCampaignBody } from '@/features/campaigns/campaign-body';
import { campaignToValues } from '@/features/campaigns/campaign-form';
import { buildBatchDefaults, buildPlacementBody } from '@/features/placements/placement-body';
import { placementToValues } from '@/features/placements/placement-form';
import { getDb, resetDb } from '@/mocks/db';
import { listPlacements } from '@/mocks/queries';
import { setKnobs } from '@/mocks/knobs';
import { applyHostileKnob } from '@/mocks/seed';
import { HOSTILE_IDS } from '@/mocks/seed/hostile';
import type {
  Bidder,
  Campaign,
  CampaignList,
  Creative,
  CreativeList,
  Placement,
  Review,
  ReportSummary,
  SandboxResult,
} from '@/types/api';
import { jpegBytes, mp4Bytes, pngBytes } from '../mocks/media-fixtures';
import { contract } from './contract';
import { exerciseDealCalls } from './deal-calls';
import { exerciseHistoryCalls } from './history-calls';
import { answered, expectKeyReused, expectReply, multipart, signIn } from './mock-api';

const ADMIN = 'admin@demo.test';
const DSP = 'dsp@demo.test';
const SSP = 'ssp@demo.test';
const MISCONFIGURED = 'misconfigured@demo.test';

const png = (width = 64, height = 32) => [pngBytes(width, height)];
const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);

/** A new campaign as the wizard sends it, for the Acme DSP login. */
function newCampaign(extra: Record<string, unknown> = {}) {
  return {
    name: 'Weekend Brunch Day-Parts',
    isPublished: true,
    bidCpm: 8,
    budgets: { spendLifetime: 12000 },
    enablePacing: true,
    schedule: {
      window: { dateStart: `${day(5)}T00:00:00`, dateEnd: `${day(60)}T23:59:59` },
      dayParts: [
        { weekday: 5, hour: 9, bidCpmOverride: 10.5 },
        { weekday: 6, hour: 9, bidCpmOverride: null },
      ],
      dayPartFallbackStrategy: 'dayPartsOnly',
    },
    fees: { agency: 0.08 },
    targets: [{ AllowPlacements: ['pl_nw_001', 'pl_nw_002'] }, { AllowZips: ['10001'] }],
    categories: ['IAB8', 'IAB8-1'],
    ads: [{ creative: { id: 'cr_2' } }],
    contentClips: ['insp_1'],
    ...extra,
  };
}

/**
 * The `deleteIds` of a Full DB Sync of these lines into Northwind, as the console's confirmation
 * lists them: the placements with an external ID that no line gives.
 */
function confirmedDeletes(rows: readonly { external_id?: string }[]): string[] {
  const listed = new Set(rows.map((line) => (line.external_id ?? '').trim().normalize('NFC')));
  return listPlacements('acc_northwind')
    .filter((placement) => placement.externalId && !listed.has(placement.externalId))
    .map((placement) => placement.id);
}

/** Every field's path and type in a value: `.location.latitude:number`. */
function fieldPaths(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => fieldPaths(item, `${at}[]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, field]) => fieldPaths(field, `${at}.${name}`));
  }
  return [`${at}:${value === null ? 'null' : typeof value}`];
}

/** The first record of each shape (the fields it has, and null or not): every variant, few calls. */
function oneOfEachShape<T>(records: readonly T[]): T[] {
  const shapes = new Map<string, T>();
  for (const record of records) {
    const shape = [...new Set(fieldPaths(record))].sort().join(' ');
    if (!shapes.has(shape)) shapes.set(shape, record);
  }
  return [...shapes.values()];
}

describe('the mock API against api/openapi.yaml', () => {
  // The demo logs the e-mails it would send (invites, recovery, debug sessions).
  beforeEach(() => void vi.spyOn(console, 'info').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('access: sign-in, recovery and the password links', async () => {
    await signIn(ADMIN);
    await expectReply('signIn', 401, { body: { email: DSP, password: 'not-the-password' } });
    await expectReply('signIn', 400, { body: { email: '', password: '' }, brokenBody: true });
    await expectReply('requestRecovery', 200, { body: { email: SSP } });
    await expectReply('requestRecovery', 200, { body: { email: 'nobody@example.com' } });
    await expectReply('requestRecovery', 400, {
      body: { email: 'not-an-email' },
      brokenBody: true,
    });
    const link = { token: 'any-link-token', body: { password: 'long-enough-1' } };
    await expectReply('setPassword', 200, link);
    await expectReply('setPassword', 400, { ...link, token: 'expired' });
    await expectReply('setPassword', 400, {
      ...link,
      body: { password: 'short' },
      brokenBody: true,
    });
    await expectReply('setPassword', 401, { ...link, token: null });
    // AUTH-SIGN-OUT-SERVER: a revoked token is refused from then on, the sign-out's own too.
    const token = await signIn(DSP);
    // AUTH-SESSION-LIFETIME: a refresh answers the session; a revoked token is refused.
    await expectReply('refreshSession', 200, { token, body: {} });
    await expectReply('signOut', 204, { token });
    await expectReply('getCampaigns', 401, { token });
    await expectReply('signOut', 401, { token });
    await expectReply('refreshSession', 401, { token, body: {} });
  });

  it('the team, invites and impersonation', async () => {
    const [admin, dsp, nobody] = await Promise.all([ADMIN, DSP, MISCONFIGURED].map(signIn));
    for (const token of [admin, dsp, nobody]) await expectReply('getTeam', 200, { token });
    await expectReply('getTeam', 401, { token: 'tok_unknown' });
    const invite = { email: 'new.person@example.com', role: 'SSP' };
    await expectReply('inviteUser', 201, { token: admin, body: invite });
    await expectReply('inviteUser', 400, { token: admin, body: invite }); // the e-mail is taken
    await expectReply('inviteUser', 400, {
      token: admin,
      body: { email: 'x@example.com', role: 'Admin' },
      brokenBody: true,
    });
    await expectReply('inviteUser', 403, { token: dsp, body: invite });
    await expectReply('impersonateUser', 200, { token: admin, params: { id: 'usr_ssp' } });
    await expectReply('impersonateUser', 400, { token: admin, params: { id: 'usr_admin' } });
    await expectReply('impersonateUser', 404, { token: admin, params: { id: 'usr_nope' } });
    await expectReply('impersonateUser', 403, { token: dsp, params: { id: 'usr_ssp' } });
    // SET-INVITE-WITHDRAW
    const invited = await expectReply<{ id: string }>('inviteUser', 201, {
      token: admin,
      body: { email: 'withdrawn@example.com', role: 'DSP' },
    });
    const withdraw = (token: string | undefined, id: string) => ({
      token,
      params: { id },
      body: {},
    });
    await expectReply('withdrawInvite', 403, withdraw(dsp, invited.id));
    await expectReply('withdrawInvite', 409, withdraw(admin, 'usr_multi'));
    await expectReply('withdrawInvite', 204, withdraw(admin, invited.id));
    await expectReply('withdrawInvite', 404, withdraw(admin, invited.id));
  });

  it('accounts', async () => {
    const [admin, dsp, ssp, nobody] = await Promise.all(
      [ADMIN, DSP, SSP, MISCONFIGURED].map(signIn),
    );
    // An admin gets whole accounts; anyone else the publishers' summaries.
    for (const token of [admin, dsp, ssp, nobody]) await expectReply('getAccounts', 200, { token });
    const accounts = await expectReply<{ id: string }[]>('getAccounts', 200, { token: admin });
    for (const { id } of accounts) {
      await expectReply('getAccount', 200, { token: admin, params: { id } });
      await expectReply('getAccountUsers', 200, { token: admin, params: { id } });
    }
    await expectReply('getAccount', 200, { token: dsp, params: { id: 'acc_acme' } });
    await expectReply('getAccount', 403, { token: dsp, params: { id: 'acc_northwind' } });
    await expectReply('getAccount', 404, { token: admin, params: { id: 'acc_nope' } });
    await expectReply('getAccountUsers', 403, { token: dsp, params: { id: 'acc_acme' } });
    await expectReply('getAccountUsers', 404, { token: admin, params: { id: 'acc_nope' } });

    const owner = { name: 'Jordan Harbor', email: 'jordan@harbor.example', role: 'DSP' };
    const account = { name: 'Harbor Bikes', kind: 'Advertiser', fees: { dsp: 0.15 }, owner };
    await expectReply('createAccount', 201, { token: admin, body: account });
    // The name is taken (duplicates are 400), and a broken body.
    await expectReply('createAccount', 400, {
      token: admin,
      body: { ...account, owner: { ...owner, email: 'other@harbor.example' } },
    });
    await expectReply('createAccount', 400, {
      token: admin,
      body: { ...account, name: '', kind: 'Shop' },
      brokenBody: true,
    });
    await expectReply('createAccount', 403, { token: dsp, body: account });

    const fields = { name: 'Acme Coffee Co.', kind: 'Advertiser', fees: { dsp: 0.2 } };
    const acme = { id: 'acc_acme' };
    await expectReply('updateAccount', 200, { token: admin, params: acme, body: fields });
    await expectReply('updateAccount', 400, {
      token: admin,
      params: acme,
      body: { ...fields, name: '' },
      brokenBody: true,
    });
    await expectReply('updateAccount', 403, { token: dsp, params: acme, body: fields });
    await expectReply('updateAccount', 404, {
      token: admin,
      params: { id: 'acc_nope' },
      body: fields,
    });
  });

  // Over 100 MB through the mock on one thread: 4-17 s alone on the 2-core machine, over 70 s
  // beside CI's other slot (2026-12-01), past the 30 s default.
  it('file and creative uploads', async () => {
    const [dsp, ssp, admin] = await Promise.all([DSP, SSP, ADMIN].map(signIn));
    const { url } = await expectReply<{ url: string }>('uploadFile', 200, {
      token: ssp,
      form: multipart(png(), 'scene.png', 'image/png'),
    });
    // DEMO-STORAGE: the bytes are served apart, without a token (an <img> sends none).
    const fileId = /\/files\/([^/]+)\/content$/.exec(url)?.[1] ?? '';
    await expectReply('getFileContent', 200, { params: { id: fileId } });
    await expectReply('getFileContent', 404, { params: { id: 'file_000000000000' } });
    await expectReply('uploadFile', 200, {
      token: ssp,
      form: multipart([jpegBytes(64, 32)], 'scene.jpg', 'image/jpeg'),
    });
    await expectReply('uploadFile', 400, {
      token: ssp,
      form: multipart(png(), 'scene.gif', 'image/gif'),
    });
    await expectReply('uploadFile', 401, { form: multipart(png(), 'scene.png', 'image/png') });
    // MANY-OUTCOME: the first answer to the caller's own key; 404 for none or another's.
    await expectReply('uploadFile', 200, {
      token: ssp,
      form: multipart(png(), 'kept.png', 'image/png'),
      headers: { 'Idempotency-Key': 'contract-outcome-1' },
    });
    await expectReply('getRequestOutcome', 200, {
      token: ssp,
      params: { idempotencyKey: 'contract-outcome-1' },
    });
    await expectReply('getRequestOutcome', 404, {
      token: dsp,
      params: { idempotencyKey: 'contract-outcome-1' },
    });
    await expectReply('getRequestOutcome', 401, {
      token: null,
      params: { idempotencyKey: 'contract-outcome-1' },
    });

    for (const token of [dsp, admin]) await expectReply('getCreatives', 200, { token });
    await expectReply('getCreatives', 403, { token: ssp });
    // CRE-REVIEWS
    await expectReply('getCreativeReviews', 200, { token: dsp, params: { id: 'cr_5' } });
    await expectReply('getCreativeReviews', 200, { token: admin, params: { id: 'cr_9' } });
    await expectReply('getCreativeReviews', 401, { token: null, params: { id: 'cr_5' } });
    await expectReply('getCreativeReviews', 403, { token: ssp, params: { id: 'cr_5' } });
    await expectReply('getCreativeReviews', 404, { token: dsp, params: { id: 'cr_9' } });
    const uploads = [
      multipart(png(1080, 1080), 'square.png', 'image/png'),
      multipart([jpegBytes(1280, 720)], 'wide.jpg', 'image/jpeg'),
      multipart(
        [mp4Bytes({ width: 1920, height: 1080, duration: 15500 })],
        'spot.mp4',
        'video/mp4',
      ),
    ];
    for (const form of uploads) await expectReply('uploadCreative', 201, { token: dsp, form });
    await expectReply('uploadCreative', 400, {
      token: dsp,
      form: multipart([new Uint8Array([0, 1, 2, 3])], 'broken.png', 'image/png'),
    });
    await expectReply('uploadCreative', 403, {
      token: ssp,
      form: multipart(png(), 'a.png', 'image/png'),
    });
    // Over 200 MB: the size is read from the bytes sent (about half a second).
    const huge = new Uint8Array(200 * 1024 * 1024);
    await expectReply('uploadCreative', 413, {
      token: dsp,
      form: multipart([...png(), huge], 'huge.png', 'image/png'),
    });
    // CRE-REPLACE-FILE: the same body and checks, on one of the buyer's creatives.
    const replace = (
      token: string | null | undefined,
      id: string,
      form = multipart(png(), 'new.png', 'image/png'),
    ) => ({
      token,
      params: { id },
      form,
    });
    await expectReply('replaceCreativeFile', 200, replace(dsp, 'cr_5'));
    const broken = multipart([new Uint8Array([0, 1, 2, 3])], 'broken.png', 'image/png');
    await expectReply('replaceCreativeFile', 400, replace(dsp, 'cr_5', broken));
    await expectReply('replaceCreativeFile', 401, replace(null, 'cr_5'));
    await expectReply('replaceCreativeFile', 403, replace(ssp, 'cr_5'));
    await expectReply('replaceCreativeFile', 404, replace(dsp, 'cr_9'));
    await expectReply(
      'replaceCreativeFile',
      413,
      replace(dsp, 'cr_5', multipart([...png(), huge], 'huge.png', 'image/png')),
    );
    await expectKeyReused('replaceCreativeFile', 200, replace(dsp, 'cr_5'), {
      form: multipart(png(320, 50), 'new.png', 'image/png'),
    });
  }, 120_000);

  it('bidders, with the bodies the bidder form sends', async () => {
    const [admin, dsp] = await Promise.all([ADMIN, DSP].map(signIn));
    await expectReply('getBidders', 403, { token: dsp });
    const bidders = await expectReply<Bidder[]>('getBidders', 200, { token: admin });
    for (const bidder of bidders) {
      const params = { id: bidder.id };
      await expectReply('getBidder', 200, { token: admin, params });
      const protocol = protocolName(bidder.protocol);
      // BID-SECRET-WRITE-ONLY: a reply holds a key's last four only; an update that does not
      // replace the key sends none, a create sends the key typed.
      expect(JSON.stringify(bidder.protocol)).not.toMatch(/"(ownerKey|apiKey)"/);
      const body = bidderBody(protocol, bidderToFormValues(bidder), bidder);
      await expectReply('updateBidder', 200, { token: admin, params, body });
      await expectReply('toggleBidder', 200, { token: admin, params });
      await expectReply('toggleBidder', 200, { token: admin, params });
      const typed = bidderToFormValues(bidder);
      typed.Adomni.ownerKey = 'own_contract_7a7a';
      typed.Broadsign.apiKey = 'bs_contract_7b7b';
      // Aniview bidders are edited, never created.
      const copy = { ...bidderBody(protocol, typed, bidder), name: `${bidder.name} 2` };
      await expectReply('createBidder', protocol === 'Aniview' ? 400 : 201, {
        token: admin,
        body: copy,
      });
    }
    const first = bidders[0]!;
    const body = bidderBody(protocolName(first.protocol), bidderToFormValues(first));
    const nope = { id: 'bid_nope' };
    await expectReply('getBidder', 403, { token: dsp, params: { id: first.id } });
    await expectReply('getBidder', 404, { token: admin, params: nope });
    await expectReply('toggleBidder', 403, { token: dsp, params: { id: first.id } });
    await expectReply('toggleBidder', 404, { token: admin, params: nope });
    await expectReply('updateBidder', 404, { token: admin, params: nope, body });
    await expectReply('updateBidder', 403, { token: dsp, params: { id: first.id }, body });
    await expectReply('updateBidder', 400, {
      token: admin,
      params: { id: first.id },
      body: { ...body, name: '' },
      brokenBody: true,
    });
    await expectReply('createBidder', 400, { token: admin, body: { name: '' }, brokenBody: true });
    await expectReply('createBidder', 403, { token: dsp, body });
  });

  it('campaigns and content clips, with the bodies the wizard sends', async () => {
    const [admin, dsp, ssp] = await Promise.all([ADMIN, DSP, SSP].map(signIn));
    for (const token of [dsp, admin]) await expectReply('getClips', 200, { token });
    await expectReply('getClips', 403, { token: ssp });
    await expectReply('getCampaigns', 200, { token: dsp });
    await expectReply('getCampaigns', 403, { token: ssp });
    const { creatives } = await expectReply<CreativeList>('getCreatives', 200, {
      token: admin,
    });
    const { campaigns } = await expectReply<CampaignList>('getCampaigns', 200, {
      token: admin,
    });
    for (const campaign of campaigns) {
      const params = { id: campaign.id };
      await expectReply('getCampaign', 200, { token: admin, params });
      await expectReply('toggleCampaign', 200, { token: admin, params });
      await expectReply('toggleCampaign', 200, { token: admin, params });
      const values = campaignToValues(campaign);
      const asAdmin = buildCampaignBody(values, creatives, { sendDspFee: true });
      await expectReply('updateCampaign', 200, { token: admin, params, body: asAdmin });
      if (campaign.accountId === 'acc_acme') {
        const asBuyer = buildCampaignBody(values, creatives, { sendDspFee: false });
        await expectReply('updateCampaign', 200, { token: dsp, params, body: asBuyer });
      }
    }
    const created = await expectReply<Campaign>('createCampaign', 201, {
      token: dsp,
      body: newCampaign(),
    });
    await expectReply('createCampaign', 201, {
      token: admin,
      body: newCampaign({ accountId: 'acc_bluebird', ads: [{ creative: { id: 'cr_9' } }] }),
    });
    await expectReply('createCampaign', 400, {
      token: dsp,
      body: newCampaign({ name: '' }),
      brokenBody: true,
    });
    await expectReply('createCampaign', 400, {
      token: dsp,
      body: newCampaign({ ads: [{ creative: { id: 'cr_nope' } }] }),
    });
    // Only an Admin may set the DSP fee.
    await expectReply('createCampaign', 403, {
      token: dsp,
      body: newCampaign({ fees: { dsp: 0.3, agency: 0 } }),
    });
    await expectReply('createCampaign', 403, { token: ssp, body: newCampaign() });

    const mine = { id: created.id };
    const others = { id: 'cmp_6' }; // another account's: 404, as if unknown
    await expectReply('getCampaign', 403, { token: ssp, params: mine });
    await expectReply('getCampaign', 404, { token: dsp, params: others });
    await expectReply('toggleCampaign', 403, { token: ssp, params: mine });
    await expectReply('toggleCampaign', 404, { token: dsp, params: { id: 'cmp_nope' } });
    const body = newCampaign();
    await expectReply('updateCampaign', 400, {
      token: dsp,
      params: mine,
      body: { ...body, bidCpm: -1 },
      brokenBody: true,
    });
    await expectReply('updateCampaign', 403, { token: ssp, params: mine, body });
    await expectReply('updateCampaign', 404, { token: dsp, params: others, body });
  });

  it('placements and the bulk import, with the bodies the placement forms send', async () => {
    const [admin, dsp, ssp] = await Promise.all([ADMIN, DSP, SSP].map(signIn));
    await expectReply('getPlacements', 200, { token: ssp });
    await expectReply('getPlacements', 403, { token: dsp });
    const { placements } = await expectReply<{ placements: Placement[] }>('getPlacements', 200, {
      token: admin,
    });
    // The list reply above validated every placement; the form's body is sent for each shape.
    for (const placement of oneOfEachShape(placements)) {
      const params = { id: placement.id };
      await expectReply('getPlacement', 200, { token: admin, params });
      const body = buildPlacementBody(placementToValues(placement));
      await expectReply('updatePlacement', 200, { token: admin, params, body });
    }
    const own = placements.find((placement) => placement.accountId === 'acc_northwind')!;
    const body = buildPlacementBody(placementToValues(own));
    await expectReply('getPlacement', 403, { token: dsp, params: { id: own.id } });
    await expectReply('getPlacement', 404, { token: ssp, params: { id: 'pl_mt_001' } });
    await expectReply('updatePlacement', 400, {
      token: ssp,
      params: { id: own.id },
      body: { ...body, name: '' },
      brokenBody: true,
    });
    await expectReply('updatePlacement', 403, { token: dsp, params: { id: own.id }, body });
    await expectReply('updatePlacement', 404, { token: ssp, params: { id: 'pl_nope' }, body });
    await expectReply('createPlacement', 201, {
      token: ssp,
      body: { ...body, externalId: 'NEW-1' },
    });
    await expectReply('createPlacement', 400, {
      token: ssp,
      body: { ...body, externalId: 'NEW-1' },
    }); // taken
    await expectReply('createPlacement', 403, { token: dsp, body });

    const defaults = buildBatchDefaults(placementToValues(own));
    const rows = [
      {
        line: '2',
        name: 'Lobby A',
        external_id: 'NW-NEW-1',
        venue_type: '20301',
        bid_floor_cpm: '4.5',
        latitude: '41.88',
        longitude: '-87.63',
      },
      { line: '3', name: 'Lobby B', external_id: 'NW-NEW-2', venue_type: '20302' },
      {
        line: '4',
        name: 'Lobby C',
        external_id: own.externalId,
        venue_type: '20301',
        address_line1: '1 Main St',
        city: 'Chicago',
        state: 'IL',
        zip: '60606',
      },
      { line: '5', name: '', external_id: 'NW-NEW-3', venue_type: '1' },
    ];
    const batch = {
      rows,
      defaults,
      fullSync: true,
      deleteIds: confirmedDeletes(rows),
      enableProgrammaticPartners: true,
    };
    const { jobId } = await expectReply<{ jobId: string }>('importPlacements', 202, {
      token: ssp,
      body: batch,
    });
    // Each look moves the job a step on: queued, running, then done with its results.
    for (let look = 0; look < 8; look += 1) {
      await expectReply('getBatchJob', 200, { token: ssp, params: { jobId } });
    }
    const failingRows = [{ line: '2', name: 'X', external_id: 'Q', venue_type: '99999' }];
    const failing = { ...batch, rows: failingRows, deleteIds: confirmedDeletes(failingRows) };
    const failed = await expectReply<{ jobId: string }>('importPlacements', 202, {
      token: ssp,
      body: failing,
    });
    for (let look = 0; look < 3; look += 1) {
      await expectReply('getBatchJob', 200, { token: ssp, params: { jobId: failed.jobId } });
    }
    await expectReply('getBatchJob', 403, { token: dsp, params: { jobId } });
    await expectReply('getBatchJob', 404, { token: ssp, params: { jobId: 'job_nope' } });
    await expectReply('importPlacements', 400, {
      token: ssp,
      body: { ...batch, rows: [] },
      brokenBody: true,
    });
    await expectReply('importPlacements', 403, { token: dsp, body: batch });
    // The confirmed deletions are out of date: a placement was added since.
    await expectReply('createPlacement', 201, {
      token: ssp,
      body: { ...body, externalId: 'NW-ADDED-LATER' },
    });
    await expectReply('importPlacements', 409, { token: ssp, body: batch });

    // BATCH-MERGE: the placements at the versions an exported file names (the import above
    // saved `own` again, so version 1 is a kept earlier one); an unknown id is left out.
    const refs = [
      { id: own.id, version: 1 },
      { id: 'pl_nope', version: 1 },
    ];
    const versions = await expectReply<{ placements: Placement[] }>('queryPlacementVersions', 200, {
      token: ssp,
      body: { refs },
    });
    expect(versions.placements.map(({ id, version }) => ({ id, version }))).toEqual([refs[0]]);
    await expectReply('queryPlacementVersions', 400, {
      token: ssp,
      body: { refs: [{ id: own.id, version: 0 }] },
      brokenBody: true,
    });
    await expectReply('queryPlacementVersions', 401, { body: { refs } });
    await expectReply('queryPlacementVersions', 403, { token: dsp, body: { refs } });
  });

  it('reviews and auto-approval rules', async () => {
    const [admin, dsp, ssp] = await Promise.all([ADMIN, DSP, SSP].map(signIn));
    for (const token of [ssp, admin]) {
      for (const query of ['', 'status=Pending', 'status=Approved', 'status=Rejected']) {
        await expectReply('getReviews', 200, { token, query });
      }
    }
    await expectReply('getReviews', 400, { token: ssp, query: 'status=Nope' });
    await expectReply('getReviews', 403, { token: dsp });
    const { reviews } = await expectReply<{ reviews: Review[] }>('getReviews', 200, { token: ssp });
    const [first, second] = reviews.map(({ id }) => ({ id }));
    await expectReply('approveReview', 200, { token: ssp, params: first });
    await expectReply('approveReview', 403, { token: dsp, params: first });
    await expectReply('approveReview', 404, { token: ssp, params: { id: 'rev_nope' } });
    // REV-DECIDE-FROM-STATE: the first is Approved now; a decision from Pending is a 409.
    await expectReply('approveReview', 409, {
      token: ssp,
      params: first,
      body: { expectedStatus: 'Pending' },
    });
    await expectReply('rejectReview', 409, {
      token: ssp,
      params: first,
      body: { reason: 'Too small', expectedStatus: 'Pending' },
    });
    await expectReply('rejectReview', 200, {
      token: ssp,
      params: second,
      body: { reason: 'Too small' },
    });
    await expectReply('rejectReview', 400, {
      token: ssp,
      params: second,
      body: { reason: '' },
      brokenBody: true,
    });
    await expectReply('rejectReview', 403, { token: dsp, params: second, body: { reason: 'No' } });
    await expectReply('rejectReview', 404, {
      token: ssp,
      params: { id: 'rev_nope' },
      body: { reason: 'No' },
    });

    await expectReply('getReviewRules', 200, { token: ssp });
    await expectReply('getReviewRules', 403, { token: dsp });
    const rule = { advertiserId: 'acc_acme' };
    const created = await expectReply<{ id: string }>('createReviewRule', 201, {
      token: ssp,
      body: rule,
    });
    await expectReply('createReviewRule', 200, { token: ssp, body: rule }); // exists: answered as it is
    await expectReply('createReviewRule', 201, {
      token: admin,
      body: { advertiserId: 'acc_bluebird', publisherAccountId: 'acc_metro' },
    });
    await expectReply('createReviewRule', 400, {
      token: ssp,
      body: { advertiserId: 'acc_northwind' },
    });
    await expectReply('createReviewRule', 403, { token: dsp, body: rule });
    await expectReply('getReviewRules', 200, { token: admin });
    // A campaign save under the rule makes an auto-approved review.
    await expectReply('createCampaign', 201, {
      token: dsp,
      body: newCampaign({ name: 'Rule check' }),
    });
    await expectReply('getReviews', 200, { token: ssp });
    await expectReply('deleteReviewRule', 204, { token: ssp, params: created });
    await expectReply('deleteReviewRule', 403, { token: dsp, params: created });
    await expectReply('deleteReviewRule', 404, { token: ssp, params: created });
  });

  it('reports', async () => {
    const [admin, dsp, ssp, nobody] = await Promise.all(
      [ADMIN, DSP, SSP, MISCONFIGURED].map(signIn),
    );
    for (const token of [dsp, ssp]) await expectReply('getReports', 200, { token });
    await expectReply('getReports', 403, { token: nobody });
    const { reports } = await expectReply<{ reports: ReportSummary[] }>('getReports', 200, {
      token: admin,
    });
    for (const { id } of reports) {
      await expectReply('getReport', 200, { token: admin, params: { id } });
      await expectReply('getReport', 200, {
        token: admin,
        params: { id },
        query: `start=${day(-6)}&end=${day(0)}`,
      });
    }
    const campaign = { id: 'rpt_cmp_1' };
    await expectReply('getReport', 400, {
      token: admin,
      params: campaign,
      query: 'start=2026-02-30',
    });
    await expectReply('getReport', 400, {
      token: admin,
      params: campaign,
      query: 'start=2026-03-02&end=2026-03-01',
    });
    await expectReply('getReport', 403, { token: nobody, params: campaign });
    await expectReply('getReport', 404, { token: dsp, params: { id: 'rpt_all_placements' } });
  });

  it('inventory search and saved inventory reports', async () => {
    const [admin, dsp, ssp] = await Promise.all([ADMIN, DSP, SSP].map(signIn));
    const queries = [
      '',
      'states=NY,CA',
      'venueTypes=1,203',
      'publishers=acc_metro',
      'q=mall',
      'states=IL&venueTypes=2&publishers=acc_northwind&q=chicago',
    ];
    for (const query of queries) await expectReply('getInventory', 200, { token: dsp, query });
    await expectReply('getInventory', 200, { token: admin });
    await expectReply('getInventory', 400, { token: dsp, query: 'states=XX' });
    await expectReply('getInventory', 400, { token: dsp, query: 'venueTypes=99999' });
    await expectReply('getInventory', 403, { token: ssp });
    for (const id of ['featured', 'inv_west_wellness']) {
      await expectReply('getInventoryReport', 200, { token: dsp, params: { id } });
    }
    await expectReply('getInventoryReport', 403, { token: ssp, params: { id: 'featured' } });
    await expectReply('getInventoryReport', 404, { token: dsp, params: { id: 'inv_nope' } });
    const filters = { states: ['IL'], venueTypes: [203], publishers: ['acc_northwind'], q: '' };
    const report = { name: 'Chicago grocery', description: '', filters };
    const saved = await expectReply<{ id: string }>('saveInventoryReport', 201, {
      token: dsp,
      body: report,
    });
    await expectReply('getInventoryReport', 200, { token: dsp, params: saved });
    await expectReply('saveInventoryReport', 400, {
      token: dsp,
      body: { ...report, name: '' },
      brokenBody: true,
    });
    await expectReply('saveInventoryReport', 403, { token: ssp, body: report });
  });

  it('debug sessions and the ad request sandbox', async () => {
    const [admin, dsp] = await Promise.all([ADMIN, DSP].map(signIn));
    await expectReply('startDebugSession', 200, {
      token: admin,
      body: { durationMinutes: 10, bidderId: 'bid_openrtb' },
    });
    await expectReply('startDebugSession', 200, {
      token: admin,
      body: { durationMinutes: 30, publisherId: 'acc_northwind' },
    });
    await expectReply('startDebugSession', 400, {
      token: admin,
      body: { durationMinutes: 10, bidderId: 'bid_openrtb', publisherId: 'acc_metro' },
      brokenBody: true,
    });
    await expectReply('startDebugSession', 400, {
      token: admin,
      body: { durationMinutes: 10, bidderId: 'bid_nope' },
    });
    await expectReply('startDebugSession', 403, {
      token: dsp,
      body: { durationMinutes: 10, bidderId: 'bid_openrtb' },
    });

    const { placements } = await expectReply<{ placements: Placement[] }>('getPlacements', 200, {
      token: admin,
    });
    // Auctions are random: several per placement for winners, no bids and each bidder's status.
    for (const placement of oneOfEachShape(placements)) {
      for (let round = 0; round < 6; round += 1) {
        await expectReply('sendSandboxRequest', 200, {
          token: admin,
          body: { placementId: placement.id },
        });
      }
    }
    const session = 'd3e016d5-c7f7-4720-8e64-e04ab20f757e';
    await expectReply('sendSandboxRequest', 200, {
      token: admin,
      body: { placementId: 'pl_mt_001', debugSessionId: session },
      headers: { 'x-debug-session-id': session },
    });
    await expectReply('sendSandboxRequest', 400, {
      token: admin,
      body: { placementId: 'pl_nope' },
    });
    await expectReply('sendSandboxRequest', 400, {
      token: admin,
      body: { placementId: 'pl_mt_001', debugSessionId: 'not-a-uuid' },
      brokenBody: true,
    });
    await expectReply('sendSandboxRequest', 403, {
      token: dsp,
      body: { placementId: 'pl_mt_001' },
    });
  });

  it('deals: by role, saved, toggled and read day by day; a campaign runs only on its deals', async () => {
    const { dsp, offeredDealIds } = await exerciseDealCalls({ admin: ADMIN, dsp: DSP, ssp: SSP });
    const window = { dateStart: `${day(0)}T00:00:00`, dateEnd: `${day(30)}T23:59:59` };
    const onDeals = newCampaign({
      targets: [{ AllowDeals: offeredDealIds }],
      dealsOnly: true,
      bidCpm: 12,
      schedule: { window, dayParts: [], dayPartFallbackStrategy: 'campaignDefault' },
    });
    const created = await expectReply<Campaign>('createCampaign', 201, {
      token: dsp,
      body: onDeals,
    });
    expect(created.dealsOnly).toBe(true);
    expect(created.targets).toEqual([{ AllowDeals: offeredDealIds }]);
    // The sandbox lists the placement's deals, and the campaign's bid wins on the malls deal.
    const auction = await expectReply<SandboxResult>('sendSandboxRequest', 200, {
      token: await signIn(ADMIN),
      body: { placementId: 'pl_nw_004' },
    });
    expect(auction.deals?.map((deal) => deal.dealId)).toContain('MQ-4F8J2N6R0T');
    expect(auction.winner).toMatchObject({ dealId: 'MQ-4F8J2N6R0T', cpm: 9 });
    // Bluebird's deal is not offered to Acme; dealsOnly without a deal is refused.
    for (const body of [
      newCampaign({ targets: [{ AllowDeals: ['MQ-9B3D5H7L1V'] }] }),
      newCampaign({ targets: [], dealsOnly: true }),
    ]) {
      await expectReply('createCampaign', 400, { token: dsp, body, brokenBody: true });
    }
  });

  it('the change history and the restore of a deleted placement', async () => {
    await exerciseHistoryCalls({ admin: ADMIN, dsp: DSP, ssp: SSP });
  });

  it('answers 412 to an update whose If-Match is out of date, on each versioned record', async () => {
    const [admin, ssp] = await Promise.all([ADMIN, SSP].map(signIn));
    const stale = { 'If-Match': '"00000000000000"' };
    const account = { name: 'Acme Coffee Co.', kind: 'Advertiser', fees: { dsp: 0.2 } };
    await expectReply('updateAccount', 412, {
      token: admin,
      params: { id: 'acc_acme' },
      body: account,
      headers: stale,
    });
    const bidder = await expectReply<Bidder>('getBidder', 200, {
      token: admin,
      params: { id: 'bid_openrtb' },
    });
    await expectReply('updateBidder', 412, {
      token: admin,
      params: { id: bidder.id },
      body: bidderBody(protocolName(bidder.protocol), bidderToFormValues(bidder), bidder),
      headers: stale,
    });
    const { creatives } = await expectReply<CreativeList>('getCreatives', 200, { token: admin });
    const campaign = await expectReply<Campaign>('getCampaign', 200, {
      token: admin,
      params: { id: 'cmp_1' },
    });
    await expectReply('updateCampaign', 412, {
      token: admin,
      params: { id: campaign.id },
      body: buildCampaignBody(campaignToValues(campaign), creatives, { sendDspFee: true }),
      headers: stale,
    });
    const placement = await expectReply<Placement>('getPlacement', 200, {
      token: ssp,
      params: { id: 'pl_nw_001' },
    });
    await expectReply('updatePlacement', 412, {
      token: ssp,
      params: { id: placement.id },
      body: buildPlacementBody(placementToValues(placement)),
      headers: stale,
    });
  });

  it('answers 422 to an Idempotency-Key reused with another body, on every POST', async () => {
    const [admin, dsp, ssp] = await Promise.all([ADMIN, DSP, SSP].map(signIn));
    const password = 'demo1234';
    await expectKeyReused(
      'signIn',
      200,
      { body: { email: ADMIN, password } },
      { body: { email: DSP, password } },
    );
    await expectKeyReused(
      'requestRecovery',
      200,
      { body: { email: SSP } },
      { body: { email: DSP } },
    );
    await expectKeyReused(
      'setPassword',
      200,
      { token: 'any-link-token', body: { password: 'long-enough-1' } },
      { body: { password: 'long-enough-2' } },
    );
    await expectKeyReused(
      'inviteUser',
      201,
      { token: admin, body: { email: 'key.one@example.com', role: 'SSP' } },
      { body: { email: 'key.two@example.com', role: 'SSP' } },
    );
    const pending = await expectReply<{ id: string }>('inviteUser', 201, {
      token: admin,
      body: { email: 'key.withdraw@example.com', role: 'SSP' },
    });
    await expectKeyReused(
      'withdrawInvite',
      204,
      { token: admin, params: { id: pending.id }, body: {} },
      { body: { reason: 'another body' }, brokenBody: true },
    );
    await expectKeyReused(
      'impersonateUser',
      200,
      { token: admin, params: { id: 'usr_ssp' } },
      { body: { reason: 'another body' }, brokenBody: true },
    );
    const owner = { name: 'Kim Key', email: 'kim@key.example', role: 'DSP' };
    const account = { name: 'Key Bikes', kind: 'Advertiser', fees: { dsp: 0.15 }, owner };
    await expectKeyReused(
      'createAccount',
      201,
      { token: admin, body: account },
      { body: { ...account, name: 'Key Bikes 2' } },
    );
    const fields = { name: 'Acme Coffee Co.', kind: 'Advertiser', fees: { dsp: 0.2 } };
    await expectKeyReused(
      'updateAccount',
      200,
      { token: admin, params: { id: 'acc_acme' }, body: fields },
      { body: { ...fields, name: 'Acme Coffee Company' } },
    );
    await expectKeyReused(
      'uploadFile',
      200,
      { token: ssp, form: multipart(png(), 'scene.png', 'image/png') },
      { form: multipart(png(), 'other-scene.png', 'image/png') },
    );
    await expectKeyReused(
      'uploadCreative',
      201,
      { token: dsp, form: multipart(png(300, 250), 'key.png', 'image/png') },
      { form: multipart(png(320, 50), 'key.png', 'image/png') },
    );
    const bidder = await expectReply<Bidder>('getBidder', 200, {
      token: admin,
      params: { id: 'bid_openrtb' },
    });
    const bidderInput = bidderBody(
      protocolName(bidder.protocol),
      bidderToFormValues(bidder),
      bidder,
    );
    await expectKeyReused(
      'createBidder',
      201,
      { token: admin, body: { ...bidderInput, name: 'Key Bidder' } },
      { body: { ...bidderInput, name: 'Key Bidder 2' } },
    );
    await expectKeyReused(
      'updateBidder',
      200,
      { token: admin, params: { id: bidder.id }, body: bidderInput },
      { body: { ...bidderInput, name: 'Renamed Bidder' } },
    );
    await expectKeyReused(
      'createCampaign',
      201,
      { token: dsp, body: newCampaign({ name: 'Key Campaign' }) },
      { body: newCampaign({ name: 'Key Campaign 2' }) },
    );
    const { creatives } = await expectReply<CreativeList>('getCreatives', 200, { token: admin });
    const campaign = await expectReply<Campaign>('getCampaign', 200, {
      token: admin,
      params: { id: 'cmp_1' },
    });
    const campaignInput = buildCampaignBody(campaignToValues(campaign), creatives, {
      sendDspFee: true,
    });
    await expectKeyReused(
      'updateCampaign',
      200,
      { token: admin, params: { id: campaign.id }, body: campaignInput },
      { body: { ...campaignInput, name: 'Renamed Campaign' } },
    );
    const placement = await expectReply<Placement>('getPlacement', 200, {
      token: ssp,
      params: { id: 'pl_nw_001' },
    });
    const placementInput = buildPlacementBody(placementToValues(placement));
    await expectKeyReused(
      'updatePlacement',
      200,
      { token: ssp, params: { id: placement.id }, body: placementInput },
      { body: { ...placementInput, name: 'Renamed Placement' } },
    );
    await expectKeyReused(
      'createPlacement',
      201,
      { token: ssp, body: { ...placementInput, externalId: 'KEY-1' } },
      { body: { ...placementInput, externalId: 'KEY-2' } },
    );
    const rows = [{ line: '2', name: 'Key Lobby', external_id: 'KEY-3', venue_type: '20301' }];
    const batch = {
      rows,
      defaults: buildBatchDefaults(placementToValues(placement)),
      fullSync: false,
      enableProgrammaticPartners: true,
    };
    await expectKeyReused(
      'importPlacements',
      202,
      { token: ssp, body: batch },
      { body: { ...batch, enableProgrammaticPartners: false } },
    );
    const { reviews } = await expectReply<{ reviews: Review[] }>('getReviews', 200, { token: ssp });
    const [first, second] = reviews.map(({ id }) => ({ id }));
    await expectKeyReused(
      'approveReview',
      200,
      { token: ssp, params: first },
      { body: { reason: 'another body' }, brokenBody: true },
    );
    await expectKeyReused(
      'rejectReview',
      200,
      { token: ssp, params: second, body: { reason: 'Too small' } },
      { body: { reason: 'Too dark' } },
    );
    const rule = await expectKeyReused<{ id: string }>(
      'createReviewRule',
      201,
      { token: ssp, body: { advertiserId: 'acc_acme' } },
      { body: { advertiserId: 'acc_bluebird' } },
    );
    await expectKeyReused(
      'deleteReviewRule',
      204,
      { token: ssp, params: rule },
      { body: { reason: 'another body' }, brokenBody: true },
    );
    const filters = { states: ['IL'], venueTypes: [203], publishers: ['acc_northwind'], q: '' };
    await expectKeyReused(
      'saveInventoryReport',
      201,
      { token: dsp, body: { name: 'Key report', description: '', filters } },
      { body: { name: 'Key report 2', description: '', filters } },
    );
    await expectKeyReused(
      'startDebugSession',
      200,
      { token: admin, body: { durationMinutes: 10, bidderId: 'bid_openrtb' } },
      { body: { durationMinutes: 20, bidderId: 'bid_openrtb' } },
    );
    await expectKeyReused(
      'sendSandboxRequest',
      200,
      { token: admin, body: { placementId: 'pl_mt_001' } },
      { body: { placementId: 'pl_nw_001' } },
    );
  });

  it('answers 401 without a token on every session operation', async () => {
    const session = contract().operations.filter((operation) => operation.auth === 'bearerAuth');
    for (const { id, names } of session) {
      const params = Object.fromEntries(names.map((name) => [name, 'any']));
      await expectReply(id, 401, { params, brokenBody: true });
    }
  });

  it('record search', async () => {
    const [admin, dsp, ssp, nobody] = await Promise.all(
      [ADMIN, DSP, SSP, MISCONFIGURED].map(signIn),
    );
    for (const [token, query] of [
      [dsp, 'q=cold%20brew'],
      [ssp, 'q=pl_nw_001&limit=3'],
      [admin, 'q=a&limit=50'],
    ] as const) {
      await expectReply('searchRecords', 200, { token, query });
    }
    await expectReply('searchRecords', 400, { token: dsp, query: 'q=%20' });
    await expectReply('searchRecords', 400, { token: dsp, query: 'q=cold&limit=51' });
    await expectReply('searchRecords', 401, { query: 'q=cold' });
    await expectReply('searchRecords', 403, { token: nobody, query: 'q=cold' });
  });

  it('answers the demo-faults 500 with the error body (`default`) on every operation', async () => {
    setKnobs({ faultRate: 1 });
    // The knob's random latency drawn as 0: every call fails at once (a rate of 1 fails all).
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      for (const { id, names } of contract().operations) {
        const params = Object.fromEntries(names.map((name) => [name, 'any']));
        await expectReply(id, 500, { params, brokenBody: true });
      }
    } finally {
      random.mockRestore();
    }
  });

  it('hostile records and demo-scale rows', async () => {
    resetDb();
    setKnobs({ hostile: true, scale: 60 });
    applyHostileKnob(getDb(), true);
    const [admin, dsp, ssp] = await Promise.all([ADMIN, DSP, SSP].map(signIn));
    for (const token of [admin, dsp, ssp]) {
      await expectReply('getTeam', 200, { token });
      await expectReply('getAccounts', 200, { token });
    }
    await expectReply('getAccount', 200, { token: admin, params: { id: HOSTILE_IDS.account } });
    const { creatives } = await expectReply<{ creatives: Creative[] }>('getCreatives', 200, {
      token: admin,
    });
    await expectReply('getClips', 200, { token: admin });
    const bidder = await expectReply<Bidder>('getBidder', 200, {
      token: admin,
      params: { id: HOSTILE_IDS.bidder },
    });
    await expectReply('getBidders', 200, { token: admin });
    await expectReply('updateBidder', 200, {
      token: admin,
      params: { id: bidder.id },
      body: bidderBody(protocolName(bidder.protocol), bidderToFormValues(bidder), bidder),
    });
    const campaign = await expectReply<Campaign>('getCampaign', 200, {
      token: admin,
      params: { id: HOSTILE_IDS.campaign },
    });
    await expectReply('getCampaigns', 200, { token: admin });
    await expectReply('updateCampaign', 200, {
      token: admin,
      params: { id: campaign.id },
      body: buildCampaignBody(campaignToValues(campaign), creatives, { sendDspFee: true }),
    });
    const { placements } = await expectReply<{ placements: Placement[] }>('getPlacements', 200, {
      token: admin,
    });
    expect(placements.length).toBeGreaterThan(60);
    const scaled = placements.at(-1)!;
    for (const id of [HOSTILE_IDS.placement, scaled.id]) {
      const placement = await expectReply<Placement>('getPlacement', 200, {
        token: admin,
        params: { id },
      });
      const body = buildPlacementBody(placementToValues(placement));
      await expectReply('updatePlacement', 200, { token: admin, params: { id }, body });
    }
    await expectReply('getPlacements', 200, { token: ssp });
    await expectReply('getReviews', 200, { token: admin });
    await expectReply('getReport', 200, { token: admin, params: { id: HOSTILE_IDS.report } });
    await expectReply('getReports', 200, { token: admin });
    await expectReply('getInventory', 200, { token: dsp });
    await expectReply('getInventoryReport', 200, { token: dsp, params: { id: 'inv_hostile' } });
    await expectReply('searchRecords', 200, { token: ssp, query: 'q=pl_&limit=50' });
    await expectReply('searchRecords', 200, { token: dsp, query: 'q=%D9%82%D9%87%D9%88%D8%A9' });
    await expectReply('sendSandboxRequest', 200, {
      token: admin,
      body: { placementId: HOSTILE_IDS.placement },
    });
  });

  it('covers every operation and every status it documents', () => {
    const { operations } = contract();
    const missing: string[] = [];
    for (const { id, responses } of operations) {
      const seen = answered.get(id) ?? new Set();
      const unseen = Object.keys(responses).filter((status) => !seen.has(status));
      if (unseen.length > 0) missing.push(`${id}: ${unseen.join(', ')}`);
    }
    const covered = operations.length - missing.length;
    const replies = operations.flatMap(({ id, responses }) =>
      Object.keys(responses).map((status) => answered.get(id)?.has(status) ?? false),
    );
    console.log(
      `operations covered: ${covered} of ${operations.length} (documented replies seen: ${replies.filter(Boolean).length} of ${replies.length}; object schemas test mode had to close: ${contract().closedInTestMode})`,
    );
    expect(missing, 'documented statuses the mock was never seen to answer').toEqual([]);
    expect(covered).toBe(operations.length);
  });
});
