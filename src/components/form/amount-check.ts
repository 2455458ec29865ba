// FORM-MONEY-CONFIRM: an amount past the sane line of its kind (a CPM over $1,000, a budget over
// $10,000,000) is asked about once before the save is sent: `$5000` typed for `$5.000` is the
// typo this catches. Go back keeps everything typed; Save anyway sends the same values. The
// editor kit asks (src/components/form/use-editor.ts), amount-check-dialog.tsx shows the question.
import { MONEY_BOUNDS, needsMoneyConfirmation, type MoneyKind } from '@/rules/field-bounds';
import { formatMoney } from '@/lib/text/format';
import { parseNumberText } from '@/lib/text/number-text';

export interface CheckedAmount {
  /** The field's label, as the form shows it (`Bid CPM`). */
  label: string;
  value: number | null;
  kind: MoneyKind;
}

export const AMOUNT_CHECK_TEXT = {
  title: 'Check these amounts',
  intro: 'These amounts are much higher than usual. Save them as they are?',
  line: (label: string, value: number, kind: MoneyKind) =>
    `${label}: ${formatMoney(value)} (over ${formatMoney(MONEY_BOUNDS[kind].confirmAbove)})`,
  confirm: 'Save anyway',
  back: 'Go back',
} as const;

/**
 * An amount typed as text, to check unless it is what the record held when the edit began
 * (`base`): a saved $20,000,000 budget is not asked about on every save.
 */
export function typedAmount(
  label: string,
  kind: MoneyKind,
  text: string,
  base: string | undefined,
): CheckedAmount {
  const unchanged = text.trim() === (base ?? '').trim();
  return { label, kind, value: unchanged ? null : parseNumberText(text) };
}

/** The amounts that need a confirmation, in the order given. */
export function highAmounts(amounts: readonly CheckedAmount[]): CheckedAmount[] {
  return amounts.filter(
    (amount) => amount.value !== null && needsMoneyConfirmation(amount.value, amount.kind),
  );
}
