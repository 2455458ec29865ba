// How a creative reads on screen, and which files may be uploaded as one (PNG, JPG/JPEG or MP4,
// at most 200 MB), checked before anything is sent.
import { MISSING } from '@/lib/format';
import type { Creative } from '@/types/api';

export const ACCEPTED_CREATIVE_FILES = '.png,.jpg,.jpeg,.mp4';
export const MAX_CREATIVE_BYTES = 200 * 1024 * 1024;

const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  mp4: 'video/mp4',
};
const ACCEPTED_TYPES = new Set(Object.values(TYPES_BY_EXTENSION));

export function formatNotAcceptedMessage(filename: string): string {
  return `${filename}: Accepted formats: PNG, JPG, JPEG or MP4`;
}

export function tooLargeMessage(filename: string): string {
  return `${filename}: Files must be at most 200 MB`;
}

function extensionOf(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** Why this file cannot be uploaded as a creative, or null when it can. */
export function creativeFileProblem(file: File): string | null {
  const extension = extensionOf(file.name);
  const typeOk = file.type === '' || ACCEPTED_TYPES.has(file.type);
  if (!(extension in TYPES_BY_EXTENSION) || !typeOk) return formatNotAcceptedMessage(file.name);
  if (file.size > MAX_CREATIVE_BYTES) return tooLargeMessage(file.name);
  return null;
}

export function isVideo(creative: Creative): boolean {
  return creative.descriptor?.type === 'video' || creative.mimeType?.startsWith('video/') === true;
}

/** `Banner` or `Video`. */
export function creativeTypeLabel(creative: Creative): string {
  return isVideo(creative) ? 'Video' : 'Banner';
}

function dimension(value: number | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? String(value) : MISSING;
}

export const creativeWidth = (creative: Creative) => dimension(creative.descriptor?.width);
export const creativeHeight = (creative: Creative) => dimension(creative.descriptor?.height);

/** `1920×1080`, or `—` when the size is unknown. */
export function creativeSize(creative: Creative): string {
  const width = creativeWidth(creative);
  const height = creativeHeight(creative);
  return width === MISSING || height === MISSING ? MISSING : `${width}×${height}`;
}

/** A video's length, `15 s`; `—` for a banner or an unknown length. */
export function creativeDuration(creative: Creative): string {
  const seconds = creative.descriptor?.duration_secs;
  if (!isVideo(creative) || typeof seconds !== 'number' || !Number.isFinite(seconds)) {
    return MISSING;
  }
  return `${Math.round(seconds * 100) / 100} s`;
}

const EXTENSIONS_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** The name a download is saved under: the creative's name, with an extension if it has none. */
export function downloadFilename(creative: Creative): string {
  const name = creative.name.trim() || 'creative';
  if (/\.[a-z0-9]{2,5}$/i.test(name)) return name;
  const extension = EXTENSIONS_BY_TYPE[creative.mimeType] ?? '';
  return extension ? `${name}.${extension}` : name;
}

/** `1 ad creative selected`, `3 ad creatives selected`. */
export function selectedCreativesText(count: number): string {
  return `${count} ad creative${count === 1 ? '' : 's'} selected`;
}
