// The bytes of uploaded files (DEMO-STORAGE), kept apart from the records: each body once, under
// its own key of its own IndexedDB database, written when uploaded and never again. The records
// keep the file's metadata and a URL the demo server answers (GET /files/{id}/content), so a
// 4.9 MB image is not written again with every save of the files or of a record that shows it.
// A database of their own: the demo database's reads take every value of its store at once, and
// its writes drop the keys a collection no longer uses. Without storage (Vitest's memory-only
// database) the bodies stay in this page's memory, behind the same functions.
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { storageAvailable } from '@/mocks/storage';

export const FILE_BODIES_IDB_NAME = 'marquee-demo-files';
export const FILE_BODIES_STORE = 'bodies';

export const fileBodyKey = (id: string) => `marquee.demo.file.${id}`;

export interface FileBody {
  mimeType: string;
  /** an ArrayBuffer: stored as it is by IndexedDB in the browser and by fake-indexeddb */
  bytes: ArrayBuffer;
}

let store: UseStore | null = null;
const inMemory = new Map<string, FileBody>();

function idb(): UseStore {
  store ??= createStore(FILE_BODIES_IDB_NAME, FILE_BODIES_STORE);
  return store;
}

/** Store a file's bytes; rejects when the browser refuses them (quota). */
export async function writeFileBody(id: string, body: FileBody): Promise<void> {
  if (!storageAvailable()) {
    inMemory.set(fileBodyKey(id), body);
    return;
  }
  await set(fileBodyKey(id), body, idb());
}

/** A file's bytes, or undefined when none are kept (or storage cannot be read). */
export async function readFileBody(id: string): Promise<FileBody | undefined> {
  if (!storageAvailable()) return inMemory.get(fileBodyKey(id));
  try {
    return await get<FileBody>(fileBodyKey(id), idb());
  } catch {
    return undefined;
  }
}

/** Forget the bodies held in memory (a test's fresh seed). */
export function forgetMemoryFileBodies(): void {
  inMemory.clear();
}

/** Forget every body: the demo data was reset or cleared. */
export async function clearFileBodies(): Promise<void> {
  inMemory.clear();
  if (!storageAvailable()) return;
  await clear(idb()).catch(() => undefined);
}
