// The `/v1` conventions most resources share, written once: GET `/things` (a list, bare or
// wrapped as `{things: [...]}`), GET `/things/{id}`, POST `/things` and POST
// `/things/{id}/update` with the same body, and GET `/things/{id}/{action}` for the toggles.
import {
  mutationOptions,
  queryOptions,
  type MutationFunctionContext,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { api, getWithETag } from '@/lib/api-client';
import { IncompleteReplyError, wasSaved } from '@/lib/api-error';
import { newUuid } from '@/lib/ids';
import { listFrom, segment } from '@/api/list';

export interface UpdateVariables<TInput> {
  id: string;
  body: TInput;
  /** The version the edit was merged against (its GET's ETag): sent as `If-Match` (412 if stale). */
  ifMatch?: string | null;
}

/** The record with the version its GET sent (`etag` null when the API sends no ETag). */
export interface VersionedRecord<T> {
  record: T;
  etag: string | null;
}

function ifMatchOptions(ifMatch: string | null | undefined) {
  return ifMatch ? { headers: { 'If-Match': ifMatch } } : {};
}

/** `T` the record, `TCreate`/`TUpdate` the bodies, `TItem` what the list holds of a record. */
export function restCalls<T, TCreate, TUpdate = TCreate, TItem = T>(path: string, listKey: string) {
  const one = (id: string) => `${path}/${segment(id)}`;
  return {
    list: async (): Promise<TItem[]> => listFrom<TItem>(await api.get<unknown>(path), listKey),
    get: (id: string) => api.get<T>(one(id)),
    create: (body: TCreate) => api.post<T>(path, body, { headers: idempotencyHeaders() }),
    /** The record read afresh with its ETag: what an edit merges against before it saves. */
    getVersioned: async (id: string): Promise<VersionedRecord<T>> => {
      const { body, etag } = await getWithETag<T>(one(id));
      return { record: body, etag };
    },
    update: ({ id, body, ifMatch }: UpdateVariables<TUpdate>) =>
      api.post<T>(`${one(id)}/update`, body, ifMatchOptions(ifMatch)),
    /** A GET that changes state (`toggleActive`, `togglePublished`), as the API has it. */
    action: <R>(id: string, action: string) => api.get<R>(`${one(id)}/${action}`),
  };
}

/**
 * A create's `Idempotency-Key`: a new UUID per submit attempt, so a request the network repeats
 * (or a retry of the same attempt) is saved once; the mock answers a repeated key with the first
 * reply (docs/api.md, "Wire conventions").
 */
export function idempotencyHeaders(): Record<string, string> {
  return { 'Idempotency-Key': newUuid() };
}

/** The reply of a save, checked where it arrives: a record with an id, or IncompleteReplyError. */
export function recordOf<T extends { id: string }>(reply: T): T {
  const id = (reply as { id?: unknown } | null | undefined)?.id;
  if (typeof id !== 'string' || id === '') throw new IncompleteReplyError();
  return reply;
}

/**
 * A save whose reply is the record itself: the reply becomes the cached detail, and the keys
 * of what else the save changes are invalidated (docs/api.md, "What a save changes"). A reply
 * without the record means the save went through but is not here to show: it is reported as
 * saved (the query client) and what it changed is fetched again.
 */
export function saveRecordMutation<TVariables, T extends { id: string }>(
  mutationFn: (variables: TVariables) => Promise<T>,
  detailKey: (id: string) => QueryKey,
  invalidates: readonly QueryKey[],
) {
  return mutationOptions({
    mutationFn: async (variables: TVariables) => recordOf(await mutationFn(variables)),
    meta: { invalidates },
    onSuccess: (record: T, _vars: TVariables, _r: unknown, { client }: MutationFunctionContext) => {
      client.setQueryData(detailKey(record.id), record);
    },
    onError: (error: Error, vars: TVariables, _r: unknown, { client }: MutationFunctionContext) => {
      if (!wasSaved(error)) return;
      const id = (vars as { id?: unknown } | null)?.id;
      const keys = typeof id === 'string' ? [...invalidates, detailKey(id)] : invalidates;
      for (const queryKey of keys) void client.invalidateQueries({ queryKey });
    },
  });
}

/** The create and update mutations of a resource whose save replies are the record. */
export function saveRecordMutations<T extends { id: string }, TCreate, TUpdate>(
  calls: { create: (body: TCreate) => Promise<T>; update: (vars: TUpdate) => Promise<T> },
  detailKey: (id: string) => QueryKey,
  invalidates: readonly QueryKey[],
) {
  return {
    create: saveRecordMutation(calls.create, detailKey, invalidates),
    update: saveRecordMutation(calls.update, detailKey, invalidates),
  };
}

/** One record's query options by id. */
export function detailQueryOptions<T>(
  detailKey: (id: string) => QueryKey,
  get: (id: string) => Promise<T>,
) {
  return (id: string) => queryOptions({ queryKey: detailKey(id), queryFn: () => get(id) });
}

/**
 * A toggle (a GET by id that flips a flag): `patch` writes the reply's new state into the
 * cached records, since the reply is not the record itself.
 */
export function toggleMutation<R>(
  mutationFn: (id: string) => Promise<R>,
  patch: (client: QueryClient, id: string, reply: R) => void,
  invalidates: readonly QueryKey[] = [],
) {
  return mutationOptions({
    mutationFn,
    meta: { invalidates },
    onSuccess: (reply: R, id: string, _r: unknown, { client }: MutationFunctionContext) =>
      patch(client, id, reply),
  });
}
