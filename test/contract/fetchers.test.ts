// Every operation of api/openapi.yaml has its fetcher in src/api, named after its operationId,
// and that fetcher makes that operation's call (method and path). The fetchers are typed by
// their operation's request and reply (src/api/operations.ts), which is only right while each
// name and call agree; this checks both against stand-in handlers that answer `{}`.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as accounts from '@/api/accounts';
import * as auth from '@/api/auth';
import * as bidders from '@/api/bidders';
import * as campaigns from '@/api/campaigns';
import * as content from '@/api/content';
import * as creatives from '@/api/creatives';
import * as deals from '@/api/deals';
import * as debug from '@/api/debug';
import * as files from '@/api/files';
import * as history from '@/api/history';
import * as inventory from '@/api/inventory';
import * as invites from '@/api/invites';
import type { OperationId } from '@/api/operations';
import * as placements from '@/api/placements';
import * as placementRestores from '@/api/placement-restores';
import * as reports from '@/api/reports';
import * as requests from '@/api/requests';
import * as reviews from '@/api/reviews';
import * as reviewRules from '@/api/review-rules';
import * as sandbox from '@/api/sandbox';
import * as search from '@/api/search';
import * as users from '@/api/users';
import { sessionStore } from '@/lib/session/session';
import { server } from '@/mocks/server';
import { contract } from './contract';

/** The resource files of src/api (keys, list, rest and operations make no call of their own). */
const RESOURCES: Record<string, Record<string, unknown>> = {
  accounts,
  auth,
  bidders,
  campaigns,
  content,
  creatives,
  deals,
  debug,
  files,
  history,
  inventory,
  placements,
  placementRestores,
  invites,
  reports,
  requests,
  reviews,
  reviewRules,
  sandbox,
  search,
  users,
};

const ID = 'x_1';
const file = () => new File(['png'], 'scene.png', { type: 'image/png' });

/** The arguments each fetcher is called with: the call is all that matters, not the body. */
const ARGS = {
  signIn: [{ email: 'a@b.test', password: 'secret12' }],
  requestRecovery: [{ email: 'a@b.test' }],
  setPassword: [{ password: 'secret12', token: 'link' }],
  getTeam: [],
  inviteUser: [{ body: { email: 'a@b.test', role: 'DSP' } }],
  impersonateUser: [ID],
  withdrawInvite: [ID],
  getAccounts: [],
  createAccount: [{ body: {} }],
  getAccount: [ID],
  updateAccount: [{ id: ID, body: {} }],
  getAccountUsers: [ID],
  uploadFile: [file()],
  getFileContent: [ID],
  getBidders: [],
  createBidder: [{ body: {} }],
  getBidder: [ID],
  updateBidder: [{ id: ID, body: {} }],
  toggleBidder: [ID],
  getCampaigns: [],
  createCampaign: [{ body: {} }],
  getCampaign: [ID],
  updateCampaign: [{ id: ID, body: {} }],
  toggleCampaign: [ID],
  getCreatives: [],
  getCreativeReviews: [ID],
  replaceCreativeFile: [ID, file()],
  uploadCreative: [file()],
  getClips: [],
  getPlacements: [],
  createPlacement: [{ body: {} }],
  getPlacement: [ID],
  updatePlacement: [{ id: ID, body: {} }],
  restorePlacement: [ID],
  importPlacements: [{}],
  getBatchJob: [ID],
  queryPlacementVersions: [[{ id: ID, version: 1 }]],
  getReviews: ['Pending'],
  approveReview: [{ id: ID, expectedStatus: 'Pending' }],
  rejectReview: [{ id: ID, reason: 'Too small', expectedStatus: 'Pending' }],
  getReviewRules: [],
  createReviewRule: [ID],
  deleteReviewRule: [ID],
  getReports: [],
  getReport: [ID],
  getInventory: [{}],
  saveInventoryReport: [{}],
  getInventoryReport: [ID],
  searchRecords: [{ q: 'cold' }],
  startDebugSession: [{ durationMinutes: 10, bidderId: ID }],
  sendSandboxRequest: [{ placementId: ID }],
  getDeals: [],
  createDeal: [{ body: {} }],
  getDeal: [ID],
  updateDeal: [{ id: ID, body: {} }],
  toggleDeal: [ID],
  getDealStats: [ID, { start: '2026-11-01', end: '2026-11-02' }],
  getRequestOutcome: ['key-1'],
  signOut: ['tok_1'],
  refreshSession: [],
  getHistory: [{}],
} satisfies Record<OperationId, unknown[]>;

type Fetcher = (...args: unknown[]) => Promise<unknown>;

const SESSION = {
  token: 'tok-fetchers',
  user: { name: 'A', email: 'a@demo.test', account_id: 'acc' },
  roles: ['Admin' as const],
};

/** Every function the resource files export, by name, with the files that export that name. */
function exportedFunctions(): Map<string, { fn: Fetcher; files: string[] }> {
  const found = new Map<string, { fn: Fetcher; files: string[] }>();
  for (const [file, exports] of Object.entries(RESOURCES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value !== 'function') continue;
      const seen = found.get(name);
      if (seen && seen.fn !== value) seen.files.push(file);
      else if (!seen) found.set(name, { fn: value as Fetcher, files: [file] });
    }
  }
  return found;
}

/** The method and `/v1` path of each request sent while `run` runs, answered with `{}`. */
async function callsOf(run: () => Promise<unknown>): Promise<string[]> {
  const calls: string[] = [];
  server.use(
    http.all('*/v1/*', ({ request }) => {
      const { pathname } = new URL(request.url);
      calls.push(`${request.method} ${pathname.slice(pathname.indexOf('/v1/') + 3)}`);
      return HttpResponse.json({});
    }),
  );
  await run();
  return calls;
}

describe('the fetchers of src/api', () => {
  const operations = contract().operations;
  const functions = exportedFunctions();

  it('cover exactly the operations of the document, by operationId', () => {
    expect(Object.keys(ARGS).sort()).toEqual(operations.map((operation) => operation.id).sort());
    const missing = operations.filter((operation) => !functions.has(operation.id));
    expect(missing.map((operation) => operation.id)).toEqual([]);
    const doubled = operations.filter((operation) => functions.get(operation.id)!.files.length > 1);
    expect(doubled.map((operation) => operation.id)).toEqual([]);
  });

  it.each(operations.map((operation) => [operation.id, operation] as const))(
    '%s makes its own call',
    async (id, operation) => {
      // Signed in: an upload goes only with a live session (SEC-UPLOAD-STOPS).
      sessionStore.save(SESSION, false);
      const fetcher = functions.get(id)!.fn;
      const calls = await callsOf(() => fetcher(...ARGS[id as OperationId]));
      expect(calls).toHaveLength(1);
      const [method, path] = calls[0]!.split(' ') as [string, string];
      expect(contract().match(method, path)?.operation.id).toBe(operation.id);
    },
  );
});
