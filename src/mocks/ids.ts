// Ids for records created at runtime (the seed uses fixed ids). Random is fine here.
export function randomUuid(): string {
  return crypto.randomUUID();
}

/** `prefix_` plus 12 hex characters, e.g. `bid_3f9a0c1d2e4b`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomUuid().replace(/-/g, '').slice(0, 12)}`;
}

export function nowIso(): string {
  return new Date().toISOString();
}
