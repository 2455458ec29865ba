// CRE-REVIEWS: how long a Pending review has waited, as the buyer reads it.
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** `Waiting for 3 days`, `Waiting for 5 hours`, `Waiting for less than an hour`. */
export function waitingText(submittedAt: string, now: Date = new Date()): string {
  const waited = now.getTime() - Date.parse(submittedAt);
  if (!Number.isFinite(waited) || waited < HOUR_MS) return 'Waiting for less than an hour';
  if (waited < DAY_MS) return `Waiting for ${plural(Math.floor(waited / HOUR_MS), 'hour')}`;
  return `Waiting for ${plural(Math.floor(waited / DAY_MS), 'day')}`;
}
