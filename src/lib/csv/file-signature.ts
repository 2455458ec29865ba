// What a file is by its first bytes, not by its name or the type the browser guessed from the
// name: a GIF renamed `.png` is still a GIF. The upload screens refuse such a file before
// sending it; the API checks the bytes again (src/mocks/media-probe.ts).

export type SniffedType = 'image/png' | 'image/jpeg' | 'video/mp4' | 'image/gif' | 'image/webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The media type the bytes say, among the ones the console meets, or null. */
export function sniffBytes(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp') return 'video/mp4';
  return null;
}

/** sniffBytes() of a file's first 16 bytes. */
export async function sniffFile(file: Blob): Promise<SniffedType | null> {
  const head = await file.slice(0, 16).arrayBuffer();
  return sniffBytes(new Uint8Array(head));
}
