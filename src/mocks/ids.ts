// Ids for records created at runtime (the seed uses fixed ids). Random is fine here.
export function randomUuid(): string {
  return crypto.randomUUID();
}

/** Random bytes drawn in bulk: a 100,000-line import makes as many ids, one UUID each was 1 s. */
const pool = new Uint8Array(6 * 1024);
let used = pool.length;
/** The 256 bytes as two hex characters each, back to back. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0')).join('');

/** `prefix_` plus 12 random hex characters, e.g. `bid_3f9a0c1d2e4b`. */
export function newId(prefix: string): string {
  if (used + 6 > pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  let hex = '';
  for (const byte of pool.subarray(used, used + 6)) hex += HEX.slice(byte * 2, byte * 2 + 2);
  used += 6;
  return `${prefix}_${hex}`;
}

export function nowIso(): string {
  return new Date().toISOString();
}
