// Small checks shared by the mock API's validators. Each returns the clean value or throws a
// 400 with the user-facing message (see fail() in src/mocks/http.ts).
import { isEmailAddress } from '@/lib/email-address';
import { fail } from '@/mocks/http';

// AUTH-EMAIL: the forms' own check (one @, no spaces, a dot in the domain, at most 254
// characters), linear in the text's length: this server answers the unauthenticated
// POST /users/forgot_password, and a real server copies it.
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && isEmailAddress(value.trim());
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A trimmed non-empty string, or a 400 with `message`. */
export function requiredText(value: unknown, message: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(message);
  return value.trim();
}

export function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A finite number (numeric strings are accepted, as a form would send them), or undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

export function requiredNumber(value: unknown, message: string): number {
  const parsed = toNumber(value);
  if (parsed === undefined) fail(message);
  return parsed;
}

export function requiredBoolean(value: unknown, message: string): boolean {
  if (typeof value !== 'boolean') fail(message);
  return value;
}

export function oneOf<T extends string>(value: unknown, options: readonly T[], message: string): T {
  if (typeof value !== 'string' || !options.includes(value as T)) fail(message);
  return value as T;
}

/** Split free text on commas, spaces and new lines, drop empties and duplicates. */
export function splitIds(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.filter((part): part is string => typeof part === 'string')
    : typeof value === 'string'
      ? value.split(/[\s,]+/)
      : [];
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}
