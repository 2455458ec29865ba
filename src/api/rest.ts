// The `/v1` conventions most resources share, written once: GET `/things` (a list, bare or
// wrapped as `{things: [...]}`), GET `/things/{id}`, POST `/things` and POST
// `/things/{id}/update` with the same body, and GET `/things/{id}/{action}` for the toggles.
import {
  mutationOptions,
  queryOptions,
  type MutationFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
import { api, getWithETag } from '@/lib/http/api-client';
import { newUuid } from '@/lib/text/ids';
import { sendAgainIfUnknown } from '@/lib/saving/save-request';
import { listFrom, segment } from '@/api/list';

export interface CreateVariables<TInput> {
  body: TInput;
  /** The logical save's key (src/lib/saving/save-key.ts); a new one per call when absent. */
  idempotencyKey?: string;
}

export interface UpdateVariables<TInput> {
  id: string;
  body: TInput;
  /** The logical save's key (src/lib/saving/save-key.ts); a new one per call when absent. */
  idempotencyKey?: string;
  /** The version the edit was merged against (its GET's ETag): sent as `If-Match` (412 if stale). */
  ifMatch?: string | null;
  /** How the change came (HIST-VIA); a form's save when absent (`restore` for Restore). */
  path?: ChangePath;
}

/** The record with the version its GET sent (`etag` null when the API sends no ETag). */
export interface VersionedRecord<T> {
  record: T;
  etag: string | null;
}

/**
 * HIST-VIA: the path of a change the console makes, told to the server for its change history
 * (`X-Change-Via`), and the transaction that groups a bulk action's calls (`X-Transaction-Id`).
 * The server records its own entries; these only say how the change came.
 */
export interface ChangePath {
  via: 'form' | 'toggle' | 'bulk' | 'restore';
  transactionId?: string;
}

export function changeHeaders({ via, transactionId }: ChangePath): Record<string, string> {
  return { 'X-Change-Via': via, ...(transactionId ? { 'X-Transaction-Id': transactionId } : {}) };
}

/** A bulk action's path: one transaction for all its calls. */
export const bulkPath = (): ChangePath => ({ via: 'bulk', transactionId: newUuid() });

/** A change made in a screen's own form or button: every console write the history records. */
export const FORM_PATH: ChangePath = { via: 'form' };
const FORM = FORM_PATH;
const TOGGLE: ChangePath = { via: 'toggle' };

function ifMatchHeaders(ifMatch: string | null | undefined): Record<string, string> {
  return ifMatch ? { 'If-Match': ifMatch } : {};
}

/** `T` the record, `TCreate`/`TUpdate` the bodies, `TItem` what the list holds of a record. */
export function restCalls<T, TCreate, TUpdate = TCreate, TItem = T>(path: string, listKey: string) {
  const one = (id: string) => `${path}/${segment(id)}`;
  return {
    list: async (): Promise<TItem[]> => listFrom<TItem>(await api.get<unknown>(path), listKey),
    // async: a refused id (API-ID-SEGMENT) is a rejection like any failed call, never a throw.
    get: async (id: string) => api.get<T>(one(id)),
    // MANY-OUTCOME: a save whose reply was lost is sent once more with the same key, which the
    // server answers with the first answer (or carries out now): the form's own success follows.
    create: ({ body, idempotencyKey }: CreateVariables<TCreate>) => {
      const headers = { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(FORM) };
      return sendAgainIfUnknown(() => api.post<T>(path, body, { headers }));
    },
    /** The record read afresh with its ETag: what an edit merges against before it saves. */
    getVersioned: async (id: string): Promise<VersionedRecord<T>> => {
      const { body, etag } = await getWithETag<T>(one(id));
      return { record: body, etag };
    },
    update: async ({
      id,
      body,
      idempotencyKey,
      ifMatch,
      path: changePath,
    }: UpdateVariables<TUpdate>) => {
      const headers = {
        ...idempotencyHeaders(idempotencyKey),
        ...ifMatchHeaders(ifMatch),
        ...changeHeaders(changePath ?? FORM),
      };
      return sendAgainIfUnknown(() => api.post<T>(`${one(id)}/update`, body, { headers }));
    },
    /** A GET that changes state (`toggleActive`, `togglePublished`), as the API has it. */
    action: async <R>(id: string, action: string, changePath: ChangePath = TOGGLE) =>
      api.get<R>(`${one(id)}/${action}`, { headers: changeHeaders(changePath) }),
  };
}

/**
 * A POST's `Idempotency-Key`: the logical save's (src/lib/saving/save-key.ts), kept across retries so
 * a lost reply never saves twice; a new UUID for a call that is not one (docs/api.md, "Wire
 * conventions"). The server answers a repeated key with the first reply.
 */
export function idempotencyHeaders(idempotencyKey?: string): Record<string, string> {
  return { 'Idempotency-Key': idempotencyKey ?? newUuid() };
}

/**
 * The record a save replied with, checked where it arrives, or null for a 2xx without it (an
 * empty or partial body): the save went through all the same (MANY-2XX-SUCCESS).
 */
export function recordOf<T extends { id: string }>(reply: T): T | null {
  const id = (reply as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id !== '' ? reply : null;
}

/**
 * A save whose reply is the record itself: the reply becomes the cached detail, and the keys
 * of what else the save changes are invalidated (docs/api.md, "What a save changes"). A 2xx
 * without the record is a success like any other (null): what it changed, the saved detail
 * too, is fetched again instead.
 */
export function saveRecordMutation<TVariables, T extends { id: string }>(
  mutationFn: (variables: TVariables) => Promise<T>,
  detailKey: (id: string) => QueryKey,
  invalidates: readonly QueryKey[],
) {
  return mutationOptions({
    mutationFn: async (variables: TVariables) => recordOf(await mutationFn(variables)),
    meta: { invalidates },
    onSuccess: (
      record: T | null,
      vars: TVariables,
      _r: unknown,
      { client }: MutationFunctionContext,
    ) => {
      if (record) {
        client.setQueryData(detailKey(record.id), record);
        return;
      }
      const id = (vars as { id?: unknown } | null)?.id;
      if (typeof id === 'string') void client.invalidateQueries({ queryKey: detailKey(id) });
    },
  });
}

/**
 * The create and update mutations of a resource whose save replies are the record. Their
 * `Idempotency-Key` comes with the variables: the editor kit decides its scope
 * (src/components/form/use-editor.ts, MANY-SAVE-KEY), this layer only sends it.
 */
export function saveRecordMutations<T extends { id: string }, TCreate, TUpdate>(
  calls: { create: (vars: TCreate) => Promise<T>; update: (vars: TUpdate) => Promise<T> },
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
