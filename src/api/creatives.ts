// CRE-CALLS
// Creatives (docs/api.md, "Creatives"): the buyer's ad creatives. An upload changes the grid
// and the publishers' review queues (every new creative is reviewed).
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/http/api-client';
import { fnv1aHex } from '@/lib/saving/stable-hash';
import { stableJson } from '@/lib/saving/stable-json';
import { uploadWithProgress } from '@/lib/http/upload';
import { fileForm, storedFileBlob } from '@/api/files';
import { creativeKeys, reviewKeys } from '@/api/keys';
import { listFrom, segment } from '@/api/list';
import type { FormFields, ListItem, Reply } from '@/api/operations';
import { changeHeaders, FORM_PATH, type ChangePath } from '@/api/rest';
import { sendAgainIfUnknown, withSaveKey } from '@/lib/saving/save-request';

export { creativeKeys };

export async function getCreatives(): Promise<Reply<'getCreatives'>> {
  const reply = await api.get<Partial<Reply<'getCreatives'>> | undefined>('/creatives');
  const creatives = reply?.creatives ?? [];
  return { count: reply?.count ?? creatives.length, creatives };
}

export interface UploadCreativeOptions {
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting it cancels the upload (the promise rejects with an `AbortError`). */
  signal?: AbortSignal;
  /** Extra request headers: the upload's Idempotency-Key (uploadScope). */
  headers?: Record<string, string>;
  /** The account the creative is for (an Admin's upload in another account's campaign). */
  accountId?: string;
  /** HIST-VIA: a form's upload unless said (`restore` for Restore previous file). */
  path?: ChangePath;
}

/** HIST-VIA: how the upload came, told to the server for its history. */
const withChangePath = ({ path, ...options }: UploadCreativeOptions): UploadCreativeOptions => ({
  ...options,
  headers: { ...options.headers, ...changeHeaders(path ?? FORM_PATH) },
});

/**
 * An upload sent with its key (MANY-UPLOAD-KEY); a lost reply is asked after, then sent once
 * more if nothing was stored (MANY-OUTCOME): the bytes go again only when they must.
 */
function keyedUpload<T>(key: string, send: (headers: Record<string, string>) => Promise<T>) {
  const headers = { 'Idempotency-Key': key };
  return sendAgainIfUnknown(() => send(headers), { key, first: true });
}

/**
 * POST /creatives, multipart, with upload progress (XMLHttpRequest). The reply is not read:
 * the grid is loaded again.
 */
export function uploadCreative(
  file: File,
  { accountId, ...options }: UploadCreativeOptions = {},
): Promise<Reply<'uploadCreative'>> {
  const form = fileForm(file);
  if (accountId) form.append('accountId' satisfies keyof FormFields<'uploadCreative'>, accountId);
  return uploadWithProgress<Reply<'uploadCreative'>>('/creatives', form, withChangePath(options));
}

export interface UploadCreativeVariables extends Omit<UploadCreativeOptions, 'headers'> {
  file: File;
  idempotencyKey: string;
}

export const creativesQueryOptions = () =>
  queryOptions({ queryKey: creativeKeys.list(), queryFn: getCreatives });

/**
 * The creatives; with `accountId`, that account's only (CMP-CREATIVES-STEP: an Admin's list
 * holds every account's, and a campaign takes its own account's creatives only).
 */
export const useCreatives = (accountId?: string) =>
  useQuery({
    ...creativesQueryOptions(),
    ...(accountId ? { select: (list: CreativeList) => ofAccount(list, accountId) } : {}),
  });

type CreativeList = Reply<'getCreatives'>;

/** An account's creatives in a list (one without accounts, a buyer's own, is all theirs). */
export function ofAccount(list: CreativeList, accountId: string): CreativeList {
  const creatives = list.creatives.filter((c) => !c.accountId || c.accountId === accountId);
  return creatives.length === list.creatives.length ? list : { count: creatives.length, creatives };
}

/** CRE-REVIEWS: every publisher's review of the creative (a missing list reads as none). */
export async function getCreativeReviews(id: string): Promise<ListItem<'getCreativeReviews'>[]> {
  return listFrom<ListItem<'getCreativeReviews'>>(
    await api.get<unknown>(`/creatives/${segment(id)}/reviews`),
    'reviews',
  );
}

export const creativeReviewsQueryOptions = (id: string) =>
  queryOptions({ queryKey: creativeKeys.reviews(id), queryFn: () => getCreativeReviews(id) });
export const useCreativeReviews = (id: string) => useQuery(creativeReviewsQueryOptions(id));

/** A cancel rejects with an AbortError, which the query client's error policy does not toast. */
export const uploadCreativeMutation = mutationOptions({
  mutationFn: ({ file, idempotencyKey, ...options }: UploadCreativeVariables) =>
    keyedUpload(idempotencyKey, (headers) => uploadCreative(file, { ...options, headers })),
  meta: { invalidates: [creativeKeys.all, reviewKeys.all] },
});

