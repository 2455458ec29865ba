// The bytes of uploaded files (DEMO-STORAGE), kept apart from the records: each body once, under
// its own key of its own IndexedDB database (keyed-store.ts), written when uploaded and never
// again. The records keep the file's metadata and a URL the demo server answers (GET
// /files/{id}/content), so a 4.9 MB image is not written again with every save of the files or
// of a record that shows it.
import { keyedStore } from '@/mocks/keyed-store';

export const FILE_BODIES_IDB_NAME = 'marquee-demo-files';
export const FILE_BODIES_STORE = 'bodies';

export const fileBodyKey = (id: string) => `marquee.demo.file.${id}`;

export interface FileBody {
  mimeType: string;
  /** an ArrayBuffer: stored as it is by IndexedDB in the browser and by fake-indexeddb */
  bytes: ArrayBuffer;
}

const bodies = keyedStore<FileBody>(FILE_BODIES_IDB_NAME, FILE_BODIES_STORE);

/** Store a file's bytes; rejects when the browser refuses them (quota). */
export function writeFileBody(id: string, body: FileBody): Promise<void> {
  return bodies.write(fileBodyKey(id), body);
}

/** A file's bytes, or undefined when none are kept (or storage cannot be read). */
export function readFileBody(id: string): Promise<FileBody | undefined> {
  return bodies.read(fileBodyKey(id));
}

/** Forget the bodies held in memory (a test's fresh seed). */
export function forgetMemoryFileBodies(): void {
  bodies.forgetMemory();
}

/** Forget every body: the demo data was reset or cleared. */
export function clearFileBodies(): Promise<void> {
  return bodies.clear();
}
