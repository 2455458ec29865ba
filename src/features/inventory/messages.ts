// The inventory screens' words (INV-EXPLORER, INV-REPORT): the two buttons (INV-SAVE-REPORT,
// INV-HANDOVER) are the issue's; the rest is decided here, in one place.
export const SAVE_AS_REPORT = 'Save as Report';
export const CREATE_CAMPAIGN = 'Create Campaign';

// INV-LOAD-ERROR, INV-REPORT-NOT-FOUND; INV-SEARCH (UPDATING).
export const LOADING_INVENTORY = 'Loading inventory…';
export const INVENTORY_LOAD_ERROR = 'Failed to load inventory.';
export const LOADING_REPORT = 'Loading the inventory report…';
export const REPORT_LOAD_ERROR = 'Failed to load the inventory report.';
export const REPORT_NOT_FOUND = 'Inventory report not found';
export const UPDATING = 'Updating…';

// INV-EMPTY
export const NO_SCREENS = 'No screens match these filters.';
export const NO_SCREENS_HINT = 'Try fewer states, a broader venue type, or another search.';
export const NO_REPORT_SCREENS = 'No screens match this report any more.';

// INV-FILTERS
export const FILTERS_LABEL = 'Filters';
export const SEARCH_LABEL = 'Search screens';
export const SEARCH_PLACEHOLDER = 'Name, city or zip';
export const CLEAR_FILTERS = 'Clear filters';
export const PUBLISHERS_LOAD_ERROR = 'The publishers could not be loaded.';

// INV-SUMMARY, INV-MAP, INV-SCREENS
export const SUMMARY_LABEL = 'Summary';
export const MAP_LABEL = 'Screens by state';
export const SCREENS_CAPTION = 'Screens';

// INV-SAVE-REPORT
export const REPORT_NAME = 'Report name';
export const REPORT_DESCRIPTION = 'Description';
/** The server's own message (docs/api.md, POST /inventory). */
export const REPORT_NAME_REQUIRED = 'Report name is required';
export const SAVE_REPORT = 'Save Report';
export const REPORT_SAVED = 'Report saved.';
export const OPEN_IN_EXPLORER = 'Open in Explorer';

export const screensCount = (n: number) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? 'screen' : 'screens'}`;
