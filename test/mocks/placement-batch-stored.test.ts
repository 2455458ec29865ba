// A batch import's looks are stored with the placements they save (BATCH-JOB, DEMO-STORAGE): a
// look the browser cannot store answers 507 and is undone with its placements, the job stays
// where it was (not forgotten), and the next look goes on from there.
import 'fake-indexeddb/auto';
import { resetDb } from '@/mocks/db';
import { clearStoredDb } from '@/mocks/db-storage';
import { STORAGE_FAILED_MESSAGE } from '@/mocks/resource';
import { SSP, tokenFor } from './helpers';
import {
  batchBody,
  byExternalId,
  northwind,
  poll,
  row,
  runToEnd,
  start,
} from './placement-batch-fixtures';

// Under Vitest the database is memory-only; these tests switch the browser behaviour on.
beforeEach(() => {
  vi.stubEnv('MODE', 'demo');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await clearStoredDb();
  vi.unstubAllEnvs();
  localStorage.clear();
  resetDb();
});

const imported = () => northwind().filter((placement) => placement.externalId.startsWith('KEPT-'));

it('a look the browser cannot store is undone with its placements, and the job goes on from where it was', async () => {
  const token = await tokenFor(SSP);
  const rows = Array.from({ length: 8 }, (_, index) => row(`KEPT-${index}`));
  const { status, data } = await start(batchBody(rows), token);
  expect(status).toBe(202);
  expect((await poll(data.jobId, token)).data).toMatchObject({ status: 'Pending', processed: 0 });

  // The next look (2 of the 8 lines) cannot be stored.
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  const refused = await poll(data.jobId, token);
  expect(refused.status).toBe(507);
  expect(refused.data.error?.message).toBe(STORAGE_FAILED_MESSAGE);
  expect(byExternalId('KEPT-0')).toBeUndefined();
  vi.restoreAllMocks();

  // Room again: the same lines are processed once, every line created.
  const seen = await runToEnd(data.jobId, token);
  expect(seen[0]).toMatchObject({ status: 'Running', processed: 2, created: 2 });
  expect(seen.at(-1)).toMatchObject({ status: 'Complete', total: 8, created: 8, failed: 0 });
  expect(seen.at(-1)?.results.map((result) => result.externalId)).toEqual(
    rows.map((line) => line.external_id),
  );
  expect(imported()).toHaveLength(8);
});
