// Numbers typed into text fields: forms keep the text as typed; schemas and body builders read
// the number out of it.

/** The number typed into a field, or null when it is empty or not a number. */
export function parseNumberText(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A saved number as field text: '' for none. */
export function numberText(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}
