// The deal screens' fixed texts (the list and the detail). The rules' messages are
// src/rules/deal-rules.ts; the load failures src/api/deals.ts.
import { DEALS_LOAD_FAILED, DEAL_STATS_LOAD_FAILED } from '@/api/deals';

export const DEAL_TEXT = {
  loadFailed: DEALS_LOAD_FAILED,
  statsLoadFailed: DEAL_STATS_LOAD_FAILED,
  /** GET /deals/{id}'s 404 message, as the demo server words it. */
  notFound: 'Deal not found',
  notFoundHint: 'It may not exist, or it is not offered to your account.',
  backToDeals: 'Back to deals',
  loadingList: 'Loading deals…',
  loadingDeal: 'Loading the deal…',
  loadingHealth: 'Loading the deal’s health…',
  loadingScreens: 'Loading the deal’s screens…',
  dealFailed: 'The deal could not be loaded.',
  screensFailed: 'Failed to load the deal’s screens.',
  newDeal: 'New Deal',
  editDeal: 'Edit Deal',
  duplicate: 'Duplicate',
  createCampaign: 'Create Campaign',
  listDescription: {
    publisher: 'Private marketplace deals: your screens sold to chosen buyers.',
    buyer: 'Private marketplace deals publishers offer to your Seat ID.',
    admin: 'Every publisher’s private marketplace deals.',
  },
  empty: {
    publisher: 'You have no deals yet.',
    buyer: 'No deals are offered to your account yet.',
    admin: 'No publisher has made a deal yet.',
  },
  emptyHint: {
    publisher:
      'A deal sells chosen screens to chosen buyer seats, at a floor or a fixed price. Create one with New Deal.',
    buyer:
      'Publishers offer deals to a buyer’s Seat ID: give them yours, below. Deals offered to you appear here.',
    admin: 'Deals appear here once a publisher creates one.',
  },
  noTraffic: 'No traffic yet',
  noTrafficHint:
    'This deal has had no ad requests in its flight so far. Its requests, bids, wins and loss reasons appear here once its screens are asked for ads.',
  noLosses: 'No bids were lost.',
  noScreens: 'None of the publisher’s screens match this deal right now.',
} as const;

/** The state a deal is in, as its Active switch says it. */
const stateWord = (isActive: boolean) => (isActive ? 'active' : 'paused');

/** A switch click found the deal already as asked (someone set it meanwhile): no flip. */
export const dealAlready = (name: string, isActive: boolean) =>
  `${name} is already ${stateWord(isActive)}`;

/** Still not as asked after the read, the flip and one correction. */
export const dealToggleFailed = (name: string, isActive: boolean) =>
  `${name}: Still ${stateWord(isActive)} after the toggle`;
