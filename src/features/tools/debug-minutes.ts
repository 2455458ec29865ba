import { parseNumberText } from '@/lib/text/number-text';

/** DBG-MINUTES-DEFAULT: a debug session lasts 10 minutes unless told otherwise. */
export const DEFAULT_DEBUG_MINUTES = 10;

/**
 * The minutes typed for a debug session. Empty or unparseable input falls back to 10
 * (DBG-MINUTES-DEFAULT). DBG-MINUTES-WHOLE: zero and negative numbers fall back to 10 as well,
 * because the server takes `durationMinutes` as a positive integer and a zero-length session would
 * log nothing; fractions are rounded down to whole minutes ("1.9" -> 1), and anything below 1 after
 * that falls back too.
 */
export function parseDebugMinutes(input: string | number | null | undefined): number {
  // FORM-NUMBER-TEXT: plain decimal text, read linearly (the pattern here was `\d+\.?\d*`, whose
  // two runs of digits overlap: quadratic on a long near-miss).
  const value = typeof input === 'number' ? input : parseNumberText(input);
  if (value === null) return DEFAULT_DEBUG_MINUTES;
  const minutes = Math.floor(value);
  return Number.isFinite(minutes) && minutes >= 1 ? minutes : DEFAULT_DEBUG_MINUTES;
}
