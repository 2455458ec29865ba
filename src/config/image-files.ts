// The files a placement's screen image may be (FORM-IMAGE-FORMATS, FORM-IMAGE-SIZE): PNG or
// JPG/JPEG, at most 5 MB. One source for the image upload, which checks before sending, and the
// mock API.
export const IMAGE_TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};
export const IMAGE_MIME_TYPES: ReadonlySet<string> = new Set(
  Object.values(IMAGE_TYPES_BY_EXTENSION),
);
/** The file picker's `accept`. */
export const ACCEPTED_IMAGE_FILES = Object.keys(IMAGE_TYPES_BY_EXTENSION)
  .map((extension) => `.${extension}`)
  .join(',');
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_MESSAGE = 'Accepted formats: PNG, JPG, or JPEG';
export const IMAGE_TOO_LARGE_MESSAGE = 'Files must be at most 5 MB';

/** http(s), an inline image (data:image/...) or a same-origin path (`/files/...`). */
export function isSceneUrl(value: string): boolean {
  if (value.startsWith('data:image/')) return true;
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
