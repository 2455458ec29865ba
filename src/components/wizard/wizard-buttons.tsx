// The wizard's buttons: Cancel (first step) or Back, and Next, or on the last step the submit
// label while everything is valid, `Fix Errors to Continue` otherwise (WIZ-FIX-ERRORS);
// busy and disabled from the first click until the save settles (WIZ-BUSY).
import { useFormState } from 'react-hook-form';
import { Button, ButtonLink } from '@/components/ui/button';

export const FIX_ERRORS_LABEL = 'Fix Errors to Continue';

/**
 * The step's buttons. They read the form's validity and submitting state themselves
 * (useFormState): were the wizard to read `form.formState`, the component holding useForm would
 * re-render the whole step on every change of validity, a long task while typing.
 */
export function WizardButtons({
  first,
  last,
  cancelTo,
  submitLabel,
  checksPass,
  busy,
  onBack,
  onIntent,
}: {
  first: boolean;
  last: boolean;
  cancelTo: string;
  submitLabel: string;
  checksPass: boolean;
  busy: boolean;
  onBack: () => void;
  /** The pointer or focus reached Back (-1) or Next (+1): that step's code may start loading. */
  onIntent: (direction: -1 | 1) => void;
}) {
  const { isValid, isSubmitting } = useFormState();
  const working = busy || isSubmitting;
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:justify-between">
      {first ? (
        <ButtonLink to={cancelTo} variant="secondary">
          Cancel
        </ButtonLink>
      ) : (
        <Button
          type="button"
          variant="secondary"
          onClick={onBack}
          disabled={working}
          onPointerEnter={() => onIntent(-1)}
          onFocus={() => onIntent(-1)}
        >
          Back
        </Button>
      )}
      <Button
        type="submit"
        loading={working}
        onPointerEnter={() => onIntent(1)}
        onFocus={() => onIntent(1)}
      >
        {last ? (isValid && checksPass ? submitLabel : FIX_ERRORS_LABEL) : 'Next'}
      </Button>
    </div>
  );
}
