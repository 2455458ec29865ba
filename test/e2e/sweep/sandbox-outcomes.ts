// The sandbox's auction outcomes for the hostile placement, computed in Node from the same seed
// and auction code the demo server runs (SBX-REPLAY: a request id replays its auction). The
// hostile sweep sends one request per outcome with the request id that produces it, so every
// outcome is on screen in every run: no test depends on a draw it does not control.
import { runAuction } from '@/mocks/auction';
import { createSeed } from '@/mocks/seed';
import { HOSTILE_IDS } from '@/mocks/seed/hostile';
import type { DbState } from '@/mocks/records';
import type { SandboxBidStatus } from '@/types/api';

export interface SandboxOutcome {
  /** e.g. `hostile bidder Won, open auction winner` */
  label: string;
  requestId: string;
  /** The hostile bidder's status in the Bids table. */
  hostileStatus: SandboxBidStatus;
  /** Whether the result names a winner. */
  hasWinner: boolean;
}

/** Every status a bidder's answer can have (SBX-CALL). */
export const BID_STATUSES: readonly SandboxBidStatus[] = [
  'Won',
  'Lost',
  'NoBid',
  'Timeout',
  'Filtered',
];

/** How many request ids are tried for outcomes (each a few microseconds). */
const TRIES = 2000;

let seed: DbState | undefined;

/** The hostile placement's auction for a request id at a time, as the demo server runs it. */
export function auctionOutcome(requestId: string, now = new Date()): SandboxOutcome {
  // The auction only reads the data: one seed serves every call.
  const db = (seed ??= createSeed({ hostile: true }));
  const placement = db.placements.find((candidate) => candidate.id === HOSTILE_IDS.placement);
  if (!placement) throw new Error(`The hostile seed has no placement ${HOSTILE_IDS.placement}`);
  const { bidders, creatives } = db;
  const result = runAuction({ requestId, placement, bidders, creatives, market: db, now });
  const hostile = result.bids.find((bid) => bid.bidderId === HOSTILE_IDS.bidder);
  if (!hostile) throw new Error('The hostile bidder was not asked about the hostile placement');
  const winner = result.winner
    ? result.winner.dealId
      ? 'deal winner'
      : 'open auction winner'
    : 'no winner';
  return {
    label: `hostile bidder ${hostile.status}, ${winner}`,
    requestId,
    hostileStatus: hostile.status,
    hasWinner: Boolean(result.winner),
  };
}

/**
 * One request id per outcome class: the hostile bidder's status, and whether (and where) the
 * request was won. The classes are the ones the seed can produce, found by trying request ids
 * `sandbox-outcome-0`, `-1`, ...; `now` matters for the deals (their days and day-parts).
 */
export function sandboxOutcomes(now = new Date()): SandboxOutcome[] {
  const outcomes = new Map<string, SandboxOutcome>();
  for (let index = 0; index < TRIES; index += 1) {
    const outcome = auctionOutcome(`sandbox-outcome-${index}`, now);
    if (!outcomes.has(outcome.label)) outcomes.set(outcome.label, outcome);
  }
  return [...outcomes.values()];
}
