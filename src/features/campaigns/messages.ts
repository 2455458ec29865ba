// Messages more than one campaign screen shows (kept apart from the screens so a route's chunk
// does not pull in another's).
export const CAMPAIGN_NOT_FOUND = 'There is no campaign with this ID.';
