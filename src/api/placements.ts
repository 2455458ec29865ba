// Placements (docs/api.md, "Placements"): the publisher's screens, saves and bulk import. A
// placement save changes the inventory buyers explore and the accounts' placement counts.
import {
  experimental_streamedQuery as streamedQuery,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { sendAgainIfUnknown } from '@/lib/saving/save-request';
import { api } from '@/lib/http/api-client';
import { fnv1aHex } from '@/lib/saving/stable-hash';
import { announceChanges, changedKeys } from '@/lib/cache/changed-keys';
import type { BatchJob, Placement } from '@/types/api';
import { accountKeys, inventoryKeys, placementKeys } from '@/api/keys';
import { firstBatchThenRest, joinListParts, segment, type ListPart } from '@/api/list';
import type { ListItem, Reply, RequestBody } from '@/api/operations';
import { detailQueryOptions, restCalls, saveRecordMutations } from '@/api/rest';

export { placementKeys };

/** What a placement save or import changes besides the placement itself. */
export const PLACEMENT_EFFECTS = [
  placementKeys.list(),
  inventoryKeys.all,
  accountKeys.all,
] as const;

const placements = restCalls<
  Reply<'getPlacement'>,
  RequestBody<'createPlacement'>,
  RequestBody<'updatePlacement'>,
  ListItem<'getPlacements'>
>('/placements', 'placements');
export const {
  list: getPlacements,
  get: getPlacement,
  create: createPlacement,
  update: updatePlacement,
} = placements;
/** The placement read afresh with its ETag, for a merged edit (MANY-MERGE). */
export const getPlacementVersioned = placements.getVersioned;

export interface ImportPlacementsVariables {
  body: RequestBody<'importPlacements'>;
  /** Kept across retries of the same launch (the wizard's), so a repeat starts no second job. */
  idempotencyKey: string;
}

export function importPlacements({
  body,
  idempotencyKey,
}: ImportPlacementsVariables): Promise<Reply<'importPlacements'>> {
  // MANY-OUTCOME: a lost reply is asked after (the file is not sent again blindly), then sent
  // once more with its key when no job was started: the import goes on to its results.
  return sendAgainIfUnknown(
    () =>
      api.post<Reply<'importPlacements'>>('/placements/batch', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    { key: idempotencyKey, first: true },
  );
}

export async function getBatchJob(jobId: string): Promise<Reply<'getBatchJob'>> {
  return api.get<Reply<'getBatchJob'>>(`/placements/batch/${segment(jobId)}`);
}

/**
 * The placements as they were at the versions an exported file names (BATCH-MERGE), for the
 * Launch step's merge. A read, though a POST: 100000 refs do not fit in a URL. Refs the server
 * cannot answer (a version no longer kept, an unknown id) are left out of the reply.
 */
export function queryPlacementVersions(
  refs: RequestBody<'queryPlacementVersions'>['refs'],
  signal?: AbortSignal,
): Promise<Reply<'queryPlacementVersions'>> {
  const body: RequestBody<'queryPlacementVersions'> = { refs };
  return api.post<Reply<'queryPlacementVersions'>>('/placements/versions', body, { signal });
}

type VersionRefs = RequestBody<'queryPlacementVersions'>['refs'];

/**
 * The earlier versions of `refs`, keyed by a hash of them (100000 refs would make a slow key);
 * an edit of the file asks again. Never refetched on its own: a version does not change.
 */
export const placementVersionsQueryOptions = (refs: VersionRefs) =>
  queryOptions({
    queryKey: placementKeys.versions(
      fnv1aHex(refs.map((ref) => `${ref.id}@${ref.version}`).join(',')),
    ),
    queryFn: async ({ signal }) => (await queryPlacementVersions(refs, signal)).placements,
    staleTime: Infinity,
  });

export const placementsQueryOptions = () =>
  queryOptions({ queryKey: placementKeys.list(), queryFn: getPlacements });

/**
 * The placements screen's list, shown as it arrives: the first batch at once, then the whole
 * (at demo scale 50,000 placements take about a second to come and parse). Other readers
 * (the bulk import's sync counts, the sandbox) need the whole list and use
 * placementsQueryOptions. A refresh keeps the list on screen until the new one has fully come.
 */
export const placementListStreamQueryOptions = () =>
  queryOptions({
    queryKey: placementKeys.listStreamed(),
    queryFn: streamedQuery<ListPart<Placement>, ListPart<Placement>>({
      streamFn: ({ signal }) =>
        firstBatchThenRest(
          api.getItems<ListItem<'getPlacements'>>('/placements', 'placements', { signal }),
        ),
      reducer: joinListParts,
      initialValue: { items: [], complete: false },
      refetchMode: 'replace',
    }),
    meta: { streamed: true },
  });

export const placementQueryOptions = detailQueryOptions(placementKeys.detail, getPlacement);

/** BATCH-JOB: the job is polled every second until it ends. */
export const BATCH_POLL_MS = 1000;

/** What a poll answered with something that is no import job says (polling stops). */
export const NOT_A_JOB_MESSAGE = 'The server did not answer with an import job.';

function isBatchJob(reply: unknown): reply is BatchJob {
  return (
    reply !== null &&
    typeof reply === 'object' &&
    !Array.isArray(reply) &&
    typeof (reply as { status?: unknown }).status === 'string'
  );
}

export const isBatchJobOver = (job: BatchJob | undefined): boolean =>
  job?.status === 'Complete' || job?.status === 'Failed';

/**
 * A batch job, polled every second until it is Complete or Failed (or a poll fails: Retry starts
 * it again; a job id that is refused, API-ID-SEGMENT, or unknown is a 404 and polls no more).
 * The look that sees it end invalidates what the import changed, once.
 */
export const batchJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: placementKeys.batchJob(jobId),
    queryFn: async ({ client, queryKey }) => {
      const endedBefore = isBatchJobOver(client.getQueryData<BatchJob>(queryKey));
      const job = await getBatchJob(jobId);
      // Not a job (a list, a page): said, and polling stops, instead of polling it forever.
      if (!isBatchJob(job)) throw new Error(NOT_A_JOB_MESSAGE);
      if (isBatchJobOver(job) && !endedBefore) {
        // The import's changes, here and in the other tabs (MANY-CROSS-TAB), as a save's are.
        const changed = changedKeys({ invalidates: PLACEMENT_EFFECTS });
        for (const key of changed) void client.invalidateQueries({ queryKey: key });
        announceChanges(changed);
      }
      return job;
    },
    refetchInterval: (query) =>
      isBatchJobOver(query.state.data) || query.state.status === 'error' ? false : BATCH_POLL_MS,
  });

