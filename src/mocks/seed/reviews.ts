// Creative reviews: Northwind's queue holds pending, approved and rejected creatives from Acme
// and Bluebird; Metro has one pending review so per-publisher scoping is visible. A decided one
// says who decided it and when (REV-DECIDE-FROM-STATE, CRE-REVIEWS): Northwind's reviewer, the
// day after it was submitted.
import { addDays, type IsoDate, timestampOn } from '@/lib/text/dates';
import type { AccountRecord, CampaignRecord, CreativeRecord, ReviewRecord } from '@/mocks/records';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import type { ReviewStatus } from '@/types/api';

interface ReviewDraft {
  id: string;
  status: ReviewStatus;
  campaignId: string;
  creativeId: string;
  daysAgo: number;
  reason?: string;
  publisherAccountId?: string;
}

/** Northwind's reviewer (ssp@demo.test, src/mocks/seed/users.ts). */
const REVIEWER = 'Sam Publisher';

const DRAFTS: readonly ReviewDraft[] = [
  { id: 'rev_1', status: 'Pending', campaignId: 'cmp_1', creativeId: 'cr_1', daysAgo: 1 },
  { id: 'rev_2', status: 'Pending', campaignId: 'cmp_1', creativeId: 'cr_7', daysAgo: 1 },
  { id: 'rev_3', status: 'Pending', campaignId: 'cmp_6', creativeId: 'cr_9', daysAgo: 2 },
  { id: 'rev_4', status: 'Pending', campaignId: 'cmp_5', creativeId: 'cr_8', daysAgo: 3 },
  { id: 'rev_5', status: 'Approved', campaignId: 'cmp_1', creativeId: 'cr_2', daysAgo: 40 },
  { id: 'rev_6', status: 'Approved', campaignId: 'cmp_2', creativeId: 'cr_4', daysAgo: 58 },
  { id: 'rev_7', status: 'Approved', campaignId: 'cmp_6', creativeId: 'cr_10', daysAgo: 9 },
  {
    id: 'rev_8',
    status: 'Rejected',
    campaignId: 'cmp_2',
    creativeId: 'cr_3',
    daysAgo: 58,
    reason: 'A 728x90 leaderboard does not fit any screen in our network.',
  },
  {
    id: 'rev_9',
    status: 'Rejected',
    campaignId: 'cmp_5',
    creativeId: 'cr_5',
    daysAgo: 19,
    reason: 'The offer text is too small to read at viewing distance.',
  },
  {
    id: 'rev_10',
    status: 'Pending',
    campaignId: 'cmp_6',
    creativeId: 'cr_9',
    daysAgo: 2,
    publisherAccountId: ACCOUNT_IDS.metro,
  },
];

export function seedReviews(
  seedDay: IsoDate,
  accounts: readonly AccountRecord[],
  campaigns: readonly CampaignRecord[],
  creatives: readonly CreativeRecord[],
): ReviewRecord[] {
  return DRAFTS.flatMap((draft) => {
    const campaign = campaigns.find((candidate) => candidate.id === draft.campaignId);
    const creative = creatives.find((candidate) => candidate.id === draft.creativeId);
    const advertiser = accounts.find((account) => account.id === campaign?.accountId);
    if (!campaign || !creative || !advertiser) return [];
    const { id, name, url, mimeType, descriptor } = creative;
    const decided = draft.status !== 'Pending';
    const review: ReviewRecord = {
      id: draft.id,
      status: draft.status,
      submittedAt: timestampOn(addDays(seedDay, -draft.daysAgo), 10 + (draft.daysAgo % 8), 15),
      advertiser: { id: advertiser.id, name: advertiser.name },
      campaign: { id: campaign.id, name: campaign.name },
      creative: { id, name, url, mimeType, descriptor },
      publisherAccountId: draft.publisherAccountId ?? ACCOUNT_IDS.northwind,
      ...(draft.reason ? { reason: draft.reason } : {}),
      ...(decided
        ? {
            decidedBy: REVIEWER,
            decidedAt: timestampOn(addDays(seedDay, 1 - draft.daysAgo), 14, 40),
          }
        : {}),
    };
    return [review];
  });
}
