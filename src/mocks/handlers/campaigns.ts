// Campaigns (DSP; an Admin may read and write any account's): list, read, one-shot create and
// update, and the published toggle. Validation: src/mocks/validation/campaign.ts. A save sends
// the campaign's creatives to the publishers' review queues (src/mocks/review-submissions.ts).
import { today } from '@/lib/text/dates';
import { campaignLifetimeStats } from '@/mocks/delivery';
import { checkIfMatch, withEtag } from '@/mocks/etag';
import { recordSave, type ChangeContext } from '@/mocks/history/writer';
import { fail, forbidden } from '@/mocks/http';
import { newId, nowIso } from '@/mocks/ids';
import { findAccount } from '@/mocks/queries';
import type { AccountRecord, CampaignRecord, DbState, UserRecord } from '@/mocks/records';
import {
  accountScope,
  canAccess,
  collection,
  isAdmin,
  namedAccountId,
  routes,
} from '@/mocks/resource';
import { submitForReview } from '@/mocks/review-submissions';
import { toCampaign } from '@/mocks/serializers';
import { parseCampaignInput } from '@/mocks/validation/campaign';
import type { Campaign, CampaignList } from '@/types/api';

/** The dashboard page shown above the campaigns table (a static file of public/demo/). */
export const SNAPSHOT_IFRAME_URL = '/demo/snapshot.html';

const buyers = routes({ roles: ['DSP', 'Admin'] });

const campaigns = collection('Campaign', { rows: (db) => db.campaigns });

/** The campaign with this id, if the caller may see it: 404 otherwise, never 403. */
function findVisible(id: string, user: UserRecord): CampaignRecord {
  return campaigns.findOr404(id, (campaign) => canAccess(user, campaign.accountId));
}

/** The campaign with statsLifetime recomputed, so it follows the days that pass. */
function current(campaign: CampaignRecord): CampaignRecord {
  campaign.statsLifetime = campaignLifetimeStats(campaign, today());
  return campaign;
}

/** The wire campaign, current. */
function reply(campaign: CampaignRecord): Campaign {
  return toCampaign(current(campaign));
}

/**
 * The delivery model's `deliveredUntil` after a save or toggle. Published: serving until the
 * window ends. Unpublished: stopped today (or never started). Resuming a paused campaign
 * counts the paused days as served: the demo keeps one end day, not a pause history.
 */
function deliveredUntil(campaign: CampaignRecord): string | null {
  if (campaign.isPublished) return campaign.schedule.window.dateEnd.slice(0, 10);
  const stopped = campaign.deliveredUntil;
  const now = today();
  return stopped === null ? null : stopped < now ? stopped : now;
}

/** The campaign's report (GET /reports), made like the seed's and renamed with it. */
function syncReport(campaign: CampaignRecord, db: DbState): void {
  const id = `rpt_${campaign.id}`;
  const fields = {
    name: campaign.name,
    description: `Daily delivery of the campaign ${campaign.name}.`,
  };
  const report = db.reports.find((candidate) => candidate.id === id);
  if (report) Object.assign(report, fields);
  else {
    db.reports.push({
      id,
      accountId: campaign.accountId,
      kind: 'Campaign',
      campaignId: campaign.id,
      ...fields,
    });
  }
}

/** Whose campaign a POST /campaigns creates: the caller's account, or for an Admin any named. */
function owningAccount(user: UserRecord, requested: unknown, db: DbState): AccountRecord {
  const wanted = namedAccountId(user, requested);
  const account = findAccount(wanted, db);
  if (!account) {
    if (wanted !== user.accountId) fail('Unknown account');
    throw forbidden();
  }
  return account;
}

/** HIST-RECORD: a campaign's change (its statistics are not fields of the history). */
function recordCampaign(
  db: DbState,
  change: ChangeContext,
  before: CampaignRecord | null,
  after: CampaignRecord,
): void {
  recordSave(db, change, {
    kind: 'campaign',
    before,
    after,
    id: after.id,
    accountId: after.accountId,
  });
}

export const campaignHandlers = [
  buyers.get('/campaigns', ({ user, db }): CampaignList => {
    const scope = accountScope(user);
    const list = db.campaigns.filter((campaign) => !scope || campaign.accountId === scope);
    return {
      campaigns: list.map(reply),
      snapshot_iframe_url: list.length > 0 ? SNAPSHOT_IFRAME_URL : '',
    };
  }),

  // Its ETag is of the record as of today (statsLifetime recomputed first).
  buyers.get('/campaigns/:id', ({ user, params }) => {
    const campaign = findVisible(params.id, user);
    return withEtag(reply(campaign), campaign);
  }),

  buyers.post('/campaigns', { status: 201 }, async ({ user, body, db, change }) => {
    const raw = await body();
    const account = owningAccount(user, raw.accountId, db);
    const input = parseCampaignInput(raw, {
      isNew: true,
      isAdmin: isAdmin(user),
      account,
      dspFee: account.fees.dsp,
      db,
    });
    const campaign: CampaignRecord = {
      id: newId('cmp'),
      accountId: account.id,
      ...input,
      statsLifetime: { impressions: 0, spend: 0 },
      createdAt: nowIso(),
      deliveredUntil: null,
    };
    campaign.deliveredUntil = deliveredUntil(campaign);
    db.campaigns.push(campaign);
    syncReport(campaign, db);
    submitForReview(campaign, db, change);
    recordCampaign(db, change, null, campaign);
    return reply(campaign);
  }),

  buyers.post('/campaigns/:id/update', async ({ user, request, params, body, db, change }) => {
    const campaign = current(findVisible(params.id, user));
    checkIfMatch(request, campaign);
    const account = findAccount(campaign.accountId, db) ?? fail('Unknown account');
    // The campaign keeps its own DSP fee unless an admin sends another: a later change of the
    // account's fee applies to new campaigns only.
    const input = await body((raw) =>
      parseCampaignInput(raw, {
        isNew: false,
        isAdmin: isAdmin(user),
        account,
        dspFee: campaign.fees.dsp,
        db,
        storedName: campaign.name,
        heldDeals: campaign.targets.flatMap((target) =>
          'AllowDeals' in target ? target.AllowDeals : [],
        ),
      }),
    );
    const before = structuredClone(campaign);
    // One-shot: the body replaces every field; optional ones it leaves out are cleared.
    delete campaign.dealsOnly;
    Object.assign(campaign, input);
    campaign.deliveredUntil = deliveredUntil(campaign);
    syncReport(campaign, db);
    submitForReview(campaign, db, change);
    recordCampaign(db, change, before, campaign);
    return withEtag(reply(campaign), campaign);
  }),

  // A GET that changes state, as the spec's API has it. Answers the whole campaign.
  buyers.get(
    '/campaigns/:id/togglePublished',
    { persist: true },
    ({ user, params, db, change }) => {
      const campaign = findVisible(params.id, user);
      const before = structuredClone(campaign);
      campaign.isPublished = !campaign.isPublished;
      campaign.deliveredUntil = deliveredUntil(campaign);
      recordCampaign(db, change, before, campaign);
      return reply(campaign);
    },
  ),
];
