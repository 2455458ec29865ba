// The live-API check (scripts/contract-check.mjs) run against the mock API (msw/node answers
// fetch here): it passes as the mock is, calls nothing that changes data, and fails, naming the
// field, when a reply has a renamed one.
import { CHANGES_DATA, checkApi, formatTable } from '../../scripts/contract-check.mjs';
import { contract } from './contract';

const login = {
  baseUrl: 'http://localhost:3000',
  email: 'admin@demo.test',
  password: 'demo1234',
};

/** fetch, with the calls it made. */
function recordingFetch(change?: (url: string, data: Record<string, unknown>) => void) {
  const calls: string[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
    const response = await fetch(input, init);
    if (!change) return response;
    const data = (await response.json()) as Record<string, unknown>;
    change(url, data);
    return Response.json(data, { status: response.status, headers: response.headers });
  };
  return { calls, fetcher };
}

describe('npm run contract:check', () => {
  it('passes against the mock API and calls only sign-in and the read-only GETs', async () => {
    const { calls, fetcher } = recordingFetch();
    const { ok, rows } = await checkApi({ ...login, fetch: fetcher, contract: contract() });
    expect(formatTable(rows)).not.toContain('FAIL');
    expect(ok).toBe(true);
    expect(rows.filter((row) => row.result === 'valid')).toHaveLength(24);
    expect(rows.find((row) => row.operation === 'getBatchJob')?.result).toMatch(/^skipped: /);
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual(['POST /v1/users/session']);
    expect(calls.some((call) => /toggle/i.test(call))).toBe(false);
    expect([...CHANGES_DATA].sort()).toEqual(['toggleBidder', 'toggleCampaign', 'toggleDeal']);
  });

  it('fails on a reply with a renamed field, naming it', async () => {
    const { fetcher } = recordingFetch((url, data) => {
      if (!/\/v1\/bidders\/[^/]+$/.test(url)) return;
      data.active = data.isActive;
      delete data.isActive;
    });
    const { ok, rows } = await checkApi({ ...login, fetch: fetcher, contract: contract() });
    expect(ok).toBe(false);
    const bidder = rows.find((row) => row.operation === 'getBidder');
    expect(bidder).toMatchObject({ status: 200, ok: false });
    expect(bidder?.result).toBe(
      '/active is not in the document (additionalProperties: false) (+1 more)',
    );
    expect(formatTable(rows)).toMatch(/getBidder .* 200 +FAIL \/active is not in the document/);
    expect(rows.filter((row) => !row.ok).map((row) => row.operation)).toEqual(['getBidder']);
  });
});
