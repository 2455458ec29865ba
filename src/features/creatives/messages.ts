// CRE-GRID, CRE-LOAD-ERROR, CRE-EMPTY.
export const CREATIVES_GALLERY_LABEL = 'Ad creatives';
export const CREATIVES_LOAD_ERROR = 'Failed to load ad creatives.';
export const NO_CREATIVES = 'No ad creatives';
export const NO_CREATIVES_HINT = 'Get started by uploading a new ad creative';
export const UPLOAD_CREATIVE = 'Upload Ad Creative';

// CRE-ADMIN-UPLOAD
export const UPLOAD_FOR = 'Upload for';
export const UPLOAD_FOR_FAILED = 'The advertisers could not be loaded.';
export const CHOOSE_ADVERTISER_FIRST = 'Choose the advertiser the creatives are for.';

// CRE-RESTORE-FILE
export const RESTORE_FILE = {
  button: 'Restore previous file',
  title: 'Restore the previous file?',
  description: (name: string) =>
    `“${name}” replaces the current file, and every publisher reviews the creative again.`,
  confirm: 'Restore file',
  done: 'Previous file restored',
} as const;
