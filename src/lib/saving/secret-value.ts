// A write-only secret as a form holds it (BID-SECRET-WRITE-ONLY): the API never answers a secret,
// only its last four characters. A form's value for one is either the saved secret, kept (its last
// four, shown `•••• 1a2b`), or the text typed to set or replace it. The typed text is never kept
// in a draft (withoutSecrets blanks it: it is typed again after a reload) and never shown but in
// its own password input: the conflict view and the draft notice say `Changed` (secretValueText).

/** The saved secret, kept as it is: its last four as the API answered them. */
export interface KeptSecret {
  kept: string;
}

/** A secret's form value: the saved one kept, or the text typed for a new one ('' until typed). */
export type SecretValue = KeptSecret | string;

export const keptSecret = (last4: string): KeptSecret => ({ kept: last4 });

export function isKeptSecret(value: unknown): value is KeptSecret {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as { kept?: unknown }).kept === 'string'
  );
}

export const SECRET_TEXT = {
  mask: '••••',
  /** A typed secret wherever it is shown but its input (the conflict view's Yours). */
  changed: 'Changed',
} as const;

/** `•••• 1a2b`: a saved secret by its last four (`••••` alone when the API gave none). */
export function maskedSecret(last4: string): string {
  return last4 === '' ? SECRET_TEXT.mask : `${SECRET_TEXT.mask} ${last4}`;
}

/** A secret's form value as text: masked when kept, `Changed` when typed, `empty` when blank. */
export function secretValueText(value: unknown, empty: string): string {
  if (isKeptSecret(value)) return maskedSecret(value.kept);
  if (value === undefined || value === null || value === '') return empty;
  return SECRET_TEXT.changed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function blankAt(node: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const [key, ...rest] = keys;
  if (key === undefined || !(key in node)) return node;
  const value = node[key];
  if (rest.length === 0) {
    return typeof value === 'string' && value !== '' ? { ...node, [key]: '' } : node;
  }
  return isRecord(value) ? { ...node, [key]: blankAt(value, rest) } : node;
}

/**
 * The values with the text typed for each secret at `paths` (`Adomni.ownerKey`) blanked: what
 * may be kept in storage. A kept secret (its last four) stays as it is.
 */
export function withoutSecrets<T>(values: T, paths: readonly string[]): T {
  if (!isRecord(values)) return values;
  let out: Record<string, unknown> = values;
  for (const path of paths) out = blankAt(out, path.split('.'));
  return out as T;
}
