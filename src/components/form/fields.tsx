// The labelled fields of src/components/ui/fields.tsx, bound to the enclosing <Form> by name:
// each registers itself and shows its own error, so no screen pairs register() with
// formState.errors by hand. Generic in the form's values, so `<TextInput<Values> name="…" />`
// checks the name; without the type argument any name is accepted.
import type { ChangeEvent, FocusEvent } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '@/components/ui/fields';

type Bound<T extends FieldValues, E extends HTMLElement> = {
  name: FieldPath<T>;
  /** register()'s options: validation rules, valueAsNumber, setValueAs, deps, … */
  registerOptions?: RegisterOptions<T, FieldPath<T>>;
  /** Also receives the element (the form keeps its own ref to it as well). */
  inputRef?: (element: E | null) => void;
  /** Runs before the form's own blur handling (which marks the field touched and validates). */
  onBlur?: (event: FocusEvent<E>) => void;
  /** Runs after the form has taken the new value. */
  onChange?: (event: ChangeEvent<E>) => void;
};

/** Props of the ui field the form now provides, or that would fight its uncontrolled input. */
type Managed = 'name' | 'error' | 'ref' | 'onBlur' | 'onChange' | 'value' | 'defaultValue';

export type TextInputProps<T extends FieldValues = FieldValues> = Bound<T, HTMLInputElement> &
  Omit<TextFieldProps, Managed>;
export type TextAreaInputProps<T extends FieldValues = FieldValues> = Bound<
  T,
  HTMLTextAreaElement
> &
  Omit<TextAreaFieldProps, Managed>;
export type SelectInputProps<T extends FieldValues = FieldValues> = Bound<T, HTMLSelectElement> &
  Omit<SelectFieldProps, Managed>;
export type CheckboxInputProps<T extends FieldValues = FieldValues> = Bound<T, HTMLInputElement> &
  Omit<CheckboxFieldProps, Managed | 'checked' | 'defaultChecked'>;

/** A form error's message, if the value at that path is one. */
function messageAt(errors: unknown, name: string): string | undefined {
  const error: unknown = get(errors, name);
  return typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message !== ''
    ? error.message
    : undefined;
}

/**
 * A field's props with register() for its name composed in: the caller's ref, blur and change
 * handlers run alongside the form's, and the error message is read for this field only
 * (useFormState with its name), so typing elsewhere in a long form does not re-render it.
 */
function useBoundField<T extends FieldValues, E extends HTMLElement, P extends Bound<T, E>>({
  name,
  registerOptions,
  inputRef,
  onBlur,
  onChange,
  ...props
}: P) {
  const { register, control } = useFormContext<T>();
  const { errors } = useFormState({ control, name });
  const registration = register(name, registerOptions);
  return {
    ...props,
    ...registration,
    error: messageAt(errors, name),
    ref: (element: E | null) => {
      registration.ref(element);
      inputRef?.(element);
    },
    onBlur: (event: FocusEvent<E>) => {
      onBlur?.(event);
      void registration.onBlur(event);
    },
    onChange: (event: ChangeEvent<E>) => {
      void registration.onChange(event);
      onChange?.(event);
    },
  };
}

export function TextInput<T extends FieldValues = FieldValues>(props: TextInputProps<T>) {
  return <TextField {...useBoundField<T, HTMLInputElement, TextInputProps<T>>(props)} />;
}

export function TextAreaInput<T extends FieldValues = FieldValues>(props: TextAreaInputProps<T>) {
  return <TextAreaField {...useBoundField<T, HTMLTextAreaElement, TextAreaInputProps<T>>(props)} />;
}

/** The options are its children. */
export function SelectInput<T extends FieldValues = FieldValues>(props: SelectInputProps<T>) {
  return <SelectField {...useBoundField<T, HTMLSelectElement, SelectInputProps<T>>(props)} />;
}

export function CheckboxInput<T extends FieldValues = FieldValues>(props: CheckboxInputProps<T>) {
  return <CheckboxField {...useBoundField<T, HTMLInputElement, CheckboxInputProps<T>>(props)} />;
}
