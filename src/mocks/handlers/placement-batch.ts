// The bulk placement import (BATCH-REQUEST, BATCH-JOB): POST /placements/batch starts a job and
// replies 202 {jobId}; GET /placements/batch/{jobId} reports it, each look moving it a step on
// (src/mocks/placement-batch/jobs.ts). SSP or Admin, into the caller's own account.
import type { HttpHandler } from 'msw';
import { notFound } from '@/mocks/http';
import { advanceBatchJob, findBatchJob, startBatchJob } from '@/mocks/placement-batch/job-store';
import { toBatchJob } from '@/mocks/placement-batch/jobs';
import { checkDeleteIds } from '@/mocks/placement-batch/full-sync';
import { parseBatchRequest } from '@/mocks/placement-batch/request';
import { canAccess, routes } from '@/mocks/resource';

const adminOrSsp = routes({ roles: ['Admin', 'SSP'] });

export const placementBatchHandlers: HttpHandler[] = [
  // Nothing is saved yet but the job (job-store.ts): its lines are processed as it is polled.
  // Full sync: 409 unless deleteIds is what the file would delete now (full-sync.ts).
  adminOrSsp.post(
    '/placements/batch',
    { status: 202, persist: false },
    async ({ user, body, db, change }) => {
      const request = await parseBatchRequest(await body());
      checkDeleteIds(user.accountId, request, db);
      return { jobId: await startBatchJob(user.accountId, request, change) };
    },
  ),

  // Another account's job is a 404, as if it did not exist. Each look saves the lines it
  // processed, under the write lock like any write: data another tab loads is never half an
  // import's older copy. A look is a read to the console: its reply is never lost.
  adminOrSsp.get(
    '/placements/batch/:jobId',
    { persist: true, lostReplies: false },
    async ({ user, params, db }) => {
      const job = await findBatchJob(params.jobId);
      if (!job || !canAccess(user, job.accountId)) throw notFound('Batch job');
      const looked = await advanceBatchJob(job.id, db);
      if (!looked) throw notFound('Batch job');
      return toBatchJob(looked);
    },
  ),
];
