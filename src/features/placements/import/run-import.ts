// Where the import runs: in a module worker of its own (papaparse's `worker: true` is reported
// broken in Vite 8 production builds), or on this thread where there is no Worker (jsdom, so the
// tests run the same engine). UploadStep takes the runner from ImportRunnerContext.
import { createContext } from 'react';
import { ownScriptUrl } from '@/lib/trusted-types';
import csvImportWorkerUrl from './csv-import.worker.ts?worker&url';
import type { ImportEvent, ImportRequest } from './import-protocol';
import { CSV_MESSAGES } from './messages';

export interface ImportRun {
  /** Stops the run (the worker is terminated); no event follows. */
  cancel(): void;
}

export type RunImport = (
  request: ImportRequest,
  onEvent: (event: ImportEvent) => void,
) => ImportRun;

const isLast = (event: ImportEvent) =>
  event.type === 'done' || event.type === 'error' || event.type === 'needs-mapping';

// The worker's address as Vite builds it (`?worker&url`), handed to the Worker through the
// console's Trusted Types policy: the CSP lets no plain string start a script (SEC-TRUSTED-TYPES).
const newWorker = () =>
  new Worker(ownScriptUrl(csvImportWorkerUrl), { type: 'module', name: 'csv-import' });

/** A worker that warms itself up (./warm-up.ts) before its first file. */
function newWarmWorker(): Worker {
  const worker = newWorker();
  worker.postMessage({ warmUp: true });
  return worker;
}

/**
 * A worker started before a file is picked, its code already fetched and compiled, so a check
 * starts at once. Each check uses a worker of its own (terminated at the end, its memory freed).
 */
let spare: Worker | null = null;

/** Start the spare worker (the Upload step does once the user heads for a file). */
export function warmUpImportWorker(): void {
  if (typeof Worker !== 'undefined') spare ??= newWarmWorker();
}

let rewarm: ReturnType<typeof setTimeout> | undefined;

/**
 * Start the next spare once a check is over, a little later: a warm-up while the page paints
 * the result slowed the paint.
 */
export function warmUpImportWorkerSoon(): void {
  clearTimeout(rewarm);
  rewarm = setTimeout(warmUpImportWorker, 500);
}

/** Stop the spare worker (the Upload step does when it closes). */
export function releaseImportWorker(): void {
  clearTimeout(rewarm);
  spare?.terminate();
  spare = null;
}

export const runImportInWorker: RunImport = (request, onEvent) => {
  const worker = spare ?? newWorker();
  spare = null;
  let open = true;
  const close = () => {
    open = false;
    worker.terminate();
  };
  worker.onmessage = ({ data }: MessageEvent<ImportEvent>) => {
    if (!open) return;
    if (isLast(data)) close();
    onEvent(data);
  };
  const fail = (event: Event) => {
    event.preventDefault();
    if (!open) return;
    close();
    onEvent({ type: 'error', message: CSV_MESSAGES.unreadable });
  };
  worker.onerror = fail;
  worker.onmessageerror = fail;
  worker.postMessage(request);
  return { cancel: close };
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The same engine on this thread, handing over one event per task, as a worker would. Loaded on
 * demand: the parsers stay out of the page's own code (the worker has its copy).
 */
export const runImportInThread: RunImport = (request, onEvent) => {
  let open = true;
  const events: ImportEvent[] = [];
  void import('./import-engine')
    .then(({ importFile }) =>
      importFile(request.file, (event) => void events.push(event), {
        mapping: request.mapping ?? null,
      }),
    )
    .then(async () => {
      for (const event of events) {
        await nextTask();
        if (!open) return;
        onEvent(event);
      }
    });
  return {
    cancel: () => {
      open = false;
    },
  };
};

export const defaultRunImport: RunImport =
  typeof Worker === 'undefined' ? runImportInThread : runImportInWorker;

export const ImportRunnerContext = createContext<RunImport>(defaultRunImport);
