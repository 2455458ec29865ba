// Deals (DEAL-RECORD, DEAL-CALLS, DEAL-ACCESS): GET /deals by role (a publisher's own, a buyer's
// offered, an Admin's all; a login with several roles gets the union), one deal (404 when the
// caller may not see it), a publisher's create and update (ETag and If-Match as every update), the
// Active toggle (its publisher or an Admin) and the daily stats. Validation:
// src/mocks/validation/deal.ts.
import { addDays, isDay, today } from '@/lib/text/dates';
import { newDealId } from '@/mocks/deal-ids';
import { dealDays, dealTotals, sumDealStats } from '@/mocks/deal-stats';
import { seatShare, seatStats } from '@/mocks/deal-seat';
import { checkIfMatch, withEtag } from '@/mocks/etag';
import { recordSave, type ChangeContext } from '@/mocks/history/writer';
import { fail, forbidden } from '@/mocks/http';
import { newId, nowIso } from '@/mocks/ids';
import { findAccount, findPlacement } from '@/mocks/queries';
import type { DbState, DealRecord, UserRecord } from '@/mocks/records';
import { collection, isAdmin, routes } from '@/mocks/resource';
import { parseDealInput } from '@/mocks/validation/deal';
import type { Deal, DealStatsReport } from '@/types/api';

export const DEAL_STATS_MESSAGES = {
  date: 'Dates must be YYYY-MM-DD',
  order: 'The start date must be on or before the end date',
  span: 'The range may span at most 366 days',
} as const;
const MAX_STATS_DAYS = 366;

const readers = routes({ roles: ['SSP', 'DSP', 'Admin'] });
const publishers = routes({ roles: ['SSP'] });
const switchers = routes({ roles: ['SSP', 'Admin'] });

const deals = collection('Deal', { rows: (db) => db.deals });

const isPublisherOf = (user: UserRecord, deal: DealRecord) =>
  user.roles.includes('SSP') && user.accountId === deal.accountId;

/** Whether the caller may see the deal: its publisher, a buyer of one of its seats, an Admin. */
export function canSeeDeal(user: UserRecord, deal: DealRecord): boolean {
  return (
    isAdmin(user) ||
    isPublisherOf(user, deal) ||
    (user.roles.includes('DSP') && deal.seats.includes(user.accountId))
  );
}

/** DEAL-BUYER-VIEW: the caller sees the deal as one of its buyers (not its publisher, no Admin). */
function buyerView(user: UserRecord | undefined, deal: DealRecord): boolean {
  return user !== undefined && !isAdmin(user) && !isPublisherOf(user, deal);
}

/**
 * The wire deal: the publisher's name and the totals of its traffic. A buyer gets its own Seat ID
 * only, the count of the others (`otherBuyers`) and its own seat's traffic (DEAL-BUYER-VIEW).
 */
export function toDeal(record: DealRecord, db: DbState, user?: UserRecord): Deal {
  const { accountId, pausedOn: _paused, ...deal } = record;
  const name = findAccount(accountId, db)?.name ?? accountId;
  const publisher = { id: accountId, name };
  if (!user || !buyerView(user, record)) {
    return { ...deal, publisher, stats: dealTotals(record, today()) };
  }
  const share = seatShare(record, user.accountId);
  return {
    ...deal,
    seats: [user.accountId],
    otherBuyers: record.seats.filter((seat) => seat !== user.accountId).length,
    publisher,
    // Day by day, as GET /deals/{id}/stats scales them: the two reads add up alike.
    stats: dealTotals(record, today(), (day) => seatStats(day, share)),
  };
}

function findVisible(id: string, user: UserRecord): DealRecord {
  return deals.findOr404(id, (deal) => canSeeDeal(user, deal));
}

/** The deal its publisher may change: 404 when unseen, 403 when seen but not theirs. */
function findOwn(id: string, user: UserRecord): DealRecord {
  const deal = findVisible(id, user);
  if (!isPublisherOf(user, deal)) throw forbidden();
  return deal;
}

const ownPlacementOf = (accountId: string, db: DbState) => (id: string) =>
  findPlacement(id, db)?.accountId === accountId;

function parseDay(value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  if (!isDay(value)) fail(DEAL_STATS_MESSAGES.date);
  return value;
}

