/// <reference types="node" />
// POST /placements/batch: the envelope checked like a server, who may call, whose jobs one may
// see, and a 100000-line file finishing in a few polls (an O(n²) step would blow the test's
// timeout; the speed itself is the bench's business).
// Requirements checked here: BATCH-CSV-MAX-LINES, BATCH-REQUEST, BATCH-DELETE-IDS.
import { getDb } from '@/mocks/db';
import { looksToFinish } from '@/mocks/placement-batch/jobs';
import { countPlacements } from '@/mocks/queries';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import type { BatchJob } from '@/types/api';
import {
  batchBody,
  confirmedDeletes,
  METRO_SSP,
  poll,
  row,
  SCENE,
  start,
} from './placement-batch-fixtures';
import { DSP, SSP, tokenFor } from './helpers';

describe('placement batch: envelope', () => {
  const cases: [string, unknown, string][] = [
    ['rows that are no list', batchBody('name,external_id'), 'rows must be a list of CSV lines'],
    ['no rows', batchBody([]), 'rows must list at least one line'],
    [
      'a row that is no object',
      batchBody([row('A'), 'B']),
      'rows[1] must be an object of CSV cells',
    ],
    [
      'fullSync as text',
      batchBody([row('A')], { fullSync: 'yes' }),
      'fullSync must be true or false',
    ],
    [
      'no programmatic flag',
      batchBody([row('A')], { enableProgrammaticPartners: undefined }),
      'enableProgrammaticPartners must be true or false',
    ],
    ['no defaults', batchBody([row('A')], { defaults: undefined }), 'defaults must be an object'],
    [
      'skipped external IDs that are no list',
      batchBody([row('A')], { skippedExternalIds: 'B' }),
      'skippedExternalIds must be a list of external IDs',
    ],
    [
      'a skipped external ID that is no text',
      batchBody([row('A')], { skippedExternalIds: ['B', 7] }),
      'skippedExternalIds must be a list of external IDs',
    ],
    [
      'full sync without deleteIds',
      batchBody([row('A')], { fullSync: true }),
      'deleteIds is required with fullSync',
    ],
    [
      'full sync with deleteIds that are no list of ids',
      batchBody([row('A')], { fullSync: true, deleteIds: ['pl_1', 7] }),
      'deleteIds must be a list of placement ids',
    ],
    [
      'defaults without an image',
      batchBody([row('A')], { defaults: { bidFloorCpm: 1, location: {} } }),
      'defaults: Example image is required',
    ],
    [
      'a negative default bid floor',
      batchBody([row('A')], {
        defaults: { bidFloorCpm: -1, location: { exampleSceneUrl: SCENE } },
      }),
      'defaults: Bid floor CPM must be at least $0',
    ],
    [
      'a default audience without multiplier',
      batchBody([row('A')], {
        defaults: { location: { exampleSceneUrl: SCENE }, audience: { impressionMultiplier: 0 } },
      }),
      'defaults: Impression multiplier must be greater than 0',
    ],
    [
      'a default image that is no URL',
      batchBody([row('A')], { defaults: { location: { exampleSceneUrl: 'scene.png' } } }),
      'defaults: Must be a valid URL',
    ],
    [
      'a default plain http image (PLC-SCENE-URL-SAFE)',
      batchBody([row('A')], {
        defaults: { location: { exampleSceneUrl: 'http://cdn.test/a.png' } },
      }),
      'defaults: Must be an https URL',
    ],
  ];

  it.each(cases)('rejects %s', async (_label, body, message) => {
    const { status, data } = await start(body, await tokenFor(SSP));
    expect(data.error?.message).toBe(message);
    expect(status).toBe(400);
  });

  it('rejects more than 100000 rows', async () => {
    const rows = Array.from({ length: 100_001 }, () => ({}));
    const { status, data } = await start(batchBody(rows), await tokenFor(SSP));
    expect(data.error?.message).toBe('rows may list at most 100000 lines');
    expect(status).toBe(400);
  });

  it('is for SSP and Admin users', async () => {
    expect((await start(batchBody([row('A')]), await tokenFor(DSP))).status).toBe(403);
    expect((await start(batchBody([row('A')]), '')).status).toBe(401);
  });

  it('answers 404 for an unknown job and for another account job', async () => {
    const token = await tokenFor(SSP);
    const { data } = await start(batchBody([row('A')]), token);
    expect((await poll('job_nope', token)).status).toBe(404);
    const other = await poll(data.jobId, await tokenFor(METRO_SSP));
    expect(other.data.error?.message).toBe('Batch job not found');
    expect(other.status).toBe(404);
    expect((await poll(data.jobId, token)).status).toBe(200);
  });
});

describe('placement batch: scale', () => {
  it('imports 100000 lines in a few quick polls', async () => {
    const rows = Array.from({ length: 100_000 }, (_, index) =>
      index % 1000 === 999 ? row(`BIG-${index}`, { name: '' }) : row(`BIG-${index}`),
    );
    const token = await tokenFor(SSP);
    const deleteIds = confirmedDeletes(rows);
    const { data } = await start(batchBody(rows, { fullSync: true, deleteIds }), token);
    let job: BatchJob | undefined;
    const looks = looksToFinish(rows.length);
    expect(looks).toBeLessThanOrEqual(10);
    for (let look = 0; look < looks; look += 1) {
      job = (await poll(data.jobId, token)).data;
    }
    expect(job).toMatchObject({
      status: 'Complete',
      processed: 100_000,
      failed: 100,
      created: 99_900,
      deleted: 40,
    });
    expect(countPlacements(ACCOUNT_IDS.northwind)).toBe(99_900);
    expect(getDb().placements.filter((p) => p.externalId === 'BIG-5')).toHaveLength(1);
  }, 60_000);
});
