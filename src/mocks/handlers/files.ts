// Image uploads (placement example scenes): PNG or JPEG only. The bytes are kept apart from the
// records (src/mocks/file-bodies.ts, DEMO-STORAGE) and the reply's URL is the demo server's own
// GET /files/{id}/content, which an <img> loads through the service worker like any request.
import {
  ACCEPTED_IMAGE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPES_BY_EXTENSION as IMAGE_TYPES,
  MAX_IMAGE_BYTES,
} from '@/rules/image-files';
import { fileExtension as extension } from '@/rules/creative-files';
import { readFileBody, writeFileBody } from '@/mocks/file-bodies';
import { errorResponse, fail, notFound } from '@/mocks/http';
import { newId, nowIso } from '@/mocks/ids';
import type { DbState, FileRecord } from '@/mocks/records';
import { publicRoute, signedIn, STORAGE_FAILED_MESSAGE } from '@/mocks/resource';

/** The image's MIME type from its declared type or, when that is empty, its name. */
function imageType(file: Blob, name: string): string | null {
  if (file.type) return Object.values(IMAGE_TYPES).includes(file.type) ? file.type : null;
  return IMAGE_TYPES[extension(name)] ?? null;
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

/**
 * The URL the demo serves a file at: a path on the API's own base (`/v1/...`, or below the
 * prefix the request came with), so the console's same-origin checks accept it and a download
 * sends it through the API client.
 */
function contentUrl(request: Request, id: string): string {
  const path = new URL(request.url).pathname;
  return `${path.slice(0, path.indexOf('/v1/'))}/v1/files/${id}/content`;
}

/** Keep an upload's bytes under their own key and its record in db.files; the record. */
export async function storeUpload(
  request: Request,
  upload: { file: Blob; name: string; mimeType: string; accountId: string },
  db: DbState,
): Promise<FileRecord> {
  const id = newId('file');
  try {
    await writeFileBody(id, { mimeType: upload.mimeType, bytes: await upload.file.arrayBuffer() });
  } catch (error) {
    console.warn('Demo file could not be stored.', error);
    throw errorResponse(507, STORAGE_FAILED_MESSAGE);
  }
  const record: FileRecord = {
    id,
    name: upload.name,
    mimeType: upload.mimeType,
    size: upload.file.size,
    url: contentUrl(request, id),
    accountId: upload.accountId,
    uploadedAt: nowIso(),
  };
  db.files.push(record);
  return record;
}

export const fileHandlers = [
  signedIn.post('/files', async ({ user, request, db }) => {
    const { file, name, mimeType } = await readImage(request);
    const { url } = await storeUpload(
      request,
      { file, name, mimeType, accountId: user.accountId },
      db,
    );
    return { url };
  }),

  // No session: an <img> or <video> sends no bearer token. The id is a random one, hard to
  // guess; the bytes never change, so the browser may keep them.
  publicRoute({
    method: 'get',
    path: '/files/:id/content',
    persist: false,
    lostReplies: false,
    handle: async ({ params, db }) => {
      const record = db.files.find((file) => file.id === params.id);
      const body = record && (await readFileBody(record.id));
      if (!record || !body) return notFound('File');
      return new Response(body.bytes, {
        headers: {
          'Content-Type': body.mimeType,
          'Content-Length': String(body.bytes.byteLength),
          'Cache-Control': 'private, max-age=31536000, immutable',
        },
      });
    },
  }),
];
