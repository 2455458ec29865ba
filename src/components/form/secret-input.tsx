// A write-only secret bound to the enclosing <Form> by name (BID-SECRET-WRITE-ONLY; its value:
// src/lib/saving/secret-value.ts). A saved secret shows as `•••• 1a2b` with Replace; Replace opens
// an empty password input under the field's label, and Cancel replace goes back to the saved one.
// Without a saved secret (a new record) the input is there from the start. Its error shows once
// the field was left or a submit was tried (FORM-TOUCHED).
import { useEffect, useId, useRef } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { firstMessage } from '@/components/form/controlled-fields';
import { Button, buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { isKeptSecret, keptSecret, maskedSecret } from '@/lib/saving/secret-value';

export const SECRET_INPUT_TEXT = {
  replace: 'Replace',
  cancelReplace: 'Cancel replace',
  savedHint: 'Saved and never shown again. Replace it to set a new one.',
  newHint: 'Write-only: once saved, only its last four characters are shown.',
} as const;

export interface SecretInputProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** The saved secret's last four (the record as loaded), null when none is saved. */
  saved: string | null;
}

export function SecretInput<T extends FieldValues = FieldValues>({
  name,
  label,
  required,
  saved,
}: SecretInputProps<T>) {
  const { control, clearErrors } = useFormContext<T>();
  const { field, fieldState, formState } = useController<T>({ name, control });
  const labelId = useId();
  const replaceButton = useRef<HTMLButtonElement | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  // Where focus goes once Replace or Cancel replace has swapped the controls.
  const focusNext = useRef<'input' | 'replace' | null>(null);
  const value: unknown = field.value;
  const kept = isKeptSecret(value);

  useEffect(() => {
    if (focusNext.current === 'input') input.current?.focus();
    if (focusNext.current === 'replace') replaceButton.current?.focus();
    focusNext.current = null;
  }, [kept]);

  // The typed secret, kept in the input's value property only (never its attribute).
  const typed = typeof value === 'string' ? value : '';
  useEffect(() => {
    if (input.current && input.current.value !== typed) input.current.value = typed;
  });

  if (kept) {
    return (
      <div role="group" aria-labelledby={labelId}>
        <p id={labelId} className="block text-sm font-medium text-gray-900">
          {label}
        </p>
        <div className="mt-1.5 flex items-center gap-3">
          <span className="font-mono text-sm text-gray-900">{maskedSecret(value.kept)}</span>
          <button
            ref={replaceButton}
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              focusNext.current = 'input';
              field.onChange('');
            }}
          >
            {SECRET_INPUT_TEXT.replace}
          </button>
        </div>
        <p className="mt-1.5 text-xs text-gray-600">{SECRET_INPUT_TEXT.savedHint}</p>
      </div>
    );
  }

  const shown = fieldState.isTouched || formState.isSubmitted;
  return (
    <div>
      <TextField
        label={label}
        required={required}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        name={field.name}
        // Uncontrolled: React writes a controlled input's value into its `value` attribute, and a
        // typed secret must not sit in the page's markup (SEC-SECRET-DOM). Set as a property below.
        defaultValue=""
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        error={shown ? firstMessage(fieldState.error) : undefined}
        hint={SECRET_INPUT_TEXT.newHint}
      />
      {saved === null ? null : (
        <Button
          variant="ghost"
          className="mt-2"
          onClick={() => {
            focusNext.current = 'replace';
            field.onChange(keptSecret(saved));
            clearErrors(name);
          }}
        >
          {SECRET_INPUT_TEXT.cancelReplace}
        </Button>
      )}
    </div>
  );
}
