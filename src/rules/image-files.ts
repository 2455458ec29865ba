// The files a placement's screen image may be (FORM-IMAGE-FORMATS, FORM-IMAGE-SIZE): PNG or
// JPG/JPEG, at most 5 MB. One source for the image upload, which checks before sending, and the
// mock API.
import { PLACEMENT_RULE_MESSAGES } from '@/rules/placement-rules';

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

/** The longest base64 text of an image within MAX_IMAGE_BYTES (4 characters per 3 bytes). */
const MAX_IMAGE_BASE64_LENGTH = Math.ceil(MAX_IMAGE_BYTES / 3) * 4;
const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes base64 text decodes to, computed from its length (nothing is decoded). */
export function base64DecodedBytes(text: string): number {
  let padding = 0;
  while (padding < 2 && text.charCodeAt(text.length - 1 - padding) === 0x3d) padding += 1;
  return Math.floor(((text.length - padding) * 3) / 4);
}

/**
 * What is wrong with an inline image (PLC-SCENE-URL-SAFE): `data:image/png` or `image/jpeg`,
 * base64, within MAX_IMAGE_BYTES; null when it is fine. The length is checked before the
 * pattern looks at a character, and the pattern is linear.
 */
function dataUrlProblem(value: string): string | null {
  const comma = value.indexOf(',');
  if (comma < 0) return PLACEMENT_RULE_MESSAGES.url;
  const [type = '', ...parameters] = value.slice('data:'.length, comma).toLowerCase().split(';');
  if (!IMAGE_MIME_TYPES.has(type)) {
    return type.startsWith('image/') ? ACCEPTED_IMAGE_MESSAGE : PLACEMENT_RULE_MESSAGES.url;
  }
  if (parameters.at(-1) !== 'base64') return PLACEMENT_RULE_MESSAGES.url;
  const body = value.slice(comma + 1);
  if (body.length > MAX_IMAGE_BASE64_LENGTH + 4) return IMAGE_TOO_LARGE_MESSAGE;
  if (body === '' || body.length % 4 === 1 || !BASE64_TEXT.test(body)) {
    return PLACEMENT_RULE_MESSAGES.url;
  }
  return base64DecodedBytes(body) > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE_MESSAGE : null;
}

/** The console's origin where there is a page (the demo server runs in the page too). */
const pageOrigin = (): string | undefined => globalThis.location?.origin;

/**
 * What is wrong with a screen image's address (PLC-SCENE-IMAGE, PLC-SCENE-URL-SAFE), or null:
 * an https URL, a path on the console's own origin (`/files/...`) or a URL of that origin, or
 * an inline PNG or JPEG of at most 5 MB. Plain `http:` elsewhere is refused (a mixed-content
 * image the console's https page would not show), as is any other scheme or inline type.
 */
export function sceneUrlProblem(value: string, origin = pageOrigin()): string | null {
  if (/^data:/i.test(value)) return dataUrlProblem(value);
  if (value.startsWith('/')) {
    // `//host` and `/\host` leave the origin (browsers read a backslash as a slash).
    return value.startsWith('//') || value.includes('\\') || /\s/.test(value)
      ? PLACEMENT_RULE_MESSAGES.url
      : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return PLACEMENT_RULE_MESSAGES.url;
  }
  if (url.hostname === '') return PLACEMENT_RULE_MESSAGES.url;
  if (url.protocol === 'https:' || (origin !== undefined && url.origin === origin)) return null;
  return url.protocol === 'http:' ? PLACEMENT_RULE_MESSAGES.urlHttps : PLACEMENT_RULE_MESSAGES.url;
}

/** True when the screen image's address is acceptable (sceneUrlProblem finds nothing). */
export function isSceneUrl(value: string, origin = pageOrigin()): boolean {
  return sceneUrlProblem(value, origin) === null;
}
