// CRE-GRID, CRE-LOAD-ERROR, CRE-EMPTY.
export const CREATIVES_GALLERY_LABEL = 'Ad creatives';
export const CREATIVES_LOAD_ERROR = 'Failed to load ad creatives.';
export const NO_CREATIVES = 'No ad creatives';
export const NO_CREATIVES_HINT = 'Get started by uploading a new ad creative';
export const UPLOAD_CREATIVE = 'Upload Ad Creative';

// CRE-REVIEWS
export const REVIEWS_TITLE = 'Reviews';
export const REVIEWS_LOADING = 'Loading reviews…';
export const REVIEWS_LOAD_ERROR = 'Failed to load the reviews.';
export const NO_REVIEWS =
  'Not sent for review yet: a campaign that uses it sends it to the publishers of its screens.';
