// One file check at a time, in the worker (BATCH-WORKER): start it (a new file, or the same file
// with a column mapping), follow its progress, cancel it; the finished CsvImport goes to `onDone`.
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { CsvColumn } from '../import/columns';
import type { ColumnMapping } from '../import/header-match';
import { ImportAssembler, type CsvImport } from '../import/import-model';
import { UPLOAD_TEXT } from '../import/messages';
import {
  ImportRunnerContext,
  releaseImportWorker,
  runImportInWorker,
  warmUpImportWorker,
  warmUpImportWorkerSoon,
  type ImportRun,
} from '../import/run-import';

export type ImportPhase =
  | { kind: 'idle'; notice?: string; error?: string }
  | { kind: 'reading'; fileName: string; progress: number }
  | {
      kind: 'mapping';
      file: File;
      headers: string[];
      mapping: ColumnMapping;
      unmatched: CsvColumn[];
    };

const PROGRESS_MS = 100;

export function useCsvImport(onDone: (value: CsvImport) => void) {
  const runImport = useContext(ImportRunnerContext);
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' });
  const current = useRef<ImportRun | null>(null);
  const latestDone = useRef(onDone);
  useEffect(() => {
    latestDone.current = onDone;
  }, [onDone]);
  // The worker starts (and warms up) once the user heads for a file: the pointer or focus on
  // the picker, or a file dragged over the window. Opening the step alone does not start it (the
  // route's byte budget). Leaving the step stops it, and a check still running.
  const prepare = useCallback(() => {
    if (runImport === runImportInWorker) warmUpImportWorker();
  }, [runImport]);
  useEffect(() => {
    if (runImport !== runImportInWorker) return;
    window.addEventListener('dragenter', prepare);
    return () => {
      window.removeEventListener('dragenter', prepare);
      releaseImportWorker();
    };
  }, [runImport, prepare]);
  useEffect(() => () => current.current?.cancel(), []);

  const start = (file: File, mapping?: ColumnMapping) => {
    current.current?.cancel();
    const assembler = new ImportAssembler(file.name);
    // Progress is shown at most every PROGRESS_MS: each step renders the step again, and a
    // render per chunk took the page's core from the worker. A step still waiting when the run
    // ends (or another starts) finds it no longer current and does nothing.
    let shownAt = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;
    const showProgress = () => {
      pending = undefined;
      shownAt = performance.now();
      if (current.current !== run) return;
      setPhase((now) => (now.kind === 'reading' ? { ...now, progress: latest } : now));
    };
    const progressTo = (fraction: number) => {
      latest = fraction;
      if (pending !== undefined) return;
      pending = setTimeout(showProgress, Math.max(0, shownAt + PROGRESS_MS - performance.now()));
    };
    setPhase({ kind: 'reading', fileName: file.name, progress: 0 });
    const started = performance.now();
    const run = runImport({ file, mapping: mapping ?? null }, (event) => {
      if (current.current !== run) return;
      // The run's worker is done: the next one (a mapping, another file) starts soon.
      const last = event.type !== 'progress' && event.type !== 'chunk';
      if (last && runImport === runImportInWorker) warmUpImportWorkerSoon();
      switch (event.type) {
        case 'progress':
          progressTo(event.fraction);
          break;
        case 'chunk':
          assembler.take(event);
          progressTo(event.progress);
          break;
        case 'needs-mapping':
          current.current = null;
          setPhase({ kind: 'mapping', file, ...event });
          break;
        case 'done': {
          current.current = null;
          const value = assembler.take(event);
          // For the bench and the browser's performance panel: the whole check, and its parts.
          performance.measure('csv-import', {
            start: started,
            detail: { ...event.timings, lines: value?.lines.length ?? 0 },
          });
          setPhase({ kind: 'idle' });
          if (value) latestDone.current(value);
          break;
        }
        case 'error':
          current.current = null;
          setPhase({ kind: 'idle', error: event.message });
          break;
      }
    });
    current.current = run;
  };

  const cancel = () => {
    current.current?.cancel();
    current.current = null;
    setPhase({ kind: 'idle', notice: UPLOAD_TEXT.cancelled });
  };

  const reject = (error: string) => setPhase({ kind: 'idle', error });

  return { phase, start, cancel, reject, prepare };
}
