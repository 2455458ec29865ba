// Small checks shared by the mock API's validators. Each returns the clean value or throws a
// 400 with the user-facing message (see fail() in src/mocks/http.ts).
import { cleanText, moneyIssue, nameIssue, type MoneyKind } from '@/rules/field-bounds';
import { isEmailAddress } from '@/lib/text/email-address';
import { parseNumberText } from '@/lib/text/number-text';
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

/**
 * FORM-TEXT-BOUNDS, as the forms apply them: a required name, saved cleaned (invisible format
 * characters stripped, trimmed), refused with control characters or over 200 characters. On an
 * update, the record's `stored` name sent back unchanged is kept: a name saved before a bound
 * (or by another client) does not stop a save of the record's other fields.
 */
export function requiredName(
  value: unknown,
  requiredMessage: string,
  label: string,
  stored?: string,
): string {
  if (typeof value !== 'string' || cleanText(value) === '') fail(requiredMessage);
  if (stored !== undefined && cleanText(value) === cleanText(stored)) return cleanText(value);
  const issue = nameIssue(value, label);
  if (issue) fail(issue);
  return cleanText(value);
}

/** FORM-MONEY-BOUNDS: whole cents, at most the kind's ceiling (the field's minimum is its own). */
export function boundedMoney(value: number, label: string, kind: MoneyKind): number {
  const issue = moneyIssue(value, label, kind);
  if (issue) fail(issue);
  return value;
}

export function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * A finite number, or undefined. Numeric strings are accepted, as a form would send them, in
 * plain decimal notation only (FORM-NUMBER-TEXT): `1e3`, `0x10` and `Infinity` are not numbers.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return parseNumberText(value) ?? undefined;
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
