// The files an ad creative may be (CRE-FORMATS, CRE-MAX-SIZE; issue 8): PNG, JPG/JPEG or MP4, at
// most 200 MB. One source for the uploader, which checks before sending, and the mock API.
export const CREATIVE_TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  mp4: 'video/mp4',
};
export const CREATIVE_MIME_TYPES: ReadonlySet<string> = new Set(
  Object.values(CREATIVE_TYPES_BY_EXTENSION),
);
/** The file picker's `accept`. */
export const ACCEPTED_CREATIVE_FILES = Object.keys(CREATIVE_TYPES_BY_EXTENSION)
  .map((extension) => `.${extension}`)
  .join(',');
export const MAX_CREATIVE_BYTES = 200 * 1024 * 1024;
export const CREATIVE_FORMAT_MESSAGE = 'Accepted formats: PNG, JPG, JPEG or MP4';
export const CREATIVE_TOO_LARGE_MESSAGE = 'Files must be at most 200 MB';

/** A file name's extension, lower case ('' without one). */
export function fileExtension(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}
