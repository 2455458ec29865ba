// The import's worker: reads the file, parses and checks it off the page's thread, and posts
// progress, the lines in columnar chunks (their typed arrays transferred) and the end.
import { importFile } from './import-engine';
import type { ImportEvent, ImportRequest } from './import-protocol';
import { CSV_MESSAGES } from './messages';
import { warmUp } from './warm-up';

// The app's TypeScript lib is DOM, not WebWorker: the few worker globals used, typed here.
interface WorkerScope {
  onmessage: ((event: MessageEvent<ImportRequest | { warmUp: true }>) => void) | null;
  postMessage(message: ImportEvent, transfer: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

let stopWarmUp = () => {};

scope.onmessage = ({ data }) => {
  if ('warmUp' in data) {
    stopWarmUp = warmUp();
    return;
  }
  stopWarmUp();
  const emit = (event: ImportEvent, transfer: Transferable[] = []) =>
    scope.postMessage(event, transfer);
  importFile(data.file, emit, { mapping: data.mapping ?? null }).catch(() =>
    emit({ type: 'error', message: CSV_MESSAGES.unreadable }),
  );
};
