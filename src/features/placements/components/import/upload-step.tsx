// The batch wizard's Upload step (BATCH-UPLOAD, BATCH-READY): the CSV picker, the column
// instructions with a sample line and the template, the check in a worker with its progress and
// Cancel, the mapping step when needed, and the per-line review where lines are fixed in place.
import { InformationCircleIcon } from '@heroicons/react/20/solid';
import {
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { LoadingState } from '@/components/ui/states';
import { lazyComponent } from '@/lib/versions/lazy-component';
import { MAX_CSV_BYTES } from '../../import/columns';
import type { CsvImport } from '../../import/import-model';
import { UPLOAD_TEXT } from '../../import/messages';
import { useCsvImport } from '../../hooks/use-csv-import';
import { ColumnInstructions } from './column-instructions';
import { ColumnMappingForm } from './column-mapping';
import type { ImportReview } from './import-review';
import { CsvFilePicker, isCsvFile } from './csv-file-picker';
import { whenIdle } from '@/lib/when-idle';

// The review of a checked file (its lines, issues and in-place edits, with the line validator
// behind them) is a chunk of its own, kept out of the step's first screen (the batch route's byte
// budget, issue 30). It loads once the step is shown and the page idle, so it is there before a
// file is: fetched once a file was chosen, it delayed the first result (issue 36).
// Once loaded it is rendered as itself, not through React.lazy: a lazy component suspends on its
// first render even when its code is there, and React shows suspended content again only after
// its 300 ms throttle, which every result waited for. Each result picks one of the two and keeps
// it (a switch would mount the review anew).
let LoadedReview: typeof ImportReview | null = null;
const reviewComponent = (): ComponentType<ComponentProps<typeof ImportReview>> =>
  LoadedReview ?? importReview.Component;
const importReview = lazyComponent(() =>
  import('./import-review').then((m) => (LoadedReview = m.ImportReview)),
);

export interface UploadStepProps {
  value: CsvImport | null;
  onChange: (next: CsvImport | null) => void;
}

export function UploadStep({ value, onChange }: UploadStepProps) {
  // Each checked file gets a fresh review (filter and pinned lines start over).
  const [generation, setGeneration] = useState(0);
  const [Review, setReview] = useState(reviewComponent);
  const {
    phase,
    start,
    cancel,
    reject,
    prepare: prepareImport,
  } = useCsvImport((done) => {
    setGeneration((n) => n + 1);
    setReview(reviewComponent);
    onChange(done);
  });

  const prepare = useCallback(() => {
    prepareImport();
    void importReview.preload();
  }, [prepareImport]);
  // The review's code once the step shows and the page is idle: it is there before a file is.
  // The worker (about as many bytes) waits for an intent (prepare): both at once put the route
  // over its byte budget (bench/lib/budgets.js).
  useEffect(() => whenIdle(() => void importReview.preload(), 1000), []);

  const pick = (file: File) => {
    void importReview.preload();
    if (!isCsvFile(file)) {
      reject(UPLOAD_TEXT.notCsv(file.name));
      return;
    }
    // Before reading: a file this big would hold the tab up, only to be refused for its lines.
    if (file.size > MAX_CSV_BYTES) {
      reject(UPLOAD_TEXT.tooLarge(file.name));
      return;
    }
    onChange(null);
    start(file);
  };

  return (
    <div className="space-y-6">
      <Card title="Placements file">
        <div className="space-y-4">
          {phase.kind === 'reading' ? (
            <div className="space-y-2 rounded-md bg-white px-4 py-3 ring-1 ring-gray-200">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p aria-live="polite" className="text-sm [overflow-wrap:anywhere] text-gray-700">
                  {UPLOAD_TEXT.checking(phase.fileName)} {Math.round(phase.progress * 100)}%
                </p>
                <Button variant="secondary" className="px-2.5 py-1" onClick={cancel}>
                  {UPLOAD_TEXT.cancel}
                </Button>
              </div>
              <ProgressBar label={UPLOAD_TEXT.checking(phase.fileName)} value={phase.progress} />
            </div>
          ) : phase.kind === 'mapping' ? (
            <ColumnMappingForm
              key={phase.file.name}
              fileName={phase.file.name}
              headers={phase.headers}
              mapping={phase.mapping}
              onSubmit={(mapping) => start(phase.file, mapping)}
              onCancel={cancel}
            />
          ) : (
            <div onPointerEnter={prepare} onFocus={prepare}>
              <CsvFilePicker
                onFile={pick}
                buttonLabel={value ? UPLOAD_TEXT.chooseAnother : UPLOAD_TEXT.chooseFile}
              />
            </div>
          )}
          {phase.kind === 'idle' && phase.error ? (
            <p role="alert" className="text-sm text-red-700">
              {phase.error}
            </p>
          ) : null}
          {phase.kind === 'idle' && phase.notice ? (
            <p role="status" className="text-sm text-gray-700">
              {phase.notice}
            </p>
          ) : null}
          {value && phase.kind === 'idle' && value.encoding === 'windows-1252' ? (
            <p className="flex gap-2 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
              <InformationCircleIcon
                aria-hidden="true"
                className="size-5 shrink-0 text-amber-600"
              />
              {UPLOAD_TEXT.readAsWindows1252}
            </p>
          ) : null}
          {value && phase.kind === 'idle' ? (
            <Suspense fallback={<LoadingState label={UPLOAD_TEXT.loadingReview} />}>
              <Review key={generation} value={value} onChange={onChange} />
            </Suspense>
          ) : null}
        </div>
      </Card>
      <Card title="CSV columns">
        <ColumnInstructions />
      </Card>
    </div>
  );
}
