// The bulk placement import (decisions section 5): POST /placements/batch starts a job and
// replies 202 {jobId}; GET /placements/batch/{jobId} reports it, each look moving it a step on
// (src/mocks/placement-batch/jobs.ts). SSP or Admin, into the caller's own account.
import type { HttpHandler } from 'msw';
import { persist } from '@/mocks/db';
import { notFound } from '@/mocks/http';
import {
  advanceBatchJob,
  findBatchJob,
  startBatchJob,
  toBatchJob,
} from '@/mocks/placement-batch/jobs';
import { parseBatchRequest } from '@/mocks/placement-batch/request';
import { canAccess, routes } from '@/mocks/resource';

const adminOrSsp = routes({ roles: ['Admin', 'SSP'] });

export const placementBatchHandlers: HttpHandler[] = [
  // Nothing is saved yet: the job only lives in memory until it is polled.
  adminOrSsp.post(
    '/placements/batch',
    { status: 202, persist: false },
    async ({ user, body, db }) => {
      const request = await parseBatchRequest(await body());
      return { jobId: startBatchJob(user.accountId, request, db) };
    },
  ),

  // Another account's job is a 404, as if it did not exist. The import's changes are stored
  // once, when the job ends, rather than on every look.
  adminOrSsp.get('/placements/batch/:jobId', async ({ user, params, db }) => {
    const job = findBatchJob(params.jobId, db);
    if (!job || !canAccess(user, job.accountId)) throw notFound('Batch job');
    if (await advanceBatchJob(job.id, db)) persist();
    return toBatchJob(job);
  }),
];
