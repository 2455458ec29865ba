// Image uploads (placement example scenes): PNG or JPEG only, answered with a data: URL so the
// browser can show the file without a file server.
import {
  ACCEPTED_IMAGE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPES_BY_EXTENSION as IMAGE_TYPES,
  MAX_IMAGE_BYTES,
} from '@/config/image-files';
import { fileExtension as extension } from '@/config/creative-files';
import { fail } from '@/mocks/http';
import { newId, nowIso } from '@/mocks/ids';
import { signedIn } from '@/mocks/resource';

/** The image's MIME type from its declared type or, when that is empty, its name. */
function imageType(file: Blob, name: string): string | null {
  if (file.type) return Object.values(IMAGE_TYPES).includes(file.type) ? file.type : null;
  return IMAGE_TYPES[extension(name)] ?? null;
}

export async function toDataUrl(file: Blob, mimeType: string): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return `data:${mimeType};base64,${btoa(binary)}`;
}

/** The multipart form's image (field `body`) and its name (field `name`, else the file's). */
async function readImage(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    fail('Send the file as multipart/form-data with the fields name and body.');
  }
  const file = form.get('body');
  if (!file || typeof file === 'string') fail('A file is required');
  const fieldName = form.get('name');
  const name =
    (typeof fieldName === 'string' && fieldName.trim()) ||
    ('name' in file && typeof file.name === 'string' ? file.name : '') ||
    'upload';
  // The content type and, when the name has an extension, the name must say PNG or JPEG.
  const mimeType = imageType(file, name);
  const nameExtension = extension(name);
  if (!mimeType || (nameExtension !== '' && !(nameExtension in IMAGE_TYPES))) {
    fail(ACCEPTED_IMAGE_MESSAGE);
  }
  if (file.size > MAX_IMAGE_BYTES) fail(IMAGE_TOO_LARGE_MESSAGE);
  return { file, name, mimeType };
}

export const fileHandlers = [
  signedIn.post('/files', async ({ user, request, db }) => {
    const { file, name, mimeType } = await readImage(request);
    const url = await toDataUrl(file, mimeType);
    db.files.push({
      id: newId('file'),
      name,
      mimeType,
      size: file.size,
      url,
      accountId: user.accountId,
      uploadedAt: nowIso(),
    });
    return { url };
  }),
];
