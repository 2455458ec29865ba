// The placements list's words: the spec's exact empty state (section 2) and the decided rest.

/** Spec section 2, exact. */
export const NO_PLACEMENTS = 'There are no placements yet.';
export const PLACEMENTS_LOAD_ERROR = 'Failed to load placements.';
export const LOADING_PLACEMENTS = 'Loading placements…';
export const SEARCH_LABEL = 'Filter placements';
export const SEARCH_PLACEHOLDER = 'Name, key, external ID or city';
