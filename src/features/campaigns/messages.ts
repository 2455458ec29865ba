// Messages more than one campaign screen shows (kept apart from the screens so a route's chunk
// does not pull in another's).
// CMP-NOT-FOUND, CMP-DUPLICATE-UNKNOWN.
export const CAMPAIGN_NOT_FOUND = 'There is no campaign with this ID.';

/** Issue 26, item 9 (MANY-LOCAL-TIME): the Schedule step's note by the dates and grid. */
export const SCHEDULE_LOCAL_TIME_NOTE =
  "Flight dates and day-parts run in each screen's local time.";

/** The state a campaign is in, as the Active switch and bulk Activate / Pause say it. */
const stateWord = (isPublished: boolean) => (isPublished ? 'active' : 'paused');

/**
 * A switch click found the campaign already as asked (someone set it meanwhile): no flip
 * (CMP-ACTIVE-TOGGLE).
 */
export const campaignAlready = (name: string, isPublished: boolean) =>
  `${name} is already ${stateWord(isPublished)}`;

/** Still not as asked after the read, the flip and one correction (someone keeps flipping it). */
export const campaignStill = (isPublished: boolean) =>
  `Still ${stateWord(isPublished)} after the toggle`;

/** The same failure for one campaign, as its switch's toast and the bulk summary say it. */
export const campaignToggleFailed = (name: string, isPublished: boolean) =>
  `${name}: ${campaignStill(isPublished)}`;

// Deals on the Audience step (DEAL-AUDIENCE-DEALS), the hand-over and the detail.
/** Why a deal offered to the account cannot be chosen now (shown beside its disabled box). */
export const DEAL_PAUSED = 'Paused by the publisher';
export const dealEnded = (date: string) => `Ended ${date}`;
/** A deal not yet in flight can be chosen: a campaign may be planned ahead of it. */
export const dealStarts = (date: string) => `Starts ${date}`;
/** A deal the campaign holds that GET /deals no longer lists (an edit, a copy). */
export const DEAL_NOT_OFFERED = 'No longer offered to your account';
export const DEALS_EMPTY = 'No deals are offered to your account yet.';
export const DEALS_LOAD_ERROR = 'The deals could not be loaded.';
export const DEALS_ONLY_LABEL = 'Only run on these deals';
/** The hand-over's notice (`?deals=`): the Deal IDs it could not choose, each with why. */
export const DEALS_LEFT_OUT = 'Some deals from the link were left out';
export const dealLeftOutPaused = (dealId: string) => `Deal ${dealId} is paused by the publisher`;
export const dealLeftOutEnded = (dealId: string, date: string) => `Deal ${dealId} ended ${date}`;
export const notADealId = (text: string) => `“${text}” is not a Deal ID`;
/** The forecast's warning: a chosen deal takes only bids at or above its floor. */
export const bidBelowDealFloors = (bid: string, deals: readonly string[]) =>
  `The ${bid} bid CPM is below the floor of ${deals.join(', ')}: bids on ${
    deals.length === 1 ? 'that deal' : 'those deals'
  } lose until the bid reaches the floor.`;
