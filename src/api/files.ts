// Files (docs/api.md, "Placements"): an image upload answered with the stored file's URL; and a
// stored file served by the API itself, fetched with the session's token (the file-blob
// variant, API-FILE-BLOB; upload: API-FILES), since a plain link would send none. Only the API's
// own file URLs get the token (SEC-TOKEN-OWN-FILES): any other URL, under the API's base or not,
// is a plain link without it.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, apiPathOf } from '@/lib/http/api-client';
import { downloadBlob } from '@/lib/http/download';
import { sendAgainIfUnknown, withSaveKey } from '@/lib/saving/save-request';
import type { FormFields, Reply } from '@/api/operations';
import { changeHeaders, FORM_PATH, idempotencyHeaders } from '@/api/rest';

/** A multipart field of POST /files and POST /creatives (the contract gives both the same). */
type FileFormField = keyof FormFields<'uploadFile'> & keyof FormFields<'uploadCreative'>;

/** The multipart body of POST /files and POST /creatives: `name` and `body` (the file). */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('name' satisfies FileFormField, file.name);
  form.append('body' satisfies FileFormField, file);
  return form;
}

/**
 * POST /files. One logical save per file (its name, size, type and date): uploading the same
 * file again after a lost reply sends the same key, and stores it once.
 */
export function uploadFile(file: File): Promise<Reply<'uploadFile'>> {
  const { name, size, type, lastModified } = file;
  return withSaveKey('file.upload', { name, size, type, lastModified }, (idempotencyKey) =>
    // A lost reply is asked after, then sent once more if nothing was stored (MANY-OUTCOME).
    sendAgainIfUnknown(
      () =>
        api.postForm<Reply<'uploadFile'>>('/files', fileForm(file), {
          headers: { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(FORM_PATH) },
        }),
      { key: idempotencyKey, first: true },
    ),
  );
}

/** The URL becomes a form field's value; nothing cached changes. */
export const uploadFileMutation = mutationOptions({ mutationFn: uploadFile });

export const useUploadFile = () => useMutation(uploadFileMutation);

/** GET /files/{id}/content: a stored file's bytes (the demo's file URLs; an <img> needs none). */
export function getFileContent(id: string): Promise<Blob> {
  return api.getBlob(`/files/${encodeURIComponent(id)}/content`);
}

/**
 * The API's own downloadable files (SEC-TOKEN-OWN-FILES): `GET /files/{id}/content`
 * (getFileContent), the one file route the contract documents. One id segment, no query.
 */
const OWN_FILE_PATH = /^\/files\/(?!\.{1,2}\/)[^/?#]+\/content$/;

/**
 * The API path of a stored file the API serves (`…/v1/files/{id}/content` under the API's base),
 * or null for any other URL: another path under the API's base (an endpoint such as
 * `/v1/campaigns` or a GET that changes a record), another origin, a query. Only such a file is
 * fetched with the session's token.
 */
export function apiFilePath(url: string): string | null {
  const path = apiPathOf(url);
  return path !== null && OWN_FILE_PATH.test(path) ? path : null;
}

/** Fetch one of the API's own files (`apiFilePath`) with the session's token, and save it. */
export async function downloadApiFile({ url, fileName }: { url: string; fileName: string }) {
  const path = apiFilePath(url);
  // Never the token for anything else, whoever calls this (SEC-TOKEN-OWN-FILES).
  if (path === null) throw new Error('Only the API’s own files are downloaded with the session.');
  downloadBlob(fileName, await api.getBlob(path));
}

/** Nothing cached changes; a failure is toasted like any other. */
export const useDownloadApiFile = () => useMutation({ mutationFn: downloadApiFile });

/**
 * A stored file's bytes, to send again (CRE-RESTORE-FILE): one of the API's own files with the
 * session's token, or a file of the console's own origin (the demo's seeded creatives) without.
 */
export async function storedFileBlob(url: string): Promise<Blob> {
  const path = apiFilePath(url);
  if (path !== null) return api.getBlob(path);
  if (!url.startsWith('/') || url.startsWith('//')) {
    throw new Error('This file is not stored here, so it cannot be sent again.');
  }
  const reply = await fetch(new URL(url, window.location.origin));
  if (!reply.ok) throw new Error(`The earlier file could not be read (${reply.status}).`);
  return reply.blob();
}
