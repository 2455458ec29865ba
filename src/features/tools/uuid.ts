const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * SBX-DEBUG-ID: a UUID in its canonical 8-4-4-4-12 hex form (any version), as `x-debug-session-id`
 * takes.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value.trim());
}
