import { parseDebugMinutes } from '@/features/tools/debug-minutes';
import type { DebugSessionRequest } from '@/types/api';

export type DebugTargetKind = 'bidder' | 'publisher';

/** DBG-START-CALL: the body of POST /debug/session for one bidder or publisher. */
export function debugSessionBody(
  kind: DebugTargetKind,
  id: string,
  minutesInput: string,
): DebugSessionRequest {
  const durationMinutes = parseDebugMinutes(minutesInput);
  return kind === 'bidder'
    ? { durationMinutes, bidderId: id }
    : { durationMinutes, publisherId: id };
}

/** DBG-STARTED: `Debug session started for {bidder|account} {id}`. */
export function debugStartedMessage(kind: DebugTargetKind, id: string): string {
  return `Debug session started for ${kind === 'bidder' ? 'bidder' : 'account'} ${id}`;
}
