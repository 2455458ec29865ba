// The forms' side of the field bounds (FORM-TEXT-BOUNDS, FORM-MONEY-BOUNDS): yup tests that say
// the first broken bound of src/rules/field-bounds.ts. A schema adds them after a field's own
// spec rules (required, minimum), so the spec's messages keep coming first:
// `yup.string().required(...).test(nameBounds('Campaign name'))`.
import type { TestConfig, TestContext } from 'yup';
import { moneyIssue, nameIssue, type MoneyKind } from '@/rules/field-bounds';
import { parseNumberText } from '@/lib/text/number-text';

/**
 * The form's validation context (useForm's `context`): an edit's record as form values. A value
 * left as stored passes the bounds: a record saved before a bound existed (or by the API) stays
 * editable in its other fields, and a merged save sends only what changed (FORM-TEXT-BOUNDS).
 */
export interface StoredValues {
  stored?: unknown;
}

function leftAsStored(value: unknown, context: TestContext): boolean {
  const stored = (context.options.context as StoredValues | undefined)?.stored;
  const at = context.path
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[part]
          : undefined,
      stored,
    );
  if (at === undefined || at === null || value === undefined || value === null) return false;
  return value === at || (typeof at === 'string' && value === at.trim());
}

/** At most 200 characters once cleaned, no control characters: `{label} must be at most...`. */
export function nameBounds(label: string): TestConfig<string | undefined> {
  return {
    name: 'name-bounds',
    test: (value, context) => {
      if (leftAsStored(value, context)) return true;
      const issue = nameIssue(value ?? '', label);
      return issue ? context.createError({ message: issue }) : true;
    },
  };
}

/**
 * Whole cents and at most the kind's ceiling, once the field reads as a number: typed text
 * (read as `parseNumberText` reads it) or a number a schema has parsed.
 */
export function moneyBounds<V extends string | number | null | undefined>(
  label: string,
  kind: MoneyKind,
): TestConfig<V> {
  return {
    name: 'money-bounds',
    test: (value, context) => {
      if (leftAsStored(value, context)) return true;
      const amount = typeof value === 'string' ? parseNumberText(value) : value;
      const issue = typeof amount === 'number' ? moneyIssue(amount, label, kind) : null;
      return issue ? context.createError({ message: issue }) : true;
    },
  };
}
