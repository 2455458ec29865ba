// Messages more than one campaign screen shows (kept apart from the screens so a route's chunk
// does not pull in another's).
export const CAMPAIGN_NOT_FOUND = 'There is no campaign with this ID.';

/** Issue 26, item 9 (decisions section 8, "Time"): the Schedule step's note by the dates and grid. */
export const SCHEDULE_LOCAL_TIME_NOTE =
  "Flight dates and day-parts run in each screen's local time.";

/** The state a campaign is in, as the Active switch and bulk Activate / Pause say it. */
const stateWord = (isPublished: boolean) => (isPublished ? 'active' : 'paused');

/** A switch click found the campaign already as asked (someone set it meanwhile): no flip. */
export const campaignAlready = (name: string, isPublished: boolean) =>
  `${name} is already ${stateWord(isPublished)}`;

/** Still not as asked after the read, the flip and one correction (someone keeps flipping it). */
export const campaignStill = (isPublished: boolean) =>
  `Still ${stateWord(isPublished)} after the toggle`;

/** The same failure for one campaign, as its switch's toast and the bulk summary say it. */
export const campaignToggleFailed = (name: string, isPublished: boolean) =>
  `${name}: ${campaignStill(isPublished)}`;
