// How a creative reads on screen, and which files may be uploaded as one (PNG, JPG/JPEG or MP4,
// at most 200 MB), checked before anything is sent.
import {
  ACCEPTED_CREATIVE_FILES,
  CREATIVE_FORMAT_MESSAGE,
  CREATIVE_MIME_TYPES,
  CREATIVE_TOO_LARGE_MESSAGE,
  CREATIVE_TYPES_BY_EXTENSION,
  fileExtension,
  MAX_CREATIVE_BYTES,
} from '@/rules/creative-files';
import { MISSING } from '@/lib/text/format';
import type { Creative } from '@/types/api';

export { ACCEPTED_CREATIVE_FILES, MAX_CREATIVE_BYTES };

export function formatNotAcceptedMessage(filename: string): string {
  return `${filename}: ${CREATIVE_FORMAT_MESSAGE}`;
}

export function tooLargeMessage(filename: string): string {
  return `${filename}: ${CREATIVE_TOO_LARGE_MESSAGE}`;
}

/** Why this file cannot be uploaded as a creative, or null when it can. */
export function creativeFileProblem(file: File): string | null {
  const extension = fileExtension(file.name);
  const typeOk = file.type === '' || CREATIVE_MIME_TYPES.has(file.type);
  if (!(extension in CREATIVE_TYPES_BY_EXTENSION) || !typeOk)
    return formatNotAcceptedMessage(file.name);
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
