// One bound per typed field, on every path (FORM-TEXT-BOUNDS, FORM-MONEY-BOUNDS; issue 30): the
// forms' schemas, the placement CSV's line checks and the demo server all read these, so a name
// or an amount one path takes is one every path takes. docs/quality.md, "Bounds", lists each
// field and where it is enforced.

/**
 * The labels that start each field's bound messages (`Bid CPM must be in whole cents`), as the
 * forms, the CSV line checks and the demo server say them: one spelling per field.
 */
export const BOUND_LABELS = {
  campaignName: 'Campaign name',
  bidCpm: 'Bid CPM',
  budget: 'Budget',
  dayPartOverride: 'A day-part CPM override',
  placementName: 'Placement name',
  externalId: 'External ID',
  bidFloor: 'Bid floor CPM',
  dealName: 'Deal name',
  dealFloor: 'Floor CPM',
  accountName: 'Account name',
  ownerName: 'Owner name',
  bidderName: 'Bidder Name',
  bidderBudget: 'Daily Budget',
  fixedCpm: 'Fixed CPM',
  minBidFloor: 'Min Bid Floor',
  reportName: 'Report name',
} as const;

/** The longest name after trimming: campaign, placement, deal, account, owner, bidder, report. */
export const NAME_MAX_LENGTH = 200;

/**
 * Characters that change how text shows without being seen: the zero-width space, the word
 * joiner, the byte-order mark, and the bidi embeddings, overrides and isolates (a right-to-left
 * override makes `gpj.exe` show as `exe.jpg`). Pasted from documents and chats, they are never
 * meant, so names are saved without them: stripped, not refused (the user sees no difference).
 * The zero-width joiner and non-joiner and the left/right marks stay: emoji and Persian,
 * Arabic or Hebrew text need them.
 */
const INVISIBLE_FORMAT = /[\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;

/** C0 controls (NUL, tab, line breaks...) and DEL: no name holds one; refused with a message. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;

/** A name as saved: invisible format characters removed, then trimmed. */
export function cleanText(text: string): string {
  return text.replace(INVISIBLE_FORMAT, '').trim();
}

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

export const TEXT_MESSAGES = {
  tooLong: (label: string) => `${label} must be at most ${NAME_MAX_LENGTH} characters`,
  control: (label: string) => `${label} cannot contain control characters`,
} as const;

/**
 * The first broken text rule of a name (after `cleanText`), or null. `label` starts the message
 * (`Placement name`, `Account name`...); a field whose length message the spec words keeps it.
 */
export function nameIssue(text: string, label: string): string | null {
  if (hasControlCharacter(text)) return TEXT_MESSAGES.control(label);
  if (cleanText(text).length > NAME_MAX_LENGTH) return TEXT_MESSAGES.tooLong(label);
  return null;
}

/**
 * Money in dollars, per kind of field: `max` refuses (a typo, never a price anyone pays);
 * `confirmAbove` asks once before saving (a `$5000` CPM typed for `$5.000`).
 * CPM: a campaign's bid CPM and day-part overrides, a placement's bid floor, a deal's floor and
 * a bidder's minimum bid floor. Budget: a campaign's lifetime or daily budget.
 */
export const MONEY_BOUNDS = {
  cpm: { max: 10_000, confirmAbove: 1_000 },
  budget: { max: 1_000_000_000, confirmAbove: 10_000_000 },
} as const;
export type MoneyKind = keyof typeof MONEY_BOUNDS;

/**
 * Whether an amount is whole cents. Exact for every amount with at most two decimals: `v * 100`
 * is within half a cent of the integer, so rounding finds it, and dividing back gives `v` again.
 */
export function isWholeCents(value: number): boolean {
  return Math.round(value * 100) / 100 === value;
}

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

export const MONEY_MESSAGES = {
  cents: (label: string) => `${label} must be in whole cents`,
  max: (label: string, kind: MoneyKind) =>
    `${label} must be at most ${dollars(MONEY_BOUNDS[kind].max)}`,
} as const;

/** The first broken money rule of an amount (its own minimum is the field's spec rule), or null. */
export function moneyIssue(value: number, label: string, kind: MoneyKind): string | null {
  if (!isWholeCents(value)) return MONEY_MESSAGES.cents(label);
  if (value > MONEY_BOUNDS[kind].max) return MONEY_MESSAGES.max(label, kind);
  return null;
}

/** Whether a valid amount is high enough to ask "is that right?" before saving. */
export function needsMoneyConfirmation(value: number, kind: MoneyKind): boolean {
  return value > MONEY_BOUNDS[kind].confirmAbove;
}
