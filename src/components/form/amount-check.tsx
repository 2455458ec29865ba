// FORM-MONEY-CONFIRM: an amount past the sane line of its kind (a CPM over $1,000, a budget over
// $10,000,000) is asked about once before the save is sent: `$5000` typed for `$5.000` is the
// typo this catches. Go back keeps everything typed; Save anyway sends the same values.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { LazyPart, usePreloadParts } from '@/components/ui/lazy-part';
import { MONEY_BOUNDS, needsMoneyConfirmation, type MoneyKind } from '@/rules/field-bounds';
import { formatMoney } from '@/lib/text/format';
import { lazyComponent } from '@/lib/versions/lazy-component';
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

const amountCheckDialog = lazyComponent(() =>
  import('@/components/form/amount-check-dialog').then((module) => module.AmountCheckDialog),
);

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

/**
 * `confirmAmounts(amounts)` resolves true at once when none is high, else once the user answers
 * the dialog (`dialog`, rendered by the form) with Save anyway (true) or Go back (false).
 */
export function useAmountCheck(): {
  confirmAmounts: (amounts: readonly CheckedAmount[]) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [shown, setShown] = useState<CheckedAmount[]>([]);
  usePreloadParts(amountCheckDialog);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const confirmAmounts = useCallback((amounts: readonly CheckedAmount[]) => {
    const high = highAmounts(amounts);
    if (high.length === 0) return Promise.resolve(true);
    answer.current?.(false);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setShown(high);
    });
  }, []);
  const close = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setShown([]);
  };
  // The dialog's code is a chunk of its own (FORM-MONEY-CONFIRM is rare), downloaded once the
  // form is worked on, with its own boundary: a failed download answers Go back, the form stays.
  const dialog =
    shown.length > 0 ? (
      <LazyPart part={amountCheckDialog} onCancel={() => close(false)}>
        <amountCheckDialog.Component amounts={shown} onAnswer={close} />
      </LazyPart>
    ) : null;
  return { confirmAmounts, dialog };
}
