// Reads a creative's format and size from its bytes, as an ad server must: the declared type
// and the file name can lie, the header cannot. PNG (IHDR), JPEG (SOFn marker) and MP4 (ISO
// BMFF boxes: tkhd for the picture size, mvhd for the duration). Anything else is null.

export type MediaFormat = 'png' | 'jpeg' | 'mp4';

export interface MediaInfo {
  format: MediaFormat;
  mimeType: 'image/png' | 'image/jpeg' | 'video/mp4';
  width: number;
  height: number;
  /** MP4 only: the movie's duration in seconds, two decimals. */
  durationSecs?: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function fourCc(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

export function probePng(bytes: Uint8Array): MediaInfo | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) return null;
  // The first chunk must be IHDR: length (4), type (4), then width and height.
  if (fourCc(bytes, 12) !== 'IHDR') return null;
  const data = view(bytes);
  const width = data.getUint32(16);
  const height = data.getUint32(20);
  return width > 0 && height > 0 ? { format: 'png', mimeType: 'image/png', width, height } : null;
}

/** SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
}

export function probeJpeg(bytes: Uint8Array): MediaInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const data = view(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes, and markers that stand alone without a length (RSTn, TEM).
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    // Image data starts (SOS) or ends (EOI) before any frame header: nothing to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = data.getUint16(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      // Segment: length (2), precision (1), height (2), width (2).
      const height = data.getUint16(offset + 5);
      const width = data.getUint16(offset + 7);
      return width > 0 && height > 0
        ? { format: 'jpeg', mimeType: 'image/jpeg', width, height }
        : null;
    }
    offset += 2 + length;
  }
  return null;
}

interface Box {
  type: string;
  /** where the box's content starts (after its header) */
  start: number;
  end: number;
}

/** The boxes directly inside [start, end); stops at the first malformed header. */
function boxes(bytes: Uint8Array, start: number, end: number): Box[] {
  const data = view(bytes);
  const found: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = data.getUint32(offset);
    let header = 8;
    if (size === 1) {
      // A 64-bit size follows the type.
      if (offset + 16 > end) break;
      size = Number(data.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset; // the box runs to the end of its parent
    }
    if (size < header || offset + size > end) break;
    found.push({ type: fourCc(bytes, offset + 4), start: offset + header, end: offset + size });
    offset += size;
  }
  return found;
}

function child(bytes: Uint8Array, parent: Box, type: string): Box | undefined {
  return boxes(bytes, parent.start, parent.end).find((box) => box.type === type);
}

function readDuration(bytes: Uint8Array, mvhd: Box): number | null {
  const data = view(bytes);
  const version = bytes[mvhd.start];
  // version 1: 64-bit creation and modification times and duration
  const [timescaleAt, durationAt, durationSize] = version === 1 ? [20, 24, 8] : [12, 16, 4];
  if (mvhd.start + durationAt + durationSize > mvhd.end) return null;
  const timescale = data.getUint32(mvhd.start + timescaleAt);
  const duration =
    durationSize === 8
      ? Number(data.getBigUint64(mvhd.start + durationAt))
      : data.getUint32(mvhd.start + durationAt);
  if (timescale === 0) return null;
  return Math.round((duration / timescale) * 100) / 100;
}

/** A track's width and height (16.16 fixed point at the end of tkhd); audio tracks have 0. */
function readTrackSize(bytes: Uint8Array, tkhd: Box): { width: number; height: number } | null {
  const widthAt = tkhd.start + (bytes[tkhd.start] === 1 ? 88 : 76);
  if (widthAt + 8 > tkhd.end) return null;
  const data = view(bytes);
  const width = Math.round(data.getUint32(widthAt) / 65536);
  const height = Math.round(data.getUint32(widthAt + 4) / 65536);
  return width > 0 && height > 0 ? { width, height } : null;
}

export function probeMp4(bytes: Uint8Array): MediaInfo | null {
  const top = boxes(bytes, 0, bytes.length);
  if (top[0]?.type !== 'ftyp') return null;
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) return null;
  const mvhd = child(bytes, moov, 'mvhd');
  const durationSecs = mvhd ? readDuration(bytes, mvhd) : null;
  const size = boxes(bytes, moov.start, moov.end)
    .filter((box) => box.type === 'trak')
    .map((trak) => child(bytes, trak, 'tkhd'))
    .map((tkhd) => (tkhd ? readTrackSize(bytes, tkhd) : null))
    .find((found) => found !== null);
  if (!size || durationSecs === null) return null;
  return { format: 'mp4', mimeType: 'video/mp4', ...size, durationSecs };
}

/** The format and size of a PNG, JPEG or MP4 file; null when the bytes are none of them. */
export function probeMedia(bytes: Uint8Array): MediaInfo | null {
  return probePng(bytes) ?? probeJpeg(bytes) ?? probeMp4(bytes);
}
