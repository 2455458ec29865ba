// Hand-made media headers: the smallest byte arrays the probe of src/mocks/media-probe.ts
// accepts as PNG, JPEG and MP4, built field by field so each test says what it changes.

function u32(value: number): number[] {
  return [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
}

function u16(value: number): number[] {
  return [(value >>> 8) & 255, value & 255];
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

export function pngBytes(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32(13),
    ...ascii('IHDR'),
    ...u32(width),
    ...u32(height),
    8, // bit depth
    6, // colour type RGBA
    0,
    0,
    0,
    ...u32(0), // CRC, not checked
  ]);
}

/** SOI, an APP0 segment, a DQT-like filler segment, then SOFn with the size. */
export function jpegBytes(width: number, height: number, sofMarker = 0xc0): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...u16(16),
    ...ascii('JFIF'),
    0,
    1,
    1,
    0,
    ...u16(1),
    ...u16(1),
    0,
    0,
    0xff, // a fill byte before the next marker
    0xff,
    0xdb,
    ...u16(4),
    0,
    0,
    0xff,
    sofMarker,
    ...u16(11),
    8,
    ...u16(height),
    ...u16(width),
    1,
    1,
    0x11,
    0,
    0xff,
    0xd9,
  ]);
}

function box(type: string, content: number[]): number[] {
  return [...u32(8 + content.length), ...ascii(type), ...content];
}

function mvhd(timescale: number, duration: number, version: 0 | 1): number[] {
  const times =
    version === 1 ? [...u32(0), ...u32(0), ...u32(0), ...u32(0)] : [...u32(0), ...u32(0)];
  const length = version === 1 ? [...u32(0), ...u32(duration)] : u32(duration);
  return box('mvhd', [
    version,
    0,
    0,
    0,
    ...times,
    ...u32(timescale),
    ...length,
    ...Array<number>(80).fill(0),
  ]);
}

function tkhd(width: number, height: number, version: 0 | 1): number[] {
  // version/flags, times, track id, reserved, duration, reserved, layer, group, volume,
  // reserved, matrix: 76 bytes (v0) or 88 (v1) before the 16.16 width and height.
  const before = version === 1 ? 88 : 76;
  const head = [version, 0, 0, 1, ...Array<number>(before - 4).fill(0)];
  return box('tkhd', [...head, ...u32(width * 65536), ...u32(height * 65536)]);
}

export interface Mp4Options {
  width: number;
  height: number;
  timescale?: number;
  duration?: number;
  version?: 0 | 1;
  /** an audio track (width and height 0) before the video one */
  audioFirst?: boolean;
  /** the moov box after the media data, as many encoders write it */
  moovLast?: boolean;
}

export function mp4Bytes({
  width,
  height,
  timescale = 1000,
  duration = 15000,
  version = 0,
  audioFirst = false,
  moovLast = false,
}: Mp4Options): Uint8Array {
  const ftyp = box('ftyp', [...ascii('isom'), ...u32(512), ...ascii('isomiso2mp41')]);
  const tracks = [
    ...(audioFirst ? [box('trak', tkhd(0, 0, version))] : []),
    box('trak', [...tkhd(width, height, version), ...box('mdia', [])]),
  ];
  const moov = box('moov', [...mvhd(timescale, duration, version), ...tracks.flat()]);
  const mdat = box('mdat', [1, 2, 3, 4]);
  return new Uint8Array(moovLast ? [...ftyp, ...mdat, ...moov] : [...ftyp, ...moov, ...mdat]);
}
