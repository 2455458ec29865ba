// The forms' side of the field bounds (FORM-TEXT-BOUNDS, FORM-MONEY-BOUNDS): yup tests that say
// the first broken bound of src/rules/field-bounds.ts. A schema adds them after a field's own
// spec rules (required, minimum), so the spec's messages keep coming first:
// `yup.string().required(...).test(nameBounds('Campaign name'))`.
import type { TestConfig } from 'yup';
import { moneyIssue, nameIssue, type MoneyKind } from '@/rules/field-bounds';
import { parseNumberText } from '@/lib/text/number-text';

/** At most 200 characters once cleaned, no control characters: `{label} must be at most...`. */
export function nameBounds(label: string): TestConfig<string | undefined> {
  return {
    name: 'name-bounds',
    test: (value, context) => {
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
      const amount = typeof value === 'string' ? parseNumberText(value) : value;
      const issue = typeof amount === 'number' ? moneyIssue(amount, label, kind) : null;
      return issue ? context.createError({ message: issue }) : true;
    },
  };
}