export const useUploadCreative = () => useMutation(uploadCreativeMutation);

export type CreativeUpload = (
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
) => Promise<unknown>;

/** What tells one chosen file from another: the same file chosen again has the same. */
const fileIdentity = ({ name, size, type, lastModified }: File) => ({
  name,
  size,
  type,
  lastModified,
});

/**
 * MANY-UPLOAD-KEY: one Idempotency-Key per chosen file, kept with the form keys
 * (sessionStorage, src/lib/saving/save-key.ts) until an answer says what happened, so a reply lost
 * after the server stored it, a Retry, and a reload with the same file chosen again give one
 * creative; a file found stored is not sent again (MANY-OUTCOME).
 */
export const uploadScope = (file: File, accountId?: string) =>
  `creative.upload.${fnv1aHex(stableJson({ ...fileIdentity(file), accountId }))}`;

/**
 * The `upload` a CreativeUploader takes: one mutation per file (failures toasted once by the
 * query client, the grid and reviews invalidated on success); a cancelled upload rejects with
 * an `AbortError`, which the query client does not toast.
 */
export function useCreativeUpload({
  open,
  accountId,
}: {
  /** Where a creative found stored after a lost reply opens (`Saved. Open it`). */
  open?: (saved: Reply<'uploadCreative'>) => string | null;
  /** The account the creatives are for: a campaign's (an Admin's may be another account). */
  accountId?: string;
} = {}): CreativeUpload {
  const { mutateAsync } = useUploadCreative();
  return useCallback<CreativeUpload>(
    (file, options) =>
      withSaveKey(
        uploadScope(file, accountId),
        { ...fileIdentity(file), accountId },
        (idempotencyKey) => mutateAsync({ file, ...options, accountId, idempotencyKey }),
        // A file found stored is not sent again: its first answer is the upload's.
        { open, resend: false },
      ),
    [mutateAsync, open, accountId],
  );
}

/** CRE-REPLACE-FILE: POST /creatives/{id}/file, multipart like an upload, with its progress. */
export function replaceCreativeFile(
  id: string,
  file: File,
  options: UploadCreativeOptions = {},
): Promise<Reply<'replaceCreativeFile'>> {
  return uploadWithProgress<Reply<'replaceCreativeFile'>>(
    `/creatives/${segment(id)}/file`,
    fileForm(file),
    withChangePath(options),
  );
}

interface ReplaceCreativeFileVariables {
  id: string;
  file: File;
  idempotencyKey: string;
}

/** The creative's file, its preview in the grid, and every queue its reviews are in change. */
export const replaceCreativeFileMutation = mutationOptions({
  mutationFn: ({ id, file, idempotencyKey }: ReplaceCreativeFileVariables) =>
    keyedUpload(idempotencyKey, (headers) => replaceCreativeFile(id, file, { headers })),
  meta: { invalidates: [creativeKeys.all, reviewKeys.all] },
});

/**
 * `Replace File` of a rejected creative: one key per creative and chosen file, kept until an
 * answer says what happened (MANY-UPLOAD-KEY), so a retry after a lost reply replaces it once.
 */
export function useReplaceCreativeFile(): (id: string, file: File) => Promise<unknown> {
  const { mutateAsync } = useMutation(replaceCreativeFileMutation);
  return useCallback(
    (id: string, file: File) =>
      withSaveKey(
        `creative.replace.${id}.${fnv1aHex(stableJson(fileIdentity(file)))}`,
        fileIdentity(file),
        (idempotencyKey) => mutateAsync({ id, file, idempotencyKey }),
        { resend: false },
      ),
    [mutateAsync],
  );
}

/** An earlier file of a creative: its address and name, from the creative's history. */
export interface EarlierCreativeFile {
  url: string;
  name: string;
}

/**
 * CRE-RESTORE-FILE (HIST-RESTORE): an earlier file back, as a Replace File of its bytes told as a
 * restore; one key per creative and file, so a retry after a lost reply restores it once.
 */
export async function restoreCreativeFile(id: string, earlier: EarlierCreativeFile) {
  const blob = await storedFileBlob(earlier.url);
  const file = new File([blob], earlier.name, { type: blob.type });
  return withSaveKey(
    `creative.restore.${id}.${fnv1aHex(earlier.url)}`,
    earlier,
    (idempotencyKey) =>
      keyedUpload(idempotencyKey, (headers) =>
        replaceCreativeFile(id, file, { headers, path: { via: 'restore' } }),
      ),
    { resend: false },
  );
}

export const restoreCreativeFileMutation = mutationOptions({
  mutationFn: ({ id, earlier }: { id: string; earlier: EarlierCreativeFile }) =>
    restoreCreativeFile(id, earlier),
  meta: { invalidates: [creativeKeys.all, reviewKeys.all] },
});

export const useRestoreCreativeFile = () => useMutation(restoreCreativeFileMutation);
