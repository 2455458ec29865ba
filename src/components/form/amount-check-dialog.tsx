// FORM-MONEY-CONFIRM's question (the editor kit asks it: src/components/form/use-editor.ts): each amount past
// the usual line, with Go back (false) and Save anyway (true).
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { AMOUNT_CHECK_TEXT, type CheckedAmount } from '@/components/form/amount-check';

export function AmountCheckDialog({
  amounts,
  onAnswer,
}: {
  amounts: readonly CheckedAmount[];
  onAnswer: (confirmed: boolean) => void;
}) {
  return (
    <Modal
      open
      onClose={() => onAnswer(false)}
      title={AMOUNT_CHECK_TEXT.title}
      description={AMOUNT_CHECK_TEXT.intro}
    >
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-900">
        {amounts.map((amount) => (
          <li key={amount.label}>
            {AMOUNT_CHECK_TEXT.line(amount.label, amount.value ?? 0, amount.kind)}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onAnswer(false)}>
          {AMOUNT_CHECK_TEXT.back}
        </Button>
        <Button onClick={() => onAnswer(true)}>{AMOUNT_CHECK_TEXT.confirm}</Button>
      </div>
    </Modal>
  );
}