/** DEAL-STATS-RANGE: the query's, else the flight up to today (its last 366 days at most). */
function statsRange(url: URL, deal: DealRecord): { start: string; end: string } {
  const now = today();
  const flightEnd = deal.window.dateEnd < now ? deal.window.dateEnd : now;
  const end =
    parseDay(url.searchParams.get('end')) ??
    (flightEnd < deal.window.dateStart ? deal.window.dateStart : flightEnd);
  const earliest = addDays(end, -(MAX_STATS_DAYS - 1));
  const start =
    parseDay(url.searchParams.get('start')) ??
    (deal.window.dateStart > earliest
      ? deal.window.dateStart > end
        ? end
        : deal.window.dateStart
      : earliest);
  if (start > end) fail(DEAL_STATS_MESSAGES.order);
  if (addDays(start, MAX_STATS_DAYS - 1) < end) fail(DEAL_STATS_MESSAGES.span);
  return { start, end };
}

/** HIST-RECORD: a deal's change, seen by its publisher and by the buyers it is offered to. */
function recordDeal(
  db: DbState,
  change: ChangeContext,
  before: DealRecord | null,
  after: DealRecord,
) {
  recordSave(db, change, {
    kind: 'deal',
    before,
    after,
    id: after.id,
    accountId: after.accountId,
    buyerAccountIds: after.seats,
  });
}

export const dealHandlers = [
  readers.get('/deals', ({ user, db }) =>
    db.deals.filter((deal) => canSeeDeal(user, deal)).map((deal) => toDeal(deal, db, user)),
  ),

  readers.get('/deals/:id', ({ params, user, db }) => {
    const deal = findVisible(params.id, user);
    return withEtag(toDeal(deal, db, user), deal);
  }),

  publishers.post('/deals', { status: 201 }, async ({ body, user, db, change }) => {
    const input = await body((raw) => parseDealInput(raw, ownPlacementOf(user.accountId, db)));
    const deal: DealRecord = {
      id: newId('deal'),
      dealId: newDealId(db.deals.map((existing) => existing.dealId)),
      accountId: user.accountId,
      ...input,
      createdAt: nowIso(),
      pausedOn: input.isActive ? null : today(),
    };
    db.deals.push(deal);
    recordDeal(db, change, null, deal);
    return toDeal(deal, db);
  }),

  publishers.post('/deals/:id/update', async ({ request, params, body, user, db, change }) => {
    const deal = findOwn(params.id, user);
    checkIfMatch(request, deal);
    const input = await body((raw) =>
      parseDealInput(raw, ownPlacementOf(deal.accountId, db), deal.name),
    );
    const before = structuredClone(deal);
    // A save replaces the screens: the other way of choosing them is dropped.
    delete deal.placements;
    delete deal.venueTypes;
    delete deal.states;
    const wasActive = deal.isActive;
    Object.assign(deal, input);
    if (wasActive && !deal.isActive) deal.pausedOn = today();
    if (!wasActive && deal.isActive) deal.pausedOn = null;
    recordDeal(db, change, before, deal);
    return withEtag(toDeal(deal, db), deal);
  }),

  // A GET that changes state, as the API's other toggles. Answers the whole deal.
  switchers.get('/deals/:id/toggleActive', { persist: true }, ({ params, user, db, change }) => {
    const deal = findVisible(params.id, user);
    if (!isAdmin(user) && !isPublisherOf(user, deal)) throw forbidden();
    const before = structuredClone(deal);
    deal.isActive = !deal.isActive;
    deal.pausedOn = deal.isActive ? null : today();
    recordDeal(db, change, before, deal);
    return toDeal(deal, db, user);
  }),

  readers.get('/deals/:id/stats', ({ request, params, user }): DealStatsReport => {
    const deal = findVisible(params.id, user);
    const { start, end } = statsRange(new URL(request.url), deal);
    const whole = dealDays(deal, start, end, today());
    // DEAL-BUYER-VIEW: a buyer's health is its own seat's.
    const share = buyerView(user, deal) ? seatShare(deal, user.accountId) : 1;
    const days = share === 1 ? whole : whole.map((day) => seatStats(day, share));
    return { start, end, totals: sumDealStats(days), days };
  }),
];
