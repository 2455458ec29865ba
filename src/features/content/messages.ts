// CNT-GRID, CNT-LOAD-ERROR, CNT-EMPTY, CNT-CATEGORY, CNT-USE-IN-CAMPAIGN.
export const CLIPS_LABEL = 'Clips';
export const CLIPS_LOAD_ERROR = 'Failed to load the content library.';
export const NO_CLIPS = 'No clips are available at this time.';
export const ALL_CATEGORIES = 'All categories';
export const USE_IN_CAMPAIGN = 'Use in Campaign';
