// Files for upload tests. Under jsdom a jsdom `File` loses its bytes on the way through MSW's
// XMLHttpRequest interception (Node's Request does not know jsdom's Blob), so these tests build
// files with Node's own File and send them in Node's own FormData; the screen code is the same.
import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

export async function useNodeFormData() {
  const probe = await new Response(new URLSearchParams('a=1')).formData();
  vi.stubGlobal('FormData', probe.constructor as typeof FormData);
  onTestFinished(() => void vi.unstubAllGlobals());
}

export function nodeFile(
  bytes: Uint8Array | string,
  name: string,
  type: string,
  lastModified?: number,
): File {
  return new NodeFile([bytes], name, { type, lastModified }) as unknown as File;
}

/** A file that claims `size` bytes without holding them. */
export function fileOfSize(name: string, type: string, size: number): File {
  const file = nodeFile('x', name, type);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Drop files on the uploader's drop zone, as a user dragging them from the desktop. */
export function dropFiles(files: File[]) {
  fireEvent.drop(screen.getByTestId('creative-drop-zone'), {
    dataTransfer: { files, types: ['Files'] },
  });
}
