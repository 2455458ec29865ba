// Numbers typed into text fields (FORM-NUMBER-TEXT): forms keep the text as typed; schemas and body
// builders read the number out of it.

/**
 * Plain decimal notation: an optional sign, digits, an optional fraction. `Number()` also reads
 * hex, binary, octal and exponent text (`0x10` is 16, `1e3` is 1000): typed where money goes,
 * those are typos or tricks, never an amount a person means (issue 20).
 */
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/**
 * The longest number text read: far past any amount or count typed here. Checked before the
 * pattern, which then never sees a long text (the pattern it replaced, `\d+\.?\d*`, let its two
 * runs of digits overlap: 4.9 s on 100,000 digits and an `x`; issue 30).
 */
export const NUMBER_TEXT_MAX_LENGTH = 32;

/** The number typed into a field, or null when it is empty or not a plain decimal number. */
export function parseNumberText(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed.length > NUMBER_TEXT_MAX_LENGTH || !DECIMAL_TEXT.test(trimmed)) return null;
  const value = Number(trimmed);
  // FORM-NEGATIVE-ZERO: `-0` typed is 0, never shown back as `-0` or `-$0.00`.
  return Number.isFinite(value) ? value + 0 : null;
}

/** A saved number as field text: '' for none. */
export function numberText(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}
