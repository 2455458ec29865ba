// The bulk placement CSV import (decisions section 6): the batch wizard's Upload step and what
// the wizard takes from it.
export { CSV_COLUMNS, MAX_CSV_LINES, REQUIRED_COLUMNS, type CsvColumn } from './columns';
export type { CsvImport } from './import-model';
export type { CsvIssue, CsvLine, LineCells } from './validate';
export { UploadStep, type UploadStepProps } from './components/upload-step';
export {
  linesWithoutLocation,
  syncDiff,
  toBatchRows,
  updatedCsv,
  uploadReadiness,
  type UploadReadiness,
} from './batch-rows';
export { ImportRunnerContext, runImportInThread, type RunImport } from './run-import';
