// Cancel and the submit button at the foot of a <Form>: right-aligned side by side from `sm`,
// stacked full-width (submit on top) on a phone. While the save runs the submit button is
// disabled and busy (FORM-SUBMIT-BUSY), and Cancel cannot leave the page mid-request.
import type { MouseEvent } from 'react';
import { useFormState } from 'react-hook-form';
import { Button, ButtonLink } from '@/components/ui/button';

export interface FormActionsProps {
  /** Where Cancel goes; without it there is no Cancel (e.g. an inline Add form). */
  cancelTo?: string;
  /** The submit button's label. */
  submitLabel?: string;
  /** Busy from outside the form (e.g. a mutation's isPending); the form's own submit counts too. */
  saving?: boolean;
  className?: string;
}

/** Must be rendered inside a <Form> (it reads the form's isSubmitting). */
export function FormActions({
  cancelTo,
  submitLabel = 'Save',
  saving = false,
  className = '',
}: FormActionsProps) {
  const { isSubmitting } = useFormState();
  const busy = saving || isSubmitting;
  // A link cannot be disabled: aria-disabled tells assistive tech, and the click (also fired by
  // Enter) is swallowed so the request is not abandoned halfway.
  const blockWhileBusy = (event: MouseEvent) => {
    if (busy) event.preventDefault();
  };
  return (
    <div className={`mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${className}`}>
      {cancelTo !== undefined ? (
        <ButtonLink
          to={cancelTo}
          variant="secondary"
          aria-disabled={busy || undefined}
          onClick={blockWhileBusy}
          className={busy ? 'pointer-events-none opacity-60' : ''}
        >
          Cancel
        </ButtonLink>
      ) : null}
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
