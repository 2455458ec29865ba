// What the batch wizard says about Full DB Sync deleting only what the user confirmed and the
// file can name: the placements it keeps because no file can name them (BATCH-SYNC-NO-ID), the
// list of what it deletes (BATCH-SYNC-LIST), the typed count (BATCH-SYNC-TYPED-COUNT), and IDs a
// spreadsheet may have cut (BATCH-LEADING-ZEROS).
import { formatCount } from '@/lib/text/format';

const placements = (count: number) => `${formatCount(count)} placement${count === 1 ? '' : 's'}`;

/** The Launch step's figure for the placements without an external ID. */
export const KEPT_NO_ID_LABEL = 'Kept (no external ID)';
/** Why a placement without an external ID stays: the heading of their list. */
export const KEPT_NO_ID_REASON = 'Kept: no external ID, so no file can name it';
export const KEPT_NO_ID_CAPTION = 'Placements kept because they have no external ID';

/** The confirmation's sentence about them. */
export function keptNoIdSentence(count: number): string {
  return count === 1
    ? 'It keeps 1 placement without an external ID: no file can name it.'
    : `It keeps ${placements(count)} without an external ID: no file can name them.`;
}

export const DELETE_LIST_CAPTION = 'Placements to delete';
export const DOWNLOAD_DELETE_LIST = 'Download CSV';
export const DOWNLOAD_DELETE_LIST_FAILED = 'The list of placements to delete could not be saved.';
/** `placements-to-delete_{date}.csv`: the placements export's columns, so it can be imported. */
export const DELETE_LIST_FILE_PREFIX = 'placements-to-delete';

/** Above this many deletions the user types the count to confirm. */
export const TYPED_COUNT_ABOVE = 10;
export const typedCountLabel = (count: number) =>
  `Type ${formatCount(count)} to confirm the deletions`;
export const TYPED_COUNT_HINT = 'The number of placements this import deletes.';

/** A new ID that equals an existing placement's but for leading zeros. */
export const LEADING_ZEROS_TITLE = 'External IDs that may have lost their leading zeros';
export const leadingZeroLine = (line: number, fileId: string, existingId: string, name: string) =>
  `Line ${formatCount(line)}: ${fileId} matches ${existingId} (${name}) but for leading zeros.`;
export function leadingZerosAdvice(fullSync: boolean): string {
  return `A spreadsheet drops leading zeros from number-like cells. As the file stands, these lines create new placements${
    fullSync ? ' and Full DB Sync deletes the placements they match' : ''
  }. If they are the same screens, fix the IDs in the file (keep the column as text) and upload it again.`;
}
export function leadingZerosSentence(count: number): string {
  return count === 1
    ? '1 line of the file matches a placement to delete but for leading zeros (see Launch).'
    : `${formatCount(count)} lines of the file match placements to delete but for leading zeros (see Launch).`;
}
export const moreLines = (count: number) =>
  `and ${formatCount(count)} more line${count === 1 ? '' : 's'}.`;

/** BATCH-MERGE: exported lines whose External ID no placement has now. */
export const GONE_SINCE_EXPORT_TITLE =
  'External IDs changed or deleted since your file was exported';
export const goneSinceExportLine = (line: number, id: string) =>
  `Line ${formatCount(line)}: no placement has the External ID ${id} now.`;
export function goneSinceExportAdvice(fullSync: boolean): string {
  return `A colleague changed these IDs, or deleted their placements, after your file was exported. As the file stands, these lines create new placements${
    fullSync ? ' and Full DB Sync deletes a placement whose ID was changed' : ''
  }. To update those placements instead, export again and make your changes in the new file.`;
}

/** BATCH-MERGE: placements a re-imported export could not name, made after it was exported. */
export const CREATED_AFTER_EXPORT = 'Created after your file was exported';
/** The Launch step's figure of them. */
export const KEPT_NEW_LABEL = 'Kept (created after export)';
export function createdAfterExportSentence(count: number): string {
  return count === 1
    ? '1 placement was created after your file was exported: it is kept unless you tick it.'
    : `${formatCount(count)} placements were created after your file was exported: they are kept unless you tick them.`;
}
export const deleteCreatedAfterExportLabel = (name: string, externalId: string) =>
  `Delete ${name} (${externalId})`;
/** The most of them listed to tick; the rest are kept. */
export const CREATED_AFTER_EXPORT_SHOWN = 200;
export const moreKept = (count: number) => `and ${formatCount(count)} more, kept.`;
