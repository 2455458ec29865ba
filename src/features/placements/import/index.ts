// The bulk placement CSV import (BATCH-CSV-COLUMNS): what the batch wizard and its Upload
// step (components/import/) take from the parser and checker.
export { CSV_COLUMNS } from './columns';
export type { CsvImport } from './import-model';
export type { HighBidFloors } from './batch-rows';
export type { CsvLine } from './validate';
export {
  highBidFloors,
  linesWithoutBidFloor,
  linesWithoutLocation,
  skippedExternalIds,
  toBatchRows,
  updatedCsv,
  uploadReadiness,
} from './batch-rows';
export {
  lineDefaultsOf,
  syncPlan,
  type LineDefaults,
  type LeadingZeroMatch,
  type SyncCounts,
  type SyncPlacement,
  type SyncPlan,
} from './sync-diff';
export {
  conflictKey,
  mergeImport,
  staleVersionRefs,
  type ImportMerge,
  type LineConflict,
} from './import-merge';
export { ImportRunnerContext, runImportInThread, type RunImport } from './run-import';
