// Calls and bodies of the batch import tests (placement-batch*.test.ts): a CSV line as the
// wizard sends it, the request around it, and polling a job to its end.
import type { BatchJob } from '@/types/api';
import { listPlacements } from '@/mocks/queries';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { call, SSP, tokenFor } from './helpers';

export type Row = Record<string, string>;
type ErrorBody = { error?: { message: string } };

export const METRO_SSP = 'alex@metro-transit-media.example';
export const SCENE = '/demo/scenes/retail.svg';
export const AUDIENCE = {
  impressionMultiplier: 2,
  dwellTimeSecs: 20,
  weeklyVisitors: 900,
  operatingHours: [],
};

export function row(externalId: string, overrides: Row = {}): Row {
  return {
    name: `Screen ${externalId}`,
    external_id: externalId,
    venue_type: '20301',
    bid_floor_cpm: '4.5',
    latitude: '42.35',
    longitude: '-71.06',
    ...overrides,
  };
}

export function batchBody(rows: unknown, overrides: Record<string, unknown> = {}) {
  return {
    rows,
    defaults: { bidFloorCpm: 2.25, location: { exampleSceneUrl: SCENE }, audience: AUDIENCE },
    fullSync: false,
    enableProgrammaticPartners: true,
    ...overrides,
  };
}

export async function start(body: unknown, token: string) {
  return call<{ jobId: string } & ErrorBody>('/placements/batch', { body, token });
}

export async function poll(jobId: string, token: string) {
  return call<BatchJob & ErrorBody>(`/placements/batch/${jobId}`, { token });
}

/** Poll until the job ends; the replies seen, in order. */
export async function runToEnd(jobId: string, token: string, maxPolls = 20): Promise<BatchJob[]> {
  const seen: BatchJob[] = [];
  for (let look = 0; look < maxPolls; look += 1) {
    const { status, data } = await poll(jobId, token);
    expect(status).toBe(200);
    seen.push(data);
    if (data.status === 'Complete' || data.status === 'Failed') return seen;
  }
  throw new Error(`job ${jobId} did not end in ${maxPolls} polls`);
}

export async function importRows(
  rows: unknown,
  overrides: Record<string, unknown> = {},
  email = SSP,
) {
  const token = await tokenFor(email);
  const { status, data } = await start(batchBody(rows, overrides), token);
  expect(data.error).toBeUndefined();
  expect(status).toBe(202);
  const seen = await runToEnd(data.jobId, token);
  return { token, jobId: data.jobId, seen, job: seen[seen.length - 1] as BatchJob };
}

export const northwind = () => listPlacements(ACCOUNT_IDS.northwind);
export const byExternalId = (externalId: string) =>
  northwind().find((placement) => placement.externalId === externalId);

/** An external ID as full sync compares it: trimmed, Unicode NFC. */
const normalized = (id: string) => id.trim().normalize('NFC');

/**
 * The `deleteIds` the console sends for a full sync of these lines, as its confirmation lists
 * them: the account's placements with an external ID that neither a line nor a skipped line gives.
 */
export function confirmedDeletes(
  rows: readonly Row[],
  skipped: readonly string[] = [],
  accountId: string = ACCOUNT_IDS.northwind,
): string[] {
  const listed = new Set(
    [...rows.map((line) => line.external_id ?? ''), ...skipped].map(normalized).filter(Boolean),
  );
  return listPlacements(accountId)
    .filter((placement) => {
      const externalId = normalized(placement.externalId ?? '');
      return externalId !== '' && !listed.has(externalId);
    })
    .map((placement) => placement.id);
}
