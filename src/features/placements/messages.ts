// Messages more than one placement screen shows (kept apart from the screens so a route's chunk
// does not pull in another's).
export const PLACEMENT_NOT_FOUND = 'There is no placement with this ID.';
/** HIST-RESTORE-DELETED: where a deleted placement comes back from, beside the not-found text. */
export const PLACEMENT_DELETED_HINT = 'If it was deleted in the last 30 days, restore it from';
export const PLACEMENT_CREATED = 'Placement successfully created';
export const PLACEMENT_UPDATED = 'Placement successfully updated';
/** PLC-LAUNCH, BATCH-LAUNCH: both wizards. */
export const PROGRAMMATIC_LABEL = 'Enable Programmatic Partners';
/** BATCH-LAUNCH: the batch wizard only. */
export const FULL_SYNC_LABEL = 'Full DB Sync';
