import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LazyPanel } from '@/components/ui/lazy-part';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/states';
import { ROUTES, routePath } from '@/config/routes';
import { BatchWizard, JOB_PARAM } from '@/features/placements/components/batch/batch-wizard';
import { resultsCsv } from '@/features/placements/results-csv';
import { updatedCsv, type CsvImport } from '@/features/placements/import';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { downloadText } from '@/lib/http/download';
import { lazyComponent } from '@/lib/versions/lazy-component';

// The results panel shows only after a launch (`?job=`): its code loads then, keeping the
// wizard's download within the route's 250 KB budget. A failed download shows in the panel's
// place with Retry; the parsed file above it stays (ROUTE-PART-FAILS, BATCH-FILE-KEPT).
const resultsPanel = lazyComponent(
  () =>
    import('@/features/placements/components/import-results/import-results-panel').then(
      (module) => module.ImportResultsPanel,
    ),
  'import results',
);

/**
 * Bulk Import: the batch wizard, then (`?job=`, BATCH-RESULTS-URL) the results panel polling the
 * import. The parsed file is kept here, above both and outside the draft (BATCH-FILE-KEPT), so
 * `Download Updated CSV` can add the placement keys to it (BATCH-DOWNLOAD-UPDATED).
 */
export default function PlacementBatchScreen() {
  useDocumentTitle(ROUTES.placementBatch.title);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const jobId = params.get(JOB_PARAM);
  const [file, setFile] = useState<CsvImport | null>(null);

  return (
    <>
      <PageHeader title={ROUTES.placementBatch.title} />
      {jobId ? (
        <LazyPanel part={resultsPanel} fallback={<LoadingState label="Loading the import…" />}>
          <resultsPanel.Component
            jobId={jobId}
            onUploadAnother={() => {
              setFile(null);
              navigate(routePath('placementBatch'));
            }}
            onDownloadUpdated={(results) => {
              const name = file?.fileName.replace(/\.csv$/i, '') ?? 'placements';
              const text = file ? updatedCsv(file.lines, results) : resultsCsv(results);
              downloadText(`${name}-updated.csv`, text, 'text/csv');
            }}
          />
        </LazyPanel>
      ) : (
        <BatchWizard file={file} onFileChange={setFile} />
      )}
    </>
  );
}
