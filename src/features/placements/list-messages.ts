// The placements list's words: the spec's exact empty state (PLC-LIST-EMPTY) and the decided rest.

/** PLC-LIST-EMPTY, the spec's words exactly. */
export const NO_PLACEMENTS = 'There are no placements yet.';
export const PLACEMENTS_LOAD_ERROR = 'Failed to load placements.';
export const LOADING_PLACEMENTS = 'Loading placements…';
export const SEARCH_LABEL = 'Filter placements';
export const SEARCH_PLACEHOLDER = 'Name, key, external ID or city';
/** While the rest of a long list is still coming (its first rows already on screen). */
export const LOADING_MORE_PLACEMENTS = 'Loading the rest of the placements…';
export const PLACEMENTS_INCOMPLETE = 'Not every placement could be loaded.';

/** `Export CSV` (PLC-EXPORT): the same words as the report export's button. */
export const EXPORT_CSV = 'Export CSV';
export const EXPORTING_CSV = 'Exporting…';
export const EXPORT_FAILED = 'The placements could not be exported.';
/** The button's accessible description: what it will export. */
export const exportDescription = (count: string, search: string | null) =>
  search === null
    ? `Exports all ${count} placements as a CSV file the Bulk Import takes back.`
    : `Exports the ${count} placements that match “${search}” as a CSV file the Bulk Import takes back.`;
/** PLC-EXPORT-WAIT: the button waits for the whole list. */
export const EXPORT_WAITS_FOR_LIST = 'Export CSV is available once every placement has loaded.';