/** The placements; with `accountId`, that account's only (an Admin's list holds every one's). */
export const usePlacements = (accountId?: string) =>
  useQuery({
    ...placementsQueryOptions(),
    ...(accountId ? { select: (list: Placement[]) => placementsOf(list, accountId) } : {}),
  });

/** An account's placements in a list (one without accounts is all the caller's). */
export function placementsOf(list: Placement[], accountId: string): Placement[] {
  const own = list.filter((p) => !p.accountId || p.accountId === accountId);
  return own.length === list.length ? list : own;
}
export const usePlacementListStream = () => useQuery(placementListStreamQueryOptions());
export const usePlacement = (id: string) => useQuery(placementQueryOptions(id));
/** Nothing is asked while there are no refs (a file nobody changed since its export). */
export const usePlacementVersions = (refs: VersionRefs) =>
  useQuery({ ...placementVersionsQueryOptions(refs), enabled: refs.length > 0 });
export const useBatchJob = (jobId: string) => useQuery(batchJobQueryOptions(jobId));

export const { create: createPlacementMutation, update: updatePlacementMutation } =
  saveRecordMutations(placements, placementKeys.detail, PLACEMENT_EFFECTS);
/** The import runs as a job; the results panel invalidates the same keys again when it ends. */
export const importPlacementsMutation = mutationOptions({
  mutationFn: importPlacements,
  meta: { invalidates: PLACEMENT_EFFECTS },
});

export const useCreatePlacement = () => useMutation(createPlacementMutation);
export const useUpdatePlacement = () => useMutation(updatePlacementMutation);
export const useImportPlacements = () => useMutation(importPlacementsMutation);
