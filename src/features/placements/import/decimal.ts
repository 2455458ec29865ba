// A CSV cell's plain decimal number (BATCH-LINE-BID-FLOOR, BATCH-LINE-COORDINATES): its own small
// module, so the batch wizard's rows (batch-rows.ts) read numbers without the line validator.

/** Whether text is a plain decimal number: a sign, digits, one dot (no exponent, hex, spaces). */
export function isDecimal(text: string): boolean {
  let digits = 0;
  let dot = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code >= 48 && code <= 57) digits += 1;
    else if (code === 46 && !dot) dot = true;
    else if ((code === 43 || code === 45) && at === 0) continue;
    else return false;
  }
  return digits > 0;
}

/** A plain decimal number (no hex, exponent or thousands separators), else null. */
export function parseDecimal(text: string): number | null {
  // FORM-NEGATIVE-ZERO: `+ 0` makes a `-0` cell 0.
  return isDecimal(text) ? Number(text) + 0 : null;
}
